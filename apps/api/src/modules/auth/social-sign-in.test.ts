// Google-like OIDC (a local fake server) and Facebook (a local fake Graph) through the same
// code path: success, linking by verified e-mail, the admin flag, and every rejection
// (nonce mismatch, state mismatch, provider error) creating nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, userIdentities, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { Browser, freePort } from './testing/browser';
import { startFakeFacebookServer, type FakeFacebookServer } from './testing/fake-graph-server';
import { startFakeOidcServer, type FakeOidcServer } from './testing/fake-oidc-server';
import { createTestUser } from './testing/session';

let t: TestApp;
let origin: string;
let google: FakeOidcServer;
let facebook: FakeFacebookServer;

beforeAll(async () => {
  google = await startFakeOidcServer();
  facebook = await startFakeFacebookServer();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      PUBLIC_URL: origin,
      AUTH_DEV_PROVIDER: 'false',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      FACEBOOK_CLIENT_ID: facebook.appId,
      FACEBOOK_CLIENT_SECRET: facebook.appSecret,
      FACEBOOK_BASE_URL: facebook.baseUrl,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      ADMIN_EMAILS: 'jefa@example.com',
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await google?.close();
  await facebook?.close();
});

beforeEach(() => {
  google.behaviour = { identity: { sub: 'g-1' } };
  facebook.state = 'echo';
});

async function counts() {
  const [u] = await t.app.db.select({ n: count() }).from(users);
  const [i] = await t.app.db.select({ n: count() }).from(userIdentities);
  const [r] = await t.app.db.select({ n: count() }).from(refreshTokens);
  return { users: u?.n ?? 0, identities: i?.n ?? 0, tokens: r?.n ?? 0 };
}

/** Runs the browser from /login/{provider} to our SPA landing URL. */
async function signIn(provider: 'google' | 'facebook') {
  const browser = new Browser(origin);
  const { url } = await browser.navigate(`/login/${provider}`);
  return { browser, landed: url.pathname + url.search };
}

