// Sessions without a provider round trip: access-token verification (expired, forged, alg:none,
// wrong audience/issuer), refresh rotation, reuse detection, logout, the Origin (CSRF) check and
// the production cookie.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from './testing/session';

let t: TestApp;
const ORIGIN = 'http://localhost:3000';
const UNAUTHORIZED = { error: 'Debes iniciar sesión para continuar.', requestId: expect.any(String) };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);

async function getUser(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
}

function refresh(cookie: string | undefined, headers: Record<string, string> = { origin: ORIGIN }) {
  return t.app.inject({
    method: 'POST',
    url: '/login/refresh?login',
    headers,
    ...(cookie ? { cookies: { refresh_token: cookie } } : {}),
  });
}

function setCookieOf(
  res: { cookies: Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean }> },
  name = 'refresh_token',
) {
  return res.cookies.find((c) => c.name === name);
}

describe('access tokens', () => {
  it('accepts a valid token', async () => {
    const { headers, user } = await createSignedInUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
  });

  it('rejects no token, garbage and a non-Bearer scheme with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user' })).json()).toEqual(UNAUTHORIZED);
    expect((await getUser('not.a.jwt')).statusCode).toBe(401);
    const { token } = await createSignedInUser(t.app);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { user, familyId } = await createSignedInUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(t.config.PUBLIC_URL)
      .setAudience('eventos-api')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(secret());
    const res = await getUser(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('rejects a token signed with another secret, another algorithm, audience or issuer', async () => {
    const { user, familyId } = await createSignedInUser(t.app);
    const base = () =>
      new SignJWT({ sid: familyId }).setSubject(String(user.id)).setIssuedAt().setExpirationTime('5m');
    const forged = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(t.config.PUBLIC_URL)
      .setAudience('eventos-api')
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-nuestro'));
    const hs512 = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(t.config.PUBLIC_URL)
      .setAudience('eventos-api')
      .sign(secret());
    const audience = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(t.config.PUBLIC_URL)
      .setAudience('otra-api')
      .sign(secret());
    const issuer = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://evil.example.com')
      .setAudience('eventos-api')
      .sign(secret());
    for (const token of [forged, hs512, audience, issuer])
      expect((await getUser(token)).statusCode).toBe(401);
  });

  it('rejects alg:none', async () => {
    const { user, familyId } = await createSignedInUser(t.app);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: String(user.id),
      sid: familyId,
      iss: t.config.PUBLIC_URL,
      aud: 'eventos-api',
      iat: now,
      exp: now + 600,
    };
    for (const token of [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
      `${b64({ alg: 'none' })}.${b64(payload)}`,
    ]) {
      expect((await getUser(token)).statusCode).toBe(401);
    }
  });
});

