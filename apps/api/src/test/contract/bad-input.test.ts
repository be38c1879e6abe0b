// Schema-driven fuzzing (brief, non-negotiable 3): for EVERY route under /api/v1 (plus
// POST /login/refresh, /logout, /login/logout), bad path params, query values and bodies generated
// from the route's OpenAPI schema are sent as a visitor, with a garbage bearer token and as the
// signed-in owner of the rows the route acts on. Every answer must be < 500, a 4xx must be
// `{ error: string, errors?: { campo: string[] } }`, and no body may reflect a raw `<script`.
// Known, reported defects are listed in KNOWN_FINDINGS: the test asserts they still happen, so
// fixing one makes this file fail until its entry is removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../modules/auth/testing';
import { createTestApp } from '../helper';
import { bodyCases, pathCases, queryCases, type BadCase } from './bad-inputs';
import { buildContractFixtures, type ContractFixtures, type Headers } from './fixtures';
import { checkResponse, describeResponse, inBatches } from './response-checks';
import { fillPath, routeTarget } from './route-params';
import { isApiV1, openApiOperations, type Operation } from './route-table';

/**
 * Reported defects, asserted to still happen (remove an entry once it is fixed). Each group is
 * expanded to ids '<METHOD path> · <identidad> · <caso>'.
 */
const KNOWN_FINDING_GROUPS: { finding: string; routes: string[]; identities: string[]; cases: string[] }[] = [];

const KNOWN_FINDINGS: Record<string, string> = Object.fromEntries(
  KNOWN_FINDING_GROUPS.flatMap(({ finding, routes, identities, cases }) =>
    routes.flatMap((route) =>
      identities.flatMap((who) => cases.map((c) => [`${route} · ${who} · ${c}`, finding])),
    ),
  ),
);

const AUTH_ROUTES = new Set(['POST /login/refresh', 'POST /logout', 'POST /login/logout']);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const t = await createTestApp();
const operations: Operation[] = openApiOperations(t.app)
  .filter((op) => isApiV1(op.path) || AUTH_ROUTES.has(op.key))
  // Writes that act on fixtures run last (DELETE at the very end).
  .sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.key.localeCompare(b.key),
  );

let fx: ContractFixtures;
let sessionUser: Headers;

beforeAll(async () => {
  fx = await buildContractFixtures(t.app);
  // /logout revokes the caller's sign-in: those routes get a user of their own.
  sessionUser = (await createSignedInUser(t.app, { first_name: 'Sesión' })).headers;
}, 300_000);

afterAll(async () => {
  await t.close();
});

type Identity = { name: string; headers: Headers };

function identitiesFor(op: Operation, owner: 'a' | 'b'): Identity[] {
  const signedIn = AUTH_ROUTES.has(op.key) ? sessionUser : fx[owner].headers;
  return [
    { name: 'visitante', headers: {} },
    { name: owner === 'a' ? 'usuario A' : 'usuario B', headers: signedIn },
  ];
}

function casesFor(op: Operation): { cases: BadCase[]; owner: 'a' | 'b' } {
  const { owner, params } = routeTarget(fx, op);
  const base = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, params[p.name] ?? 1])));
  const cases = [...pathCases(op, params), ...queryCases(op, base)];
  if (op.method !== 'GET') cases.push(...bodyCases(op).map((c) => ({ ...c, url: base })));
  return { cases, owner };
}

/** Same-origin headers so /login/refresh and /logout get past their CSRF check. */
const ORIGIN = { origin: 'http://localhost:3000' };

describe('bad input never breaks the API (contract §8, brief 3)', () => {
  it('finds the routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((op) => op.key)).toContain('POST /login/refresh');
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s',
    async (key, op) => {
      const { cases, owner } = casesFor(op);
      const found = new Map<string, string>();
      const tasks: (() => Promise<void>)[] = [];
      for (const identity of identitiesFor(op, owner)) {
        for (const c of cases) {
          tasks.push(async () => {
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: c.url,
              headers: { ...ORIGIN, ...identity.headers, ...c.headers },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            });
            const problems = checkResponse(res);
            if (problems.length)
              found.set(
                `${key} · ${identity.name} · ${c.label}`,
                `${problems.join('; ')} — ${describeResponse(res)}`,
              );
          });
        }
      }
      // A token that does not verify is a visitor: never a 500.
      tasks.push(async () => {
        const url = fillPath(op.path, routeTarget(fx, op).params);
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers: { ...ORIGIN, authorization: "Bearer <script>1' OR 1=1" },
        });
        const problems = checkResponse(res);
        if (problems.length)
          found.set(
            `${key} · token basura · sin cambios`,
            `${problems.join('; ')} — ${describeResponse(res)}`,
          );
      });
      await inBatches(tasks, 6);

      const unexpected = [...found]
        .filter(([id]) => !(id in KNOWN_FINDINGS))
        .map(([id, what]) => `${id}: ${what}`);
      const fixed = Object.keys(KNOWN_FINDINGS).filter((id) => id.startsWith(`${key} · `) && !found.has(id));
      expect(unexpected, 'respuestas que rompen el contrato').toEqual([]);
      expect(fixed, 'hallazgos corregidos: quítalos de KNOWN_FINDINGS').toEqual([]);
    },
    300_000,
  );

  it('KNOWN_FINDINGS only name fuzzed routes', () => {
    const keys = new Set(operations.map((op) => op.key));
    const stale = Object.keys(KNOWN_FINDINGS).filter((id) => !keys.has(id.split(' · ')[0] ?? ''));
    expect(stale).toEqual([]);
  });
});
