// The two cookies of sign-in, both HttpOnly and scoped to /login:
// - the flow cookie (PKCE verifier, state, nonce): signed, SameSite=Lax (it must come back on the
//   provider's cross-site redirect to our callback), 10 minutes;
// - the refresh token: SameSite=Strict, until the sign-in's absolute expiry; in production
//   '__Secure-refresh_token' + Secure.
// Beside them, the session hint (SESSION_HINT_COOKIE_NAME, path /, SameSite=Lax, readable by
// scripts, value '1', same lifetime as the refresh cookie): it tells the web app that a refresh is
// worth trying, so visitors never send a failing POST /login/refresh. It is no credential.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE_NAME } from '@eventos/domain';

export const LOGIN_COOKIE_PATH = '/login';
export const FLOW_COOKIE_NAME = 'oauth_flow';
export const FLOW_TTL_SECONDS = 10 * 60;

export interface FlowState {
  /** Provider id the flow was started for. */
  p: string;
  /** PKCE code verifier. */
  v: string;
  /** state. */
  s: string;
  /** nonce (OIDC providers only). */
  n?: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

export function refreshCookieName(isProduction: boolean): string {
  return isProduction ? '__Secure-refresh_token' : 'refresh_token';
}

export function setFlowCookie(reply: FastifyReply, flow: FlowState, secure: boolean): void {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(FLOW_COOKIE_NAME, value, {
    path: LOGIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: FLOW_TTL_SECONDS,
    signed: true,
  });
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(FLOW_COOKIE_NAME, { path: LOGIN_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}

/** The flow cookie if present, correctly signed, well-formed and not expired; else null. */
export function readFlowCookie(request: FastifyRequest): FlowState | null {
  const raw = request.cookies[FLOW_COOKIE_NAME];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Partial<FlowState>;
    if (typeof flow.p !== 'string' || typeof flow.v !== 'string' || typeof flow.s !== 'string') return null;
    if (flow.n !== undefined && typeof flow.n !== 'string') return null;
    if (typeof flow.e !== 'number' || flow.e < Math.floor(Date.now() / 1000)) return null;
    return flow as FlowState;
  } catch {
    return null;
  }
}

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  isProduction: boolean,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookieName(isProduction), token, {
    path: LOGIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isProduction,
    maxAge,
  });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isProduction,
    maxAge,
  });
}

export function clearRefreshCookie(reply: FastifyReply, isProduction: boolean): void {
  reply.clearCookie(refreshCookieName(isProduction), {
    path: LOGIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isProduction,
  });
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, { path: '/', httpOnly: false, sameSite: 'lax', secure: isProduction });
}

export function readRefreshCookie(request: FastifyRequest, isProduction: boolean): string | null {
  const value = request.cookies[refreshCookieName(isProduction)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
