import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fastResponseSerializer, zodResponseSerializer } from './fast-response';

const Card = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string().nullable(),
  rating: z.number().optional(),
  group: z.enum(['feeding', 'locals']),
  logo: z.object({ url: z.string(), sizes: z.array(z.object({ w: z.number(), url: z.string() })) }).nullable(),
  tags: z.array(z.string()),
  extra: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.string() })]).optional(),
  published: z.boolean(),
});
const Envelope = z.object({ data: z.array(Card), total: z.number().optional(), redirect_slug: z.string().optional() });

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const fast = (schema: z.ZodType) => fastResponseSerializer(route(schema) as never);
const zod = (schema: z.ZodType) => zodResponseSerializer(route(schema) as never) as (data: unknown) => string;

const answer = {
  data: [
    { id: 1, name: 'Hacienda «Los Huarangos»', intro: 'Línea 1\n"comillas" </script>', rating: 4.5, group: 'locals', logo: { url: '/cdn/a.webp', sizes: [{ w: 320, url: '/cdn/a-320.webp' }] }, tags: ['boda', 'quinceañero'], extra: { kind: 'b', b: 'x' }, published: true },
    { id: 2, name: 'Catering Ñaña', intro: null, group: 'feeding', logo: null, tags: [], extra: { kind: 'a', a: 3 }, published: false },
  ],
  total: 2,
};

describe('fastResponseSerializer (ADR 332)', () => {
  it('writes the same JSON value as the zod serializer', () => {
    expect(JSON.parse(fast(Envelope)(answer))).toEqual(JSON.parse(zod(Envelope)(answer)));
    expect(JSON.parse(fast(Envelope)({ data: [] }))).toEqual({ data: [] });
  });

  it('leaves out what the schema does not name, as zod does (no internal column leaks)', () => {
    const withSecrets = { ...answer, secret: 'x', data: answer.data.map((card) => ({ ...card, email: 'dueño@example.pe', owner_id: 7 })) };
    const written = fast(Envelope)(withSecrets);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('dueño@example.pe');
    expect(written).not.toContain('owner_id');
    expect(JSON.parse(written)).toEqual(JSON.parse(zod(Envelope)(answer)));
  });

  it('under tests, refuses an answer zod refuses instead of writing a coerced value', () => {
    const wrong = { data: [{ ...answer.data[1], id: 'dos' }] };
    expect(() => fast(Envelope)(wrong)).toThrow();
    const missing = { data: [{ id: 3 }] };
    expect(() => fast(Envelope)(missing)).toThrow();
  });

  it('refuses at start-up a schema JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.date().transform((d) => d.toISOString()) });
    expect(() => fast(transformed)).toThrow();
  });

  it('serves a route through Fastify with the same body as the default serializer', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(zodResponseSerializer);
    app.get('/zod', { schema: { response: { 200: Envelope } } }, () => answer as z.infer<typeof Envelope>);
    app.get('/fast', { schema: { response: { 200: Envelope } }, serializerCompiler: fastResponseSerializer }, () => answer as z.infer<typeof Envelope>);
    const [a, b] = await Promise.all([app.inject('/zod'), app.inject('/fast')]);
    expect(b.statusCode).toBe(200);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(JSON.parse(b.body)).toEqual(JSON.parse(a.body));
    await app.close();
  });
});