describe('POST /login/refresh', () => {
  it('401 without a cookie or with an unknown one', async () => {
    expect((await refresh(undefined)).json()).toEqual(UNAUTHORIZED);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
  });

  it('rotates: new cookie (HttpOnly, SameSite=Strict, Path=/login), new access token, old one marked used', async () => {
    const { refreshToken, user } = await createSignedInUser(t.app);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    const cookie = setCookieOf(res)!;
    expect(cookie).toMatchObject({ path: '/login', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.value).not.toBe(refreshToken);
    // The session hint: readable by the web app (no secret), site-wide, as long as the sign-in.
    const hint = setCookieOf(res, 'session_hint')!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: cookie.maxAge });
    expect(hint.httpOnly).toBeFalsy();
    expect((await getUser(body.access_token)).json().data.id).toBe(user.id);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.used_at !== null)).toHaveLength(1);
    // Only hashes are stored.
    expect(rows.some((r) => r.token_hash === refreshToken || r.token_hash === cookie.value)).toBe(false);
  });

  it('reuse of a rotated token from another browser revokes the whole family (the newest token and its access token stop working too)', async () => {
    const { refreshToken } = await createSignedInUser(t.app);
    const first = await refresh(refreshToken, { origin: ORIGIN, 'user-agent': 'Navegador A' });
    const second = setCookieOf(first)!.value;
    const access = first.json().access_token as string;
    expect((await getUser(access)).statusCode).toBe(200);
    const reuse = await refresh(refreshToken, { origin: ORIGIN, 'user-agent': 'Ladrón' });
    expect(reuse.statusCode).toBe(401);
    expect(setCookieOf(reuse)?.value).toBe('');
    expect(setCookieOf(reuse, 'session_hint')).toMatchObject({ value: '', path: '/' });
    expect((await refresh(second, { origin: ORIGIN, 'user-agent': 'Navegador A' })).statusCode).toBe(401);
    expect((await getUser(access)).statusCode).toBe(401);
  });

  it('racing refreshes from the same browser get the same new token; the sign-in survives', async () => {
    const { refreshToken, familyId } = await createSignedInUser(t.app);
    const headers = { origin: ORIGIN, 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131' };
    const answers = await Promise.all([refresh(refreshToken, headers), refresh(refreshToken, headers), refresh(refreshToken, headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const cookies = new Set(answers.map((a) => setCookieOf(a)!.value));
    expect(cookies.size).toBe(1);
    const [next] = [...cookies];
    for (const answer of answers) expect((await getUser(answer.json().access_token)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.family_id, familyId));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revoked_at === null)).toBe(true);
    // The browser goes on with the new cookie.
    expect((await refresh(next!, headers)).statusCode).toBe(200);
  });

  it('a replay after the grace period, even from the same browser, revokes the sign-in', async () => {
    const { refreshToken, familyId } = await createSignedInUser(t.app);
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    await t.app.db
      .update(refreshTokens)
      .set({ used_at: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.family_id, familyId));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.family_id, familyId));
    expect(rows.every((r) => r.revoked_reason === 'reuse')).toBe(true);
    expect((await getUser(first.json().access_token)).statusCode).toBe(401);
  });

  it('an expired sign-in (absolute lifetime) is refused', async () => {
    const { refreshToken, familyId } = await createSignedInUser(t.app);
    const past = new Date(Date.now() - 1000);
    await t.app.db
      .update(refreshTokens)
      .set({ family_expires_at: past, expires_at: past })
      .where(eq(refreshTokens.family_id, familyId));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('CSRF: 403 for another Origin, a missing Origin and Referer, or a cross-site fetch', async () => {
    const { refreshToken } = await createSignedInUser(t.app);
    const forbidden = { error: 'No tienes permiso para realizar esta acción.', requestId: expect.any(String) };
    expect((await refresh(refreshToken, { origin: 'https://evil.example.com' })).json()).toEqual(forbidden);
    expect((await refresh(refreshToken, { origin: 'null' })).statusCode).toBe(403);
    expect((await refresh(refreshToken, {})).statusCode).toBe(403);
    expect((await refresh(refreshToken, { referer: 'https://evil.example.com/page' })).statusCode).toBe(403);
    expect((await refresh(refreshToken, { origin: ORIGIN, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    // The token was not consumed by the refused requests; Referer from our origin is accepted.
    expect((await refresh(refreshToken, { referer: `${ORIGIN}/micuenta` })).statusCode).toBe(200);
  });
});

describe('POST /logout', () => {
  it('revokes the sign-in named by the access token and clears the cookie', async () => {
    const { refreshToken, headers } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...headers, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(setCookieOf(res)).toMatchObject({ value: '', path: '/login' });
    expect(setCookieOf(res, 'session_hint')).toMatchObject({ value: '', path: '/' });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    // The access token stops at once, not when it expires.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json()).toEqual(UNAUTHORIZED);
  });

  it('another API process on the same database refuses the access token within a second of the logout', async () => {
    const { headers } = await createSignedInUser(t.app);
    const other = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger: false });
    try {
      await other.ready();
      expect((await other.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { ...headers, origin: ORIGIN } });
      expect(out.statusCode).toBe(204);
      const deadline = Date.now() + 1000;
      let status = 200;
      while (Date.now() < deadline && status === 200) {
        status = (await other.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a process started after the logout knows it too (recent revocations are loaded)', async () => {
    const { headers } = await createSignedInUser(t.app);
    await t.app.inject({ method: 'POST', url: '/logout', headers: { ...headers, origin: ORIGIN } });
    const later = await buildApp({ config: t.config, database: t.database, storage: t.storage, logger: false });
    try {
      await later.ready();
      expect((await later.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(401);
    } finally {
      await later.close();
    }
  });

  it('revokes by the cookie on /login/logout, and is idempotent without credentials', async () => {
    const { refreshToken } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/logout',
      headers: { origin: ORIGIN },
      cookies: { refresh_token: refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/logout', headers: { origin: ORIGIN } })).statusCode,
    ).toBe(204);
  });

  it('rejects a cross-origin logout with 403 and revokes nothing', async () => {
    const { refreshToken, headers } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...headers, origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });
});

describe('production cookie', () => {
  it('uses __Secure-refresh_token with Secure, and the dev provider is off', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://eventos.example.com', JWT_SECRET: 'k3J9-vQx2_Lm8pZt4RwY7nBc1HsD6fGa0eUi' },
    });
    try {
      const { refreshToken } = await createSignedInUser(prod.app);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/login/refresh',
        headers: { origin: 'https://eventos.example.com' },
        cookies: { '__Secure-refresh_token': refreshToken },
      });
      expect(res.statusCode).toBe(200);
      expect(setCookieOf(res, '__Secure-refresh_token')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/login',
      });
      const providers = await prod.app.inject({ method: 'GET', url: '/login/providers' });
      expect(providers.json()).toEqual({ data: [] });
      // No identity provider answers: the path falls through to the web app's page handler.
      const discovery = await prod.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
      });
      expect(discovery.headers['content-type']).toContain('text/html');
    } finally {
      await prod.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the sign-in, users and CDN routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [
      '/login/refresh',
      '/logout',
      '/login/providers',
      '/api/v1/user',
      '/api/v1/users',
      '/api/v1/cdn/upload/media',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
