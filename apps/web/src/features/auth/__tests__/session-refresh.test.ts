import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, isApiError } from '../../../lib/api-client';
import { getAccessToken, getSessionPhase, resetAuthStoreForTests, setAccessToken } from '../../../lib/auth-token';
import { onSessionExpired, refreshAccessToken, resetSessionForTests, startSession } from '../../../lib/session';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string> | undefined)?.Authorization ?? null;

const setHint = () => {
  document.cookie = 'session_hint=1; path=/';
};
const clearHint = () => {
  document.cookie = 'session_hint=; max-age=0; path=/';
};

beforeEach(() => {
  resetSessionForTests();
  resetAuthStoreForTests();
  setHint();
});

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
  clearHint();
});

describe('start-up', () => {
  it('a visitor (no session hint cookie): no POST /login/refresh at all, signed out and ready', async () => {
    clearHint();
    const fetchMock = mockFetch(() => json(401, {}));
    startSession();
    expect(getSessionPhase()).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('a stale hint: the silent refresh answers 401 → signed out, ready, nobody told', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    const fetchMock = mockFetch(() => json(401, { error: 'Debes iniciar sesión para continuar.' }));
    expect(getSessionPhase()).toBe('initial');
    startSession();
    expect(getSessionPhase()).toBe('restoring');
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/login/refresh');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(getAccessToken()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('restores the session from the refresh cookie (token in memory only)', async () => {
    mockFetch(() => json(200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 900 }));
    startSession();
    startSession(); // once only
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    expect(getAccessToken()).toBe('tok-1');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('a network failure at start-up just leaves the visitor signed out', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startSession();
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    expect(getAccessToken()).toBeNull();
  });
});

describe('401 → refresh once, retry once', () => {
  it('retries the request with the new token', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/login/refresh') return json(200, { access_token: 'new', expires_in: 900 });
      return bearer(init) === 'Bearer new' ? json(200, { data: { id: 1 } }) : json(401, {});
    });
    startSession();
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    setAccessToken('old'); // e.g. expired while the tab slept
    fetchMock.mockClear();
    await expect(api.get('/user')).resolves.toEqual({ data: { id: 1 } });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/user',
      '/login/refresh',
      '/api/v1/user',
    ]);
    expect(getAccessToken()).toBe('new');
  });

  it('concurrent 401s share one refresh', async () => {
    let refreshes = 0;
    mockFetch((url, init) => {
      if (url === '/login/refresh') {
        refreshes += 1;
        return json(200, { access_token: `new-${refreshes}`, expires_in: 900 });
      }
      return bearer(init)?.startsWith('Bearer new') ? json(200, { data: 'ok' }) : json(401, {});
    });
    startSession();
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    setAccessToken('old');
    refreshes = 0;
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toEqual([{ data: 'ok' }, { data: 'ok' }, { data: 'ok' }]);
    expect(refreshes).toBe(1);
  });

  it('gives up after the refresh is refused: 401 thrown, session ended, listeners told', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    mockFetch(() => json(401, { error: 'Debes iniciar sesión para continuar.' }));
    startSession();
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    setAccessToken('old');
    const error = await api.put('/user/1', { first_name: 'Ana' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a visitor’s 401 does not trigger a refresh', async () => {
    mockFetch(() => json(401, {}));
    startSession();
    await vi.waitFor(() => expect(getSessionPhase()).toBe('ready'));
    const fetchMock = mockFetch(() => json(401, {}));
    await expect(api.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshAccessToken sends ?login when asked and rejects on server errors keeping the token', async () => {
    setAccessToken('kept');
    const fetchMock = mockFetch(() => json(500, { error: 'Ha ocurrido un problema. Intenta nuevamente.' }));
    await expect(refreshAccessToken({ login: true })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/login/refresh?login');
    expect(getAccessToken()).toBe('kept');
  });
});
