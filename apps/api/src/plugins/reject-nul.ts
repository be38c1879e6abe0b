// PostgreSQL text cannot hold NUL (U+0000): a query with one fails ("invalid byte sequence") and
// would answer 500. Every route gets one last preValidation step (after the route's own guards,
// so 401/403 still come first; before schema validation) that answers 400 when a decoded
// query value, path param or JSON/form body string (or key, at any depth) contains NUL.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from '@eventos/domain';
import { badRequest, type FieldErrors } from './http-errors';

const NUL = '\u0000';

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function pathOf(node: Node): string {
  const parts: string[] = [];
  for (let n: Node | null = node; n; n = n.parent) if (n.key !== null) parts.push(n.key);
  return parts.reverse().join('.');
}

/** Dotted paths (as zod reports them) of the strings and keys under `root` that contain NUL. */
export function findNulPaths(root: unknown, rootKey: string | null = null): string[] {
  const found = new Set<string>();
  // Iterative walk: a deeply nested body must not overflow the stack.
  const stack: Node[] = [{ value: root, key: rootKey, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.add(pathOf(node));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, key: String(i), parent: node }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) found.add(pathOf(node));
        else stack.push({ value: item, key, parent: node });
      }
    }
  }
  return [...found];
}

/**
 * JSON and form bodies (plain objects), query strings and params (dictionaries whose prototype
 * has a null prototype) — not class instances such as Buffers, streams or multipart files.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

export async function rejectNul(request: FastifyRequest): Promise<void> {
  const paths = [
    ...findNulPaths(request.params),
    ...findNulPaths(request.query),
    ...findNulPaths(request.body),
  ];
  if (!paths.length) return;
  const message = MESSAGES['common.text.invalidCharacters'];
  const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path || 'body', [message]]));
  throw badRequest(message, errors);
}

/** Call on the root instance before any route is registered (right after the error handler). */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preValidation;
    route.preValidation = [...(Array.isArray(own) ? own : own ? [own] : []), rejectNul];
  });
}
