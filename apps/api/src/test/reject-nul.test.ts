// NUL (U+0000) in a query value, path param or body string is a 400 before it reaches PostgreSQL,
// answered after the route's own guards (401/403 first) and before schema validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@eventos/domain';
import { unauthorized } from '../plugins/errors';
import { findNulPaths } from '../plugins/reject-nul';
import { createTestApp, type TestApp } from './helper';

const NUL_MESSAGE = MESSAGES['common.text.invalidCharacters'];

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = z.object({ name: z.string().min(3), tags: z.array(z.object({ label: z.string() })).optional() });
  app.post('/nul/:id', { schema: { body } }, async (request) => ({ data: request.body }));
  app.get('/nul', { schema: { querystring: z.object({ q: z.string().optional() }) } }, async () => ({ data: [] }));
  app.post(
    '/nul-guarded',
    { preValidation: async () => { throw unauthorized(); }, schema: { body } },
    async () => ({ data: null }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ setup: (app) => app.register(testRoutes, { prefix: '/api/v1/__test' }) });
});
afterAll(async () => {
  await t?.close();
});

describe('reject NUL', () => {
  it('finds NUL in nested strings and keys, by dotted path', () => {
    expect(findNulPaths({ a: 'ok', b: ['x', { c: 'y\u0000' }], 'k\u0000': 1 }).sort()).toEqual(['', 'b.1.c']);
    expect(findNulPaths(Buffer.from('a\u0000b'))).toEqual([]);
    const deep = JSON.parse(`${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`) as unknown;
    expect(findNulPaths(deep)).toHaveLength(1);
  });

  it('answers 400 with the field for query values, path params and body strings', async () => {
    const query = await t.app.inject({ url: '/api/v1/__test/nul?q=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ requestId: expect.any(String), error: NUL_MESSAGE, errors: { q: [NUL_MESSAGE] } });

    const param = await t.app.inject({ method: 'POST', url: '/api/v1/__test/nul/a%00b', payload: { name: 'Ana' } });
    expect(param.json()).toEqual({ requestId: expect.any(String), error: NUL_MESSAGE, errors: { id: [NUL_MESSAGE] } });

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/nul/1',
      payload: { name: 'Ana', tags: [{ label: 'ok' }, { label: 'a\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ requestId: expect.any(String), error: NUL_MESSAGE, errors: { 'tags.1.label': [NUL_MESSAGE] } });
  });

  it('lets clean input through and runs after the route guards', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/__test/nul/1', payload: { name: 'Ana' } });
    expect(ok.statusCode).toBe(200);
    const guarded = await t.app.inject({ method: 'POST', url: '/api/v1/__test/nul-guarded', payload: { name: '\u0000' } });
    expect(guarded.statusCode).toBe(401);
  });
});
