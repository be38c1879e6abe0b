// Bad inputs generated from a route's OpenAPI schema: wrong path params, wrong query values and
// broken bodies. Deterministic (no randomness) so a case id names the same request every run.
// Routes that take no body only get bodies the parser rejects (malformed JSON, wrong content
// type): a well-formed body would reach the handler and, for DELETE and body-less writes, act.
import type { JsonSchema, Operation, ParamSpec } from './route-table';

export interface BadCase {
  /** e.g. 'path albumId=abc', 'query size=7', 'body objeto vacío'. */
  label: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const SCRIPT = '<script>alert(1)</script>';
const LONG = 'x'.repeat(5000);

/** [label, value as written in the URL] — '%00' is sent raw (a NUL once decoded). */
const BAD_PATH_VALUES: [string, string][] = [
  ['abc', 'abc'],
  ['-1', '-1'],
  ['0', '0'],
  ['99999999999999999999', '99999999999999999999'],
  ['2147483648', '2147483648'],
  ["1' OR 1=1", encodeURIComponent("1' OR 1=1")],
  ['%00', '%00'],
  ['<script>', encodeURIComponent(SCRIPT)],
];

/** Routes whose handler reads the body itself (no body schema in the document). */
const HANDLER_PARSED_BODY = new Set([
  'POST /api/v1/cdn/upload/media',
  'POST /api/v1/cdn/upload/pdf',
  'POST /login/refresh',
  'POST /logout',
  'POST /login/logout',
]);

const typeOf = (schema: JsonSchema): string => {
  if (Array.isArray(schema.type)) return String(schema.type[0]);
  if (schema.type) return schema.type;
  if (schema.anyOf?.length) return 'anyOf';
  return 'unknown';
};

function queryValuesFor(param: ParamSpec): [string, string][] {
  const t = typeOf(param.schema);
  if (param.name === 'size')
    return [
      ['7', '7'],
      ['abc', 'abc'],
      ['array', '10&size=20'],
    ];
  if (param.name === 'page')
    return [
      ['-1', '-1'],
      ['99999999999999999999', '99999999999999999999'],
    ];
  if (t === 'integer' || t === 'number')
    return [
      ['abc', 'abc'],
      ['-1', '-1'],
      ['99999999999999999999', '99999999999999999999'],
    ];
  if (param.schema.enum)
    return [
      ['<script>', encodeURIComponent(SCRIPT)],
      ['array', `a&${param.name}=b`],
    ];
  return [
    ['5000 caracteres', LONG],
    ['<script>', encodeURIComponent(SCRIPT)],
    ['%00', 'a%00b'],
  ];
}

/** A harmless valid-looking value for the other required query params. */
const filler = (param: ParamSpec) => (['integer', 'number'].includes(typeOf(param.schema)) ? '1' : 'abc');

export function queryCases(op: Operation, basePath: string): BadCase[] {
  const cases: BadCase[] = [];
  for (const param of op.query) {
    const others = op.query
      .filter((p) => p.required && p.name !== param.name)
      .map((p) => `${p.name}=${filler(p)}`);
    for (const [label, raw] of queryValuesFor(param)) {
      cases.push({
        label: `query ${param.name}=${label}`,
        url: `${basePath}?${[`${param.name}=${raw}`, ...others].join('&')}`,
      });
    }
  }
  if (op.query.some((p) => p.name === 'page') && op.query.some((p) => p.name === 'size')) {
    cases.push({ label: 'query page=-1&size=7', url: `${basePath}?page=-1&size=7` });
  }
  return cases;
}

export function pathCases(op: Operation, params: Record<string, string | number>): BadCase[] {
  const cases: BadCase[] = [];
  for (const param of op.pathParams) {
    for (const [label, raw] of BAD_PATH_VALUES) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        name === param.name ? raw : encodeURIComponent(String(params[name] ?? '1')),
      );
      cases.push({ label: `path ${param.name}=${label}`, url });
    }
  }
  return cases;
}

function wrongTypeValue(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'sí';
    case 'array':
      return 'no-es-lista';
    case 'object':
      return 'no-es-objeto';
    case 'anyOf':
      return { no: 'válido' };
    default:
      return [];
  }
}

function mapProps(schema: JsonSchema, fn: (prop: JsonSchema) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const value = fn(prop);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

const json = (label: string, value: unknown): BadCase => ({
  label: `body ${label}`,
  url: '',
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

export function bodyCases(op: Operation): BadCase[] {
  const raw = (label: string, payload: string, type: string): BadCase => ({
    label: `body ${label}`,
    url: '',
    payload,
    headers: { 'content-type': type },
  });
  const cases: BadCase[] = [
    raw('JSON malformado', '{"a":', 'application/json'),
    raw('content-type text/plain', `hola ${SCRIPT}`, 'text/plain'),
  ];
  const schema = op.body;
  if (!schema && !HANDLER_PARSED_BODY.has(op.key)) return cases;
  cases.push(
    raw('JSON vacío', '', 'application/json'),
    raw(
      'content-type form-urlencoded',
      `a=1&b=${encodeURIComponent(SCRIPT)}`,
      'application/x-www-form-urlencoded',
    ),
    raw('multipart sin boundary', 'x', 'multipart/form-data'),
    raw(
      '__proto__',
      '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}',
      'application/json',
    ),
    raw('JSON muy anidado', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'),
    json('objeto vacío', {}),
    json('arreglo', []),
    json('null', null),
  );
  if (!schema?.properties) return cases;
  const required = schema.required ?? [];
  if (required.length)
    cases.push(json('null en requeridos', Object.fromEntries(required.map((name) => [name, null]))));
  cases.push(json('tipos incorrectos', mapProps(schema, wrongTypeValue)));
  const strings = (value: string) => mapProps(schema, (p) => (typeOf(p) === 'string' ? value : undefined));
  if (Object.keys(strings('')).length) {
    cases.push(
      json('textos enormes', strings(`${SCRIPT}${LONG}`)),
      json('NUL en textos', strings('Texto\u0000con NUL')),
    );
  }
  const enums = mapProps(schema, (p) => (p.enum ? 'no-existe' : undefined));
  if (Object.keys(enums).length) cases.push(json('enum inválido', enums));
  return cases;
}
