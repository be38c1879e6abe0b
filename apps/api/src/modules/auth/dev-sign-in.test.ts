// Full sign-in through the built-in `dev` OIDC provider with real HTTP: start → /oidc authorize →
// the sign-in form → consent (automatic) → our callback → refresh cookie → POST /login/refresh?login
// → access_token → GET /api/v1/user. Then rotation and logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { Browser, freePort } from './testing/browser';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: origin } });
  await t.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
});

async function signIn(browser: Browser, name: string, email: string) {
  const { response: formPage, url } = await browser.navigate('/login/dev');
  expect(url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const html = await formPage.text();
  expect(formPage.status).toBe(200);
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('<label for="name">Nombre</label>');
  expect(html).toContain('<label for="email">Correo electrónico</label>');
  expect(html).toContain('>Ingresar</button>');
  const action = /action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBe(`${url.pathname}/login`);
  return browser.navigate(action!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ name, email }).toString(),
  });
}

describe('dev provider sign-in (real HTTP)', () => {
  it('lists the dev provider', async () => {
    const res = await fetch(`${origin}/login/providers`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [{ id: 'dev', name: 'Cuenta de prueba' }] });
  });

  it('starts with PKCE S256, state and nonce, and a signed flow cookie scoped to /login', async () => {
    const browser = new Browser(origin);
    const res = await browser.request('/login/dev');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${origin}/oidc/auth`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/login/dev/callback`);
    const flow = browser.cookie('oauth_flow');
    expect(flow).toMatchObject({ path: '/login', httpOnly: true, sameSite: 'lax' });
    // The verifier never appears in the URL.
    expect(res.headers.get('location')).not.toContain('code_verifier');
  });

  it('signs in through the real pages, issues a refresh cookie and an access token', async () => {
    const browser = new Browser(origin);
    const { response, url } = await signIn(browser, 'Ana María Pérez Soto', 'Ana.Perez@Example.com');
    expect(url.pathname).toBe('/login/dev/callback');
    expect(url.search).toBe('?done=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The chain passed through the automatic consent and our callback with a code.
    expect(browser.history.some((h) => /\/oidc\/interaction\//.test(h.url) && h.status === 303)).toBe(true);
    expect(browser.history.some((h) => /\/login\/dev\/callback\?code=/.test(h.url) && h.status === 302)).toBe(
      true,
    );

    const refresh = browser.cookie('refresh_token');
    expect(refresh).toMatchObject({ path: '/login', httpOnly: true, sameSite: 'strict' });
    expect(refresh!.value).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie('oauth_flow')).toBeUndefined();

    const tokenRes = await browser.request('/login/refresh?login', { method: 'POST', headers: { origin } });
    expect(tokenRes.status).toBe(200);
    expect(tokenRes.headers.get('cache-control')).toBe('no-store');
    const body = (await tokenRes.json()) as { access_token: string; expires_in: number; token_type: string };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(browser.cookie('refresh_token')!.value).not.toBe(refresh!.value);

    const me = await fetch(`${origin}/api/v1/user`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.status).toBe(200);
    const { data } = (await me.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      email: 'ana.perez@example.com',
      first_name: 'Ana María',
      last_name: 'Pérez Soto',
      avatar_preferred: 'social',
      provider: null,
      is_admin: false,
    });
    expect(String(data.avatar)).toMatch(new RegExp(`^${origin}/oidc/avatar/dev-[a-f0-9]{32}\\.svg`));

    const avatar = await fetch(String(data.avatar));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');

    const [identity] = await t.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.user_id, Number(data.id)));
    expect(identity).toMatchObject({ provider: 'dev', email: 'ana.perez@example.com', email_verified: true });
  });

  it('signs the same e-mail into the same user, and logout revokes the session', async () => {
    const browser = new Browser(origin);
    await signIn(browser, 'Luis Quispe', 'luis@example.com');
    const again = new Browser(origin);
    await signIn(again, 'Luis Quispe Mamani', 'LUIS@example.com');
    const rows = await t.app.db.select().from(users).where(eq(users.email, 'luis@example.com'));
    expect(rows).toHaveLength(1);

    const tokenRes = await again.request('/login/refresh', { method: 'POST', headers: { origin } });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const latest = again.cookie('refresh_token')!.value;
    const out = await again.request('/logout', {
      method: 'POST',
      headers: { origin, authorization: `Bearer ${access_token}` },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join(';')).toMatch(/refresh_token=;.*Path=\/login/);
    expect(again.cookie('refresh_token')).toBeUndefined();
    // The sign-in is revoked: even a copy of its latest cookie no longer works.
    const copy = new Browser(origin);
    copy.setCookie({ name: 'refresh_token', value: latest, path: '/login' });
    const after = await copy.request('/login/refresh', { method: 'POST', headers: { origin } });
    expect(after.status).toBe(401);
    // The other sign-in (first browser) is still alive.
    const other = await browser.request('/login/refresh', { method: 'POST', headers: { origin } });
    expect(other.status).toBe(200);
  });

  it('shows the form again with Spanish errors for bad input', async () => {
    const browser = new Browser(origin);
    const { url } = await browser.navigate('/login/dev');
    const res = await browser.request(`${url.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=no-es-correo',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Ingresa tu nombre');
    expect(html).toContain('Ingresa un correo electrónico válido');
    expect(html).toContain('aria-invalid="true"');
    // Its own icon, so the browser asks for no /favicon.ico (a 404 in the console).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('cancelling at the provider lands on the callback with error=access_denied', async () => {
    const browser = new Browser(origin);
    const { url } = await browser.navigate('/login/dev');
    const { url: landed } = await browser.navigate(`${url.pathname}/abort`);
    expect(landed.pathname + landed.search).toBe('/login/dev/callback?error=access_denied');
    expect(browser.cookie('refresh_token')).toBeUndefined();
  });
});

describe('dev provider pages without a valid interaction', () => {
  it('an unknown or expired interaction shows a Spanish error page with a way back', async () => {
    const res = await fetch(`${origin}/oidc/interaction/no-existe`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('La sesión de inicio expiró o no es válida');
    expect(html).toContain('href="/login"');
  });
});
