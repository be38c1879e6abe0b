// Who may write (brief, non-negotiable 4): for EVERY write route (POST/PUT/PATCH/DELETE) under
// /api/v1, discovered from the app's route table, (a) a visitor gets 401 and (b) another signed-in
// user (C) acting on rows A or B own gets 403 — with a valid body, so the answer is about
// permission and not validation. A route missing from AUTHORIZATION_MATRIX fails this file.
// Defects already reported are listed in KNOWN_FINDINGS; the test asserts they still happen, so a
// fix makes it fail until the entry is removed.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@eventos/domain';
import { pdfBytes, pngImage } from '../../modules/cdn/testing';
import { eventBody } from '../../modules/events/testing';
import { affiliationBody, district, serviceTypeIds } from '../../modules/providers/testing';
import { createTestApp } from '../helper';
import { AUTHORIZATION_MATRIX, type MatrixContext, type MatrixEntry } from './authorization-matrix';
import { buildContractFixtures, type Headers } from './fixtures';
import { checkResponse, describeResponse } from './response-checks';
import { fillPath, routeTarget } from './route-params';
import {
  WRITE_METHODS,
  isApiV1,
  openApiOperations,
  registeredRouteKeys,
  type Operation,
} from './route-table';

/** Reported defects, asserted to still happen. Ids: '<METHOD path> · <comprobación>'. */
const KNOWN_FINDINGS: Record<string, string> = {};

const t = await createTestApp();
const isWrite = (method: string) => (WRITE_METHODS as readonly string[]).includes(method);
const documented = openApiOperations(t.app).filter((op) => isWrite(op.method) && isApiV1(op.path));
const registered = registeredRouteKeys(t.app).filter((key) => {
  const [method = '', path = ''] = key.split(' ');
  return isWrite(method) && isApiV1(path);
});
/** Documented routes plus any registered route the document hides. */
const writeRoutes: Operation[] = [
  ...documented,
  ...registered
    .filter((key) => !documented.some((op) => op.key === key))
    .map((key): Operation => {
      const [method = '', path = ''] = key.split(' ');
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
        name: m[1]!,
        required: true,
        schema: {},
      }));
      return { method, path, key, pathParams, query: [] };
    }),
].sort((a, b) => a.key.localeCompare(b.key));

let ctx: MatrixContext;

beforeAll(async () => {
  const fx = await buildContractFixtures(t.app);
  ctx = {
    fx,
    eventBody: await eventBody(t.app),
    affiliationBody: await affiliationBody(t.app, { email: 'carla@example.com', slug: 'eventos-carla' }),
    serviceTypeIds: await serviceTypeIds(t.app, 1),
    districtId: (await district(t.app)).id,
    pngBase64: (await pngImage(640, 480)).toString('base64'),
    pdfBase64: pdfBytes().toString('base64'),
  };
}, 300_000);

afterAll(async () => {
  await t.close();
});

function send(op: Operation, entry: MatrixEntry, headers: Headers, body: 'valid' | 'empty') {
  const { params } = routeTarget(ctx.fx, op);
  const query = entry.query ? `?${new URLSearchParams(entry.query(ctx)).toString()}` : '';
  const payload = body === 'empty' ? {} : entry.body?.(ctx);
  return t.app.inject({
    method: op.method as 'POST',
    url: `${fillPath(op.path, params)}${query}`,
    headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** Problems of one answer against the expected status ('' when fine). */
function mismatch(res: LightMyRequestResponse, status: number): string {
  const problems = checkResponse(res);
  if (res.statusCode !== status) problems.unshift(`esperaba ${status}`);
  return problems.length ? `${problems.join('; ')} — ${describeResponse(res)}` : '';
}

describe('authorization matrix (brief 4)', () => {
  it('covers every write route under /api/v1', () => {
    expect(writeRoutes.length).toBeGreaterThan(40);
    const keys = new Set(writeRoutes.map((op) => op.key));
    const missing = [...keys]
      .filter((key) => !(key in AUTHORIZATION_MATRIX))
      .map((key) => `añade la ruta ${key} a la matriz`);
    const stale = Object.keys(AUTHORIZATION_MATRIX)
      .filter((key) => !keys.has(key))
      .map((key) => `quita la ruta ${key} de la matriz`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('every write route is in the OpenAPI document (so bad-input.test.ts fuzzes it)', () => {
    expect(registered.filter((key) => !documented.some((op) => op.key === key))).toEqual([]);
  });

  it('sends bodies the shared schemas accept', () => {
    const invalid = Object.entries(AUTHORIZATION_MATRIX)
      .filter(([, entry]) => entry.schema && entry.body && !entry.schema.safeParse(entry.body(ctx)).success)
      .map(
        ([key, entry]) =>
          `${key}: ${JSON.stringify(entry.schema!.safeParse(entry.body!(ctx)).error?.issues)}`,
      );
    expect(invalid).toEqual([]);
  });

  it.each(writeRoutes.map((op) => [op.key, op] as const))(
    '%s',
    async (key, op) => {
      const entry = AUTHORIZATION_MATRIX[key];
      if (!entry) throw new Error(`añade la ruta ${key} a la matriz (test/contract/authorization-matrix.ts)`);
      const target = routeTarget(ctx.fx, op);
      if (target.missing.length) {
        throw new Error(
          `añade la ruta ${key} a la matriz (test/contract/route-params.ts): falta ${target.missing.join(', ')}`,
        );
      }
      const takesBody = op.method !== 'DELETE' && entry.body !== undefined;
      const found = new Map<string, string>();
      const record = (check: string, problem: string) => {
        if (problem) found.set(`${key} · ${check}`, problem);
      };

      if (entry.access !== 'public') {
        const visitor = await send(op, entry, {}, 'valid');
        record('visitante → 401', mismatch(visitor, 401));
        if (visitor.statusCode === 401) expect(visitor.json().error).toBe(MESSAGES['auth.session.required']);
        if (takesBody)
          record('visitante, cuerpo vacío → 401', mismatch(await send(op, entry, {}, 'empty'), 401));
      }
      if (entry.access === 'owned') {
        const expected = entry.intruder?.status ?? 403;
        record(`intruso → ${expected}`, mismatch(await send(op, entry, ctx.fx.c.headers, 'valid'), expected));
        if (takesBody && !entry.noEmptyBodyProbe) {
          // Authorization must come before validation: the intruder learns nothing about the body rules.
          record(
            `intruso, cuerpo vacío → ${expected}`,
            mismatch(await send(op, entry, ctx.fx.c.headers, 'empty'), expected),
          );
        }
      }

      const unexpected = [...found]
        .filter(([id]) => !(id in KNOWN_FINDINGS))
        .map(([id, what]) => `${id}: ${what}`);
      const fixed = Object.keys(KNOWN_FINDINGS).filter((id) => id.startsWith(`${key} · `) && !found.has(id));
      expect(unexpected, 'permisos que no se cumplen').toEqual([]);
      expect(fixed, 'hallazgos corregidos: quítalos de KNOWN_FINDINGS').toEqual([]);
    },
    120_000,
  );

  it('KNOWN_FINDINGS only name routes of the matrix', () => {
    const stale = Object.keys(KNOWN_FINDINGS).filter(
      (id) => !((id.split(' · ')[0] ?? '') in AUTHORIZATION_MATRIX),
    );
    expect(stale).toEqual([]);
  });
});
