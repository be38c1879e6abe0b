// Sign-in and session endpoints (outside /api/v1, SPEC §7):
//   GET  /login/providers             → { data: [{ id, name }] } enabled providers
//   GET  /login/:provider             → 302 to the provider (PKCE + state + nonce in the flow cookie)
//   GET  /login/:provider/callback    → provider's redirect: 302 to ?done=1 or ?error=<code>;
//                                       with done/error (the SPA route) → the web app's index.html
//   POST /login/refresh[?login]       → { access_token, token_type, expires_in } (rotates the cookie)
//   POST /logout (and /login/logout)  → 204, revokes the sign-in, clears the cookie
// and, when AUTH_DEV_PROVIDER is on, the built-in OIDC identity provider at /oidc.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessTokenSchema,
  RefreshQuerySchema,
  SignInCallbackQuerySchema,
  SignInProviderParamsSchema,
  SignInProvidersEnvelope,
  t,
} from '@eventos/domain';
import { notFound, unauthorized } from '../../plugins/errors';
import { moduleDeps } from '../../plugins/module-deps';
import { bearerToken, signAccessToken, verifyAccessToken } from './access-token';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './auth-cookies';
import { requireSameOrigin } from './csrf';
import { createInjectFetch } from './dev-oidc/inject-fetch';
import { finishSignIn, startSignIn, type CallbackQuery } from './oauth-flow';
import { createProviderRegistry } from './oauth-providers';
import { revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { revokeFamily } from './refresh-tokens.repository';
import { isProviderId } from './social-profile';

export const prefix = '';


const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const deps = moduleDeps(app);
  const registry = createProviderRegistry({ config, devFetch: createInjectFetch(app, config.PUBLIC_URL) });
  const tokenSettings = {
    secret: config.JWT_SECRET,
    issuer: config.PUBLIC_URL,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  };
  const sameOrigin = requireSameOrigin(config.PUBLIC_URL);
  const clientInfo = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    ip: request.ip,
  });

  if (config.AUTH_DEV_PROVIDER) {
    // Loaded only when enabled: production (default off) never imports oidc-provider.
    const { createDevOidc } = await import('./dev-oidc/dev-provider');
    const { default: devOidcRoutes } = await import('./dev-oidc/dev-oidc.routes');
    const dev = await createDevOidc({
      publicUrl: config.PUBLIC_URL,
      secret: config.JWT_SECRET,
      isProduction: config.isProduction,
    });
    await app.register(devOidcRoutes, { dev });
  }

  const providerOf = (id: string) => {
    const provider = isProviderId(id) ? registry.get(id) : undefined;
    if (!provider) throw notFound(t('auth.provider.notFound'));
    return provider;
  };

  app.get(
    '/login/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Proveedores de inicio de sesión habilitados',
        response: { 200: SignInProvidersEnvelope },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { data: [...registry.values()].map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get(
    '/login/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia el inicio de sesión (302 al proveedor)',
        params: SignInProviderParamsSchema,
      },
    },
    async (request, reply) => startSignIn(request, reply, providerOf(request.params.provider)),
  );

  app.get(
    '/login/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Respuesta del proveedor (302 a la aplicación)',
        params: SignInProviderParamsSchema,
        querystring: SignInCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const query = request.query as CallbackQuery;
      const fromProvider = query.code !== undefined || query.state !== undefined;
      if (!fromProvider && (query.done !== undefined || query.error !== undefined)) {
        // The SPA's oauth2-callback route: the web app reads done/error and finishes in the browser.
        if (app.hasDecorator('sendSpaPage')) return app.sendSpaPage(request, reply, { noindex: true });
        throw notFound();
      }
      return finishSignIn(request, reply, providerOf(request.params.provider), query);
    },
  );

  app.post(
    '/login/refresh',
    {
      preHandler: sameOrigin,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Renueva la sesión: rota la cookie de actualización y entrega un access_token',
        querystring: RefreshQuerySchema,
        response: { 200: AccessTokenSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const token = readRefreshCookie(request, config.isProduction);
      if (!token) {
        clearRefreshCookie(reply, config.isProduction);
        throw unauthorized();
      }
      const result = await rotateRefreshToken(deps, token, clientInfo(request), { secret: config.JWT_SECRET });
      if (!result.ok) {
        // A request that lost a race to a newer refresh of the same browser keeps the newer cookie.
        if (result.reason !== 'raced') clearRefreshCookie(reply, config.isProduction);
        if (result.reason === 'reused') await app.sessionRevocations.revoked(result.familyId);
        request.log.warn({ reason: result.reason }, 'Token de actualización rechazado');
        throw unauthorized();
      }
      const { issued } = result;
      setRefreshCookie(reply, issued.token, issued.expiresAt, config.isProduction);
      const access = await signAccessToken(tokenSettings, { userId: issued.userId, sid: issued.familyId });
      return { access_token: access.token, token_type: 'Bearer' as const, expires_in: access.expiresIn };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const cookieToken = readRefreshCookie(request, config.isProduction);
    const revokedFamily = cookieToken ? await revokeByToken(deps, cookieToken, 'logout') : null;
    if (revokedFamily) await app.sessionRevocations.revoked(revokedFamily);
    // The refresh cookie is scoped to /login, so /logout identifies the sign-in by the access
    // token's `sid` (accepted up to the sign-in's lifetime after expiry, only to revoke it).
    const bearer = bearerToken(request.headers.authorization);
    const claims = bearer
      ? await verifyAccessToken(tokenSettings, bearer, config.REFRESH_TOKEN_TTL_DAYS * 86_400)
      : null;
    if (claims) {
      await revokeFamily(deps.db, claims.sid, 'logout', claims.userId);
      await app.sessionRevocations.revoked(claims.sid);
    }
    clearRefreshCookie(reply, config.isProduction);
    // Returned: an async handler that only calls send() lets Fastify send again (undefined) when the
    // onSend hooks are still running as its promise resolves (ERR_HTTP_HEADERS_SENT under load).
    return reply.header('cache-control', 'no-store').code(204).send();
  };
  const logoutSchema = { tags: ['auth'], summary: 'Cierra la sesión (revoca la cookie de actualización)' };
  app.post('/logout', { preHandler: sameOrigin, schema: logoutSchema }, logout);
  app.post('/login/logout', { preHandler: sameOrigin, schema: logoutSchema }, logout);
};

export default authRoutes;