async function accessToken(browser: Browser): Promise<string> {
  const res = await browser.request('/login/refresh?login', { method: 'POST', headers: { origin } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function me(token: string) {
  const res = await fetch(`${origin}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { data: Record<string, unknown> };
}

describe('providers list', () => {
  it('shows only the configured providers', async () => {
    const res = await fetch(`${origin}/login/providers`);
    expect(await res.json()).toEqual({
      data: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
      ],
    });
    const dev = await fetch(`${origin}/login/dev`, { redirect: 'manual' });
    expect(dev.status).toBe(404);
    expect(await dev.json()).toEqual({ requestId: expect.any(String), error: 'Proveedor de inicio de sesión no disponible' });
  });
});

describe('Google (OIDC, local fake)', () => {
  it('signs in: PKCE verifier and secret reach the token endpoint, user and identity created', async () => {
    google.behaviour.identity = {
      sub: 'g-100',
      email: 'Carla@Example.com',
      email_verified: true,
      name: 'Carla Rojas',
      given_name: 'Carla',
      family_name: 'Rojas',
      picture: 'https://lh3.example.com/carla.png',
    };
    const { browser, landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?done=1');
    const tokenRequest = google.tokenRequests.at(-1)!;
    expect(tokenRequest.get('grant_type')).toBe('authorization_code');
    expect(tokenRequest.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(tokenRequest.get('redirect_uri')).toBe(`${origin}/login/google/callback`);

    const { data } = await me(await accessToken(browser));
    expect(data).toMatchObject({
      email: 'carla@example.com',
      first_name: 'Carla',
      last_name: 'Rojas',
      avatar: 'https://lh3.example.com/carla.png',
      avatar_social: 'https://lh3.example.com/carla.png',
      is_admin: false,
    });
  });

  it('links a new provider to an existing user by verified e-mail', async () => {
    const existing = await createTestUser(t.app, {
      email: 'mario@example.com',
      first_name: 'Mario',
      last_name: 'Vargas',
    });
    google.behaviour.identity = {
      sub: 'g-200',
      email: 'mario@example.com',
      email_verified: true,
      name: 'Mario V.',
    };
    const before = await counts();
    const { browser, landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?done=1');
    const { data } = await me(await accessToken(browser));
    expect(data.id).toBe(existing.id);
    expect(data.first_name).toBe('Mario');
    const after = await counts();
    expect(after.users).toBe(before.users);
    expect(after.identities).toBe(before.identities + 1);
  });

  it('never links by an unverified e-mail', async () => {
    const existing = await createTestUser(t.app, { email: 'sofia@example.com' });
    google.behaviour.identity = {
      sub: 'g-300',
      email: 'sofia@example.com',
      email_verified: false,
      name: 'Impostora',
    };
    const { browser } = await signIn('google');
    const { data } = await me(await accessToken(browser));
    expect(data.id).not.toBe(existing.id);
    expect(data.email).toBeNull();
  });

  it('grants the admin flag to ADMIN_EMAILS at sign-in', async () => {
    google.behaviour.identity = {
      sub: 'g-400',
      email: 'jefa@example.com',
      email_verified: true,
      name: 'La Jefa',
    };
    const { browser } = await signIn('google');
    const { data } = await me(await accessToken(browser));
    expect(data.is_admin).toBe(true);
  });

  it('nonce mismatch → error=invalid_nonce, nothing created', async () => {
    google.behaviour = {
      identity: { sub: 'g-500', email: 'x@example.com', email_verified: true },
      nonce: 'wrong',
    };
    const before = await counts();
    const { browser, landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?error=invalid_nonce');
    expect(browser.cookie('refresh_token')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('missing nonce → error=invalid_nonce', async () => {
    google.behaviour = { identity: { sub: 'g-501' }, nonce: 'missing' };
    const { landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?error=invalid_nonce');
  });

  it('state mismatch → error=invalid_state, the code is never exchanged', async () => {
    google.behaviour = { identity: { sub: 'g-600' }, state: 'wrong' };
    const before = await counts();
    const requests = google.tokenRequests.length;
    const { landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?error=invalid_state');
    expect(google.tokenRequests.length).toBe(requests);
    expect(await counts()).toEqual(before);
  });

  it('a callback without the flow cookie (login CSRF) → error=invalid_state', async () => {
    const res = await fetch(`${origin}/login/google/callback?code=abc&state=xyz`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login/google/callback?error=invalid_state');
  });

  it('a tampered flow cookie is refused', async () => {
    const browser = new Browser(origin);
    await browser.request('/login/google');
    const flow = browser.cookie('oauth_flow')!;
    const [payload = '', signature = ''] = decodeURIComponent(flow.value).split('.');
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, string>;
    const forged = Buffer.from(JSON.stringify({ ...data, s: 'chosen-state' })).toString('base64url');
    browser.setCookie({ name: 'oauth_flow', value: `${forged}.${signature}`, path: '/login' });
    const res = await browser.request('/login/google/callback?code=abc&state=chosen-state');
    expect(res.headers.get('location')).toBe('/login/google/callback?error=invalid_state');
  });

  it('provider error (access_denied) → error=access_denied', async () => {
    google.behaviour = { identity: { sub: 'g-700' }, authorizeError: 'access_denied' };
    const { landed } = await signIn('google');
    expect(landed).toBe('/login/google/callback?error=access_denied');
  });

  it('serves the SPA for the landing URL (done / error)', async () => {
    for (const query of ['done=1', 'error=invalid_state']) {
      const res = await fetch(`${origin}/login/google/callback?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('Facebook (OAuth 2.0 + Graph /me, local fake)', () => {
  it('signs in with the Graph profile (appsecret_proof sent)', async () => {
    facebook.me = {
      id: '10002',
      name: 'Rosa Huamán',
      first_name: 'Rosa',
      last_name: 'Huamán',
      email: 'rosa@example.com',
      picture: { data: { url: 'https://graph.example.com/rosa.jpg', is_silhouette: false } },
    };
    const { browser, landed } = await signIn('facebook');
    expect(landed).toBe('/login/facebook/callback?done=1');
    expect(facebook.meRequests.at(-1)?.searchParams.get('fields')).toContain('email');
    const { data } = await me(await accessToken(browser));
    expect(data).toMatchObject({
      email: 'rosa@example.com',
      first_name: 'Rosa',
      last_name: 'Huamán',
      avatar: 'https://graph.example.com/rosa.jpg',
    });
    const [identity] = await t.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, '10002'));
    expect(identity?.provider).toBe('facebook');
  });

  it('state mismatch → error=invalid_state, nothing created', async () => {
    facebook.state = 'wrong';
    const before = await counts();
    const { landed } = await signIn('facebook');
    expect(landed).toBe('/login/facebook/callback?error=invalid_state');
    expect(await counts()).toEqual(before);
  });
});
