/**
 * fetch wrapper for our API: base '/api/v1', JSON in and out, `Authorization: Bearer` from the
 * in-memory token store, errors thrown as `ApiError { status, data }` (the shape
 * `getErrorMessage` from @eventos/domain reads).
 */
import { getAccessToken } from './auth-token';

export const API_BASE_URL = '/api/v1';

/** Error body of the API envelope: `{ error, errors: { campo: [mensaje] } }`. */
export interface ApiErrorData {
  error?: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly data: ApiErrorData;

  constructor(status: number, data: ApiErrorData) {
    super(typeof data.error === 'string' ? data.error : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `{ data }` envelope of single/list responses. */
export interface ApiData<T> {
  data: T;
}

/** Paginated envelope. */
export interface ApiPage<T> {
  data: T[];
  total: number;
  page: number;
  size: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; `undefined`, `null` and '' are left out (SPEC §7: "each sent only when set"). */
  params?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body (or FormData / Blob, sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Base URL; '' to call a path outside /api/v1 (e.g. '/login/refresh'). */
  baseUrl?: string;
  /** Don't attach the bearer token. */
  anonymous?: boolean;
}

/**
 * Called once when a request answers 401, with the bearer token that request carried (null when
 * it had none). The session module (lib/session) plugs the token refresh in here. Resolve `true`
 * to retry the request once with the (new) current token; `false` gives up with the 401.
 */
export type UnauthorizedHandler = (usedToken: string | null) => Promise<boolean>;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The fetch the client uses. The server render sets one that answers in process (Fastify
 * `inject`), so a page's data never crosses the network (docs/decisions/120-server-rendering.md).
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(next: typeof fetch): void {
  apiFetch = next;
}

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * Runs the 401 handler (refresh once) for a request sent with `usedToken`; resolves whether to
 * retry. For callers that can't use `apiRequest` (e.g. XMLHttpRequest uploads with progress).
 */
export async function shouldRetryAfterUnauthorized(usedToken: string | null): Promise<boolean> {
  if (!unauthorizedHandler) return false;
  return unauthorizedHandler(usedToken).catch(() => false);
}

export function buildUrl(path: string, params?: RequestOptions['params'], baseUrl = API_BASE_URL): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  return `${baseUrl}${cleanPath}${query ? `?${query}` : ''}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}

interface Sent {
  response: Response;
  /** The bearer token the request carried. */
  token: string | null;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Sent> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const token = options.anonymous ? null : getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await apiFetch(buildUrl(path, options.params, options.baseUrl ?? API_BASE_URL), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    return { response, token };
  } catch (error) {
    // Aborts propagate as they are; a network failure becomes status 0 (generic message).
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {});
  }
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const first = await send(method, path, options);
  let response = first.response;
  // Refresh once and retry once (issue 3): a second 401 is final.
  if (response.status === 401 && !options.anonymous && (await shouldRetryAfterUnauthorized(first.token))) {
    response = (await send(method, path, options)).response;
  }
  const data = await parseBody(response);
  if (!response.ok) {
    const errorData: ApiErrorData = data && typeof data === 'object' ? (data as ApiErrorData) : {};
    throw new ApiError(response.status, errorData);
  }
  return data as T;
}

/** `api.get<ApiData<Location[]>>('/locations')` → the parsed envelope. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
