// The API's route table for the contract tests, read from the app itself so a new endpoint is
// covered (or makes a test fail) without editing the tests first:
//   - the OpenAPI document (app.swagger()): method, path, params/query schemas, request body;
//   - app.printRoutes(): every registered route, including any hidden from the document.
// Paths use the OpenAPI form: /api/v1/providers/{id}.
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
};

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form, e.g. /api/v1/albums/{albumId}/media/{mediaId}. */
  path: string;
  /** 'PUT /api/v1/providers/{id}/intro' */
  key: string;
  pathParams: ParamSpec[];
  query: ParamSpec[];
  /** JSON schema of the request body, when the route declares one. */
  body?: JsonSchema;
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of the OpenAPI document (HEAD/OPTIONS and the catch-alls left out). */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (!HTTP_METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? Object.values(content)[0])?.schema;
      out.push({
        method,
        path,
        key: routeKey(method, path),
        pathParams: pick('path'),
        query: pick('query'),
        body,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Every route Fastify registered, from the printRoutes() tree ("├── /:id (GET, HEAD, PUT)"), as
 * 'METHOD /path/{param}' keys (HEAD and OPTIONS left out).
 */
export function registeredRouteKeys(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const keys = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    const segment = match[2] ?? '';
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const full = depth === 0 ? segment : parent === '/' ? `/${segment}` : `${parent}${segment}`;
    stack[depth] = full;
    for (const method of (match[3] ?? '').split(',').map((s) => s.trim())) {
      if (!HTTP_METHODS.has(method)) continue;
      const path = full.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
      keys.add(routeKey(method, path.startsWith('/') ? path : `/${path}`));
    }
  }
  return [...keys].sort();
}

export const isApiV1 = (path: string) => path.startsWith('/api/v1/');
