// The one sign-in code path for every provider (authorization code + PKCE S256, state, and a
// nonce for OIDC providers). start() redirects to the provider; callback() verifies and
// exchanges the code, then creates/links the user and starts a session (refresh cookie).
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import {
  FLOW_TTL_SECONDS,
  clearFlowCookie,
  readFlowCookie,
  setFlowCookie,
  setRefreshCookie,
} from './auth-cookies';
import type { OAuthProvider } from './oauth-providers';
import { issueRefreshToken } from './refresh-tokens';
import { DevSignInRefusedError, signInWithProfile } from './sign-in.service';
import { moduleDeps } from '../../plugins/module-deps';

/** Codes the SPA's callback page receives in `?error=` (it shows a Spanish message per code). */
export type SignInErrorCode =
  | 'access_denied'
  | 'invalid_state'
  | 'invalid_nonce'
  | 'provider_error'
  | 'provider_unavailable'
  | 'social_account'
  | 'server_error';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  [key: string]: unknown;
}

export function redirectUri(publicUrl: string, providerId: string): string {
  return `${publicUrl}/login/${providerId}/callback`;
}

/** The SPA route the browser lands on after the callback (`done=1` or `error=<code>`). */
export function landingUrl(providerId: string, outcome: { error?: SignInErrorCode }): string {
  const query = outcome.error ? `error=${outcome.error}` : 'done=1';
  return `/login/${providerId}/callback?${query}`;
}

function noStoreRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

export async function startSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
): Promise<FastifyReply> {
  const { config: appConfig } = request.server;
  let configuration: client.Configuration;
  try {
    configuration = await provider.configuration();
  } catch (err) {
    request.log.error(
      { err, provider: provider.id },
      'No se pudo contactar al proveedor de inicio de sesión',
    );
    return noStoreRedirect(reply, landingUrl(provider.id, { error: 'provider_unavailable' }));
  }
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = provider.oidc ? client.randomNonce() : undefined;
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(appConfig.PUBLIC_URL, provider.id),
    scope: provider.scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  };
  if (nonce) parameters.nonce = nonce;
  const url = client.buildAuthorizationUrl(configuration, parameters);
  setFlowCookie(
    reply,
    { p: provider.id, v: verifier, s: state, n: nonce, e: Math.floor(Date.now() / 1000) + FLOW_TTL_SECONDS },
    appConfig.isProduction,
  );
  return noStoreRedirect(reply, url.href);
}

/** Maps an openid-client failure (errors wrap their causes) to the code shown to the user. */
function classify(error: unknown): SignInErrorCode {
  for (
    let e = error as { message?: unknown; cause?: unknown; claim?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (e.claim === 'nonce' || /"nonce"/.test(message)) return 'invalid_nonce';
    if (/"state"/.test(message)) return 'invalid_state';
    e = e.cause as typeof e;
  }
  return 'provider_error';
}

export async function finishSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
  query: CallbackQuery,
): Promise<FastifyReply> {
  const deps = moduleDeps(request.server);
  const appConfig = deps.config;
  const flow = readFlowCookie(request);
  clearFlowCookie(reply, appConfig.isProduction);
  const fail = (error: SignInErrorCode, detail?: unknown) => {
    request.log.warn({ provider: provider.id, error, detail }, 'Inicio de sesión rechazado');
    return noStoreRedirect(reply, landingUrl(provider.id, { error }));
  };
  if (!flow || flow.p !== provider.id)
    return fail('invalid_state', 'flow cookie missing or for another provider');
  if (typeof query.state !== 'string' || query.state !== flow.s)
    return fail('invalid_state', 'state mismatch');
  if (typeof query.error === 'string')
    return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error', query.error);
  if (typeof query.code !== 'string' || !query.code) return fail('provider_error', 'code missing');

  let configuration: client.Configuration;
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    configuration = await provider.configuration();
    const currentUrl = new URL(redirectUri(appConfig.PUBLIC_URL, provider.id));
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string') currentUrl.searchParams.set(key, value);
    }
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.v,
      expectedState: flow.s,
      ...(provider.oidc ? { expectedNonce: flow.n, idTokenExpected: true } : {}),
    });
  } catch (err) {
    return fail(classify(err), (err as Error)?.message);
  }

  let userId: number;
  try {
    const profile = await provider.profile(configuration, tokens);
    if (!profile.subject) return fail('provider_error', 'profile without subject');
    ({ userId } = await signInWithProfile(deps, provider.id, profile, appConfig.ADMIN_EMAILS));
  } catch (err) {
    if (err instanceof DevSignInRefusedError) return fail('social_account', 'dev sign-in into a Google/Facebook account');
    request.log.error({ err, provider: provider.id }, 'No se pudo completar el inicio de sesión');
    return fail('server_error');
  }
  const issued = await issueRefreshToken(deps, userId, appConfig.REFRESH_TOKEN_TTL_DAYS, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  setRefreshCookie(reply, issued.token, issued.expiresAt, appConfig.isProduction);
  request.log.info({ provider: provider.id, userId }, 'Inicio de sesión correcto');
  return noStoreRedirect(reply, landingUrl(provider.id, {}));
}
