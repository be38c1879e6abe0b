// The one error path: validation, malformed bodies, library 4xx, HttpError helpers, hidden 5xx, 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../plugins/errors';
import { createTestApp, type TestApp } from './helper';

const ECHO_BODY = z.object({ name: z.string().min(3, 'El nombre es muy corto'), age: z.number().int().optional() });

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/echo', { schema: { body: ECHO_BODY }, bodyLimit: 1024 }, async (request) => ({ data: request.body }));
  app.get('/boom', async () => {
    throw new Error('secreto interno: conexión rechazada');
  });
  // What Drizzle throws when node-postgres cannot reach the server, and when PostgreSQL refuses a value.
  app.get('/db-down', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select 1', { cause: new AggregateError([refused], 'connect failed') });
  });
  app.get('/db-terminated', async () => {
    throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
  });
  app.get('/db-range', async () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' }) });
  });
  app.get('/parse', async () => ECHO_BODY.parse({ name: 'x' }));
  app.get('/http/:kind', { schema: { params: z.object({ kind: z.string() }) } }, async (request) => {
    const errors = { unauthorized, forbidden, notFound, conflict, unprocessable } as const;
    throw errors[request.params.kind as keyof typeof errors]();
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => {
    return { ok: 'no' } as unknown as { ok: boolean };
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ setup: (app) => app.register(testRoutes, { prefix: '/api/v1/__test' }) });
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/v1/__test/echo', payload, headers: { 'content-type': contentType } });

describe('error handling', () => {
  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Ana' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Ana' } });
  });

  it('validation errors → 400 { error, errors: { field: [msg] } }', async () => {
    const res = await post(JSON.stringify({ name: 'A', age: 'x' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('El nombre es muy corto');
    expect(body.errors.name).toEqual(['El nombre es muy corto']);
    expect(body.errors.age).toHaveLength(1);
  });

  it('a ZodError thrown by a handler → 400 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/parse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'El nombre es muy corto', errors: { name: ['El nombre es muy corto'] } });
  });

  it('malformed JSON → 400 in Spanish', async () => {
    const res = await post('{"name": "Ana",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  it('empty JSON body → 400 in Spanish', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/vacío/);
  });

  it('body too large → 413, unsupported media type → 415', async () => {
    const big = await post(JSON.stringify({ name: 'x'.repeat(5000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ requestId: expect.any(String), error: 'El contenido enviado es demasiado grande' });
    const xml = await post('<name>Ana</name>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ requestId: expect.any(String), error: 'Tipo de contenido no soportado' });
  });

  it('HttpError helpers keep their status and Spanish default text', async () => {
    const cases: Array<[string, number, string]> = [
      ['unauthorized', 401, 'Debes iniciar sesión para continuar.'],
      ['forbidden', 403, 'No tienes permiso para realizar esta acción.'],
      ['notFound', 404, 'No encontrado'],
      ['conflict', 409, 'La operación no se puede realizar en el estado actual'],
      ['unprocessable', 422, 'No se pudo procesar la solicitud.'],
    ];
    for (const [kind, status, error] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/__test/http/${kind}` });
      expect(res.statusCode, kind).toBe(status);
      expect(res.json()).toEqual({ requestId: expect.any(String), error });
    }
  });

  it('unexpected errors → 500 with the generic text, nothing leaked', async () => {
    for (const url of ['/api/v1/__test/boom', '/api/v1/__test/bad-response']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      // The request id of the response header and of the log line, to quote when reporting it.
      expect(res.json()).toEqual({ error: 'Ha ocurrido un problema. Intenta nuevamente.', requestId: res.headers['x-request-id'] });
      expect(res.body).not.toMatch(/secreto|schema/);
    }
  });

  it('database unreachable → 503 with Retry-After and a Spanish message, never 500', async () => {
    for (const url of ['/api/v1/__test/db-down', '/api/v1/__test/db-terminated']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        error: 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
        requestId: res.headers['x-request-id'],
      });
    }
  });

  it('a value PostgreSQL refuses (out of range, invalid text) → 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/db-range' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'La solicitud no es válida' });
  });

  it('unknown /api/* → 404 JSON for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/nope' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'No encontrado' });
    }
    const root = await t.app.inject({ method: 'GET', url: '/api' });
    expect(root.statusCode).toBe(404);
  });

  it('every response carries a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });
});
