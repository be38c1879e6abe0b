import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetAuthStoreForTests } from '../../../lib/auth-token';
import { resetSessionForTests } from '../../../lib/session';
import { renderWithProviders } from '../../../testing/test-utils';
import LoginPage from '../pages/login-page';
import OAuthCallbackPage from '../pages/oauth-callback-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockApi(routes: Record<string, () => Response>) {
  const fn = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const handler = routes[url];
    return Promise.resolve(handler ? handler() : json(404, { error: 'No encontrado' }));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

// The first render loads MUI cold: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The app starts on the API's redirect target (the session start-up reads window.location). */
function landOn(url: string) {
  window.history.replaceState(null, '', url);
  return url;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  resetSessionForTests();
  resetAuthStoreForTests();
  document.cookie = 'next=; max-age=0; path=/';
});

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('shows one button per enabled provider, each a full-page link to /login/{provider}', async () => {
    mockApi({
      '/login/refresh': () => json(401, {}),
      '/login/providers': () =>
        json(200, { data: [{ id: 'dev', name: 'Cuenta de prueba' }, { id: 'facebook', name: 'Facebook' }, { id: 'google', name: 'Google' }] }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ingresa a Eventos Perú' })).toBeTruthy();
    const google = await screen.findByRole('link', { name: 'Continuar con Google' });
    expect(google.getAttribute('href')).toBe('/login/google');
    expect(screen.getByRole('link', { name: 'Continuar con Facebook' }).getAttribute('href')).toBe('/login/facebook');
    expect(screen.getByRole('link', { name: 'Continuar con cuenta de prueba' }).getAttribute('href')).toBe('/login/dev');
    // Google first, then Facebook, then the rest.
    const names = screen.getAllByRole('link', { name: /^Continuar con/ }).map((a) => a.textContent);
    expect(names).toEqual(['Continuar con Google', 'Continuar con Facebook', 'Continuar con cuenta de prueba']);
    expect(screen.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terminos-y-condiciones');
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/politica-de-privacidad');
    expect(screen.getByText(/^Usa tu cuenta de Google o Facebook\./)).toBeTruthy();
  });

  it('speaks only of the providers this server offers (only the development account here), with no refresh request for a visitor', async () => {
    const fetchMock = mockApi({
      '/login/refresh': () => json(401, {}),
      '/login/providers': () => json(200, { data: [{ id: 'dev', name: 'Cuenta de prueba' }] }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await screen.findByRole('link', { name: 'Continuar con cuenta de prueba' });
    expect(screen.getByText(/servidor de prueba: ingresa con una cuenta de prueba/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Google|Facebook/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/login/refresh');
  });

  it('names the one social provider that is configured', async () => {
    mockApi({ '/login/providers': () => json(200, { data: [{ id: 'google', name: 'Google' }] }) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await screen.findByRole('link', { name: 'Continuar con Google' });
    expect(screen.getByText(/^Usa tu cuenta de Google\. No necesitas/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Facebook/);
  });

  it('says so when no provider is enabled', async () => {
    mockApi({ '/login/refresh': () => json(401, {}), '/login/providers': () => json(200, { data: [] }) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByText(/todavía no está habilitado/)).toBeTruthy();
  });
});

describe('/login/:provider/callback', () => {
  it('?error=invalid_state → the Spanish message and a way back to /login, no request to log in', async () => {
    const fetchMock = mockApi({ '/login/refresh': () => json(401, {}) });
    renderWithProviders(<OAuthCallbackPage />, { route: '/login/dev/callback?error=invalid_state' });
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos iniciar tu sesión' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No pudimos completar el inicio de sesión. Intenta nuevamente.');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/login/refresh?login')).toBe(false);
  });

  it('?done=1 → POST /login/refresh?login, GET /user, then the next path (cookie cleared)', async () => {
    document.cookie = `next=${encodeURIComponent('/micuenta?tab=1')}; path=/`;
    const fetchMock = mockApi({
      '/login/refresh': () => json(401, {}),
      '/login/refresh?login': () => json(200, { access_token: 'tok', token_type: 'Bearer', expires_in: 900 }),
      '/api/v1/user': () => json(200, { data: { id: 7, first_name: 'Ana', last_name: 'Pérez', provider: null } }),
    });
    const { router } = renderWithProviders(<OAuthCallbackPage />, { route: landOn('/login/dev/callback?done=1') });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciando sesión…' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/micuenta'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(document.cookie).not.toContain('next=');
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/login/refresh?login');
    expect(calls).toContain('/api/v1/user');
  });

  it('?done=1 with an unsafe next cookie goes to /', async () => {
    document.cookie = `next=${encodeURIComponent('//evil.example/x')}; path=/`;
    mockApi({
      '/login/refresh': () => json(401, {}),
      '/login/refresh?login': () => json(200, { access_token: 'tok', expires_in: 900 }),
      '/api/v1/user': () => json(200, { data: { id: 7, first_name: 'Ana', last_name: 'Pérez' } }),
    });
    const { router } = renderWithProviders(<OAuthCallbackPage />, { route: landOn('/login/dev/callback?done=1') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('?done=1 but the refresh cookie is gone → an error page, not a loop', async () => {
    mockApi({ '/login/refresh': () => json(401, {}), '/login/refresh?login': () => json(401, {}) });
    renderWithProviders(<OAuthCallbackPage />, { route: landOn('/login/dev/callback?done=1') });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar tu sesión' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/expiró/);
  });
});
