// The tag manager is allowed by the Content-Security-Policy and announced to the web app only when
// GTM_CONTAINER_ID is set; the blog's own GraphQL origin likewise for BLOG_GRAPHQL_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('tag manager and content service settings in the page', () => {
  it('without GTM_CONTAINER_ID: no tag manager in the CSP or the page', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(csp(res.headers)).not.toContain('googletagmanager');
    expect(res.body).not.toContain('eventos:gtm');
    expect(res.body).not.toContain('eventos:graphql');
  });

  it('with GTM_CONTAINER_ID: the container in a meta tag and its origin in script-src', async () => {
    t = await createTestApp({
      env: { GTM_CONTAINER_ID: 'GTM-AB12CD3', GTM_SCRIPT_URL: 'http://127.0.0.1:3172/gtm.js', BLOG_GRAPHQL_URL: 'http://127.0.0.1:3001/graphql' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/blog' });
    const policy = csp(res.headers);
    expect(policy).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:3172 https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:3001/);
    expect(res.body).toContain('<meta name="eventos:gtm" content="GTM-AB12CD3">');
    expect(res.body).toContain('<meta name="eventos:gtm-script" content="http://127.0.0.1:3172/gtm.js">');
    expect(res.body).toContain('<meta name="eventos:graphql" content="http://127.0.0.1:3001/graphql">');
  });

  it('refuses a malformed container id at start-up', async () => {
    await expect(createTestApp({ env: { GTM_CONTAINER_ID: 'UA-123' } })).rejects.toThrow(/GTM_CONTAINER_ID debe tener la forma GTM-XXXXXXX/);
  });
});
