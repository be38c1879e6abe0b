// The content service on its own process: the blog app answers GraphQL (with CORS for the web's
// origin), and an API started with BLOG_GRAPHQL_URL reads the blog from it (page heads, feed)
// without mounting /graphql itself.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBlogApp } from '../../blog-app';
import { seedBlog } from '../../db/seed/blog';
import { createTestApp, type TestApp } from '../../test/helper';

describe('blog content service as its own process', () => {
  let t: TestApp;
  let blog: FastifyInstance;
  let api: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await seedBlog(t.app.db, t.app.storage, t.config.PUBLIC_URL);
    blog = await buildBlogApp({ config: t.config, database: t.database, storage: t.storage, logger: false });
    await blog.listen({ port: 0, host: '127.0.0.1' });
    const { port } = blog.server.address() as AddressInfo;
    const { buildApp } = await import('../../app');
    api = await buildApp({ config: { ...t.config, BLOG_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql` }, database: t.database, storage: t.storage, logger: false });
    await api.ready();
  });
  afterAll(async () => {
    await api?.close();
    await blog?.close();
    await t?.close();
  });

  it('answers GraphQL with CORS for the web origin', async () => {
    const preflight = await blog.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: 'http://localhost:3000' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const res = await blog.inject({ method: 'POST', url: '/graphql', headers: { origin: 'http://localhost:3000' }, payload: { query: '{ posts { total } }' } });
    expect(res.json().data.posts.total).toBeGreaterThanOrEqual(6);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('the API reads the blog over HTTP and does not mount /graphql', async () => {
    const html = (await api.inject({ method: 'GET', url: '/blog/cuanto-cuesta-un-quinceanero-en-peru' })).body;
    expect(html).toContain('<title>¿Cuánto cuesta un quinceañero en el Perú? Presupuesto por partidas | Blog de Eventos Perú</title>');
    const rss = await api.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.body).toContain('cuanto-cuesta-un-quinceanero-en-peru');
    const local = await api.inject({ method: 'POST', url: '/graphql', payload: { query: '{ posts { total } }' } });
    expect(local.statusCode).toBe(404);
  });
});
