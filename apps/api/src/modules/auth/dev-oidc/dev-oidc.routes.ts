// Mounts the development identity provider at /oidc: our interaction pages (sign-in form,
// automatic consent for our own client, abort), an SVG avatar for the `picture` claim, and
// everything else handed to oidc-provider's Koa app (reply hijacked, raw req/res passed on).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as oidcErrors } from 'oidc-provider';
import { EmailSchema, MESSAGES } from '@eventos/domain';
import type { DevOidc } from './dev-provider';
import { DEV_CLIENT_ID, DEV_OIDC_PATH } from './dev-settings';
import { avatarSvg } from './dev-accounts';
import { errorPage, loginPage } from './dev-views';

const NAME_REQUIRED = MESSAGES['users.first_name.required'];
const NAME_MAX = 'El nombre no puede tener más de 120 caracteres';
const SESSION_EXPIRED =
  'La sesión de inicio expiró o no es válida. Vuelve a iniciar sesión desde Eventos Perú.';

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function isSessionError(error: unknown): boolean {
  return (
    error instanceof oidcErrors.SessionNotFound || (error as { name?: string })?.name === 'SessionNotFound'
  );
}

function formField(body: unknown, key: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : '';
}

async function interactionRoutes(app: FastifyInstance, dev: DevOidc): Promise<void> {
  const { provider, accounts } = dev;
  // Only this scope parses forms (the Koa scope must leave bodies unread).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const guard = async (reply: FastifyReply, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      if (!isSessionError(error)) throw error;
      if (!reply.sent && !reply.raw.headersSent) return sendHtml(reply, 400, errorPage(SESSION_EXPIRED));
    }
    return reply;
  };

  app.get<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid`, async (request, reply) =>
    guard(reply, async () => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'login') {
        return sendHtml(reply, 200, loginPage({ uid: details.uid, basePath: DEV_OIDC_PATH }));
      }
      const accountId = details.session?.accountId;
      if (details.prompt.name !== 'consent' || details.params.client_id !== DEV_CLIENT_ID || !accountId) {
        return sendHtml(reply, 400, errorPage('Solicitud de autorización no admitida.'));
      }
      // Our own client: consent is granted automatically.
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({ accountId, clientId: DEV_CLIENT_ID }))
        : new provider.Grant({ accountId, clientId: DEV_CLIENT_ID });
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: details.grantId ? {} : { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
    }),
  );

  app.post<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid/login`, async (request, reply) =>
    guard(reply, async () => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name !== 'login') return sendHtml(reply, 400, errorPage(SESSION_EXPIRED));
      const name = formField(request.body, 'name').trim().replace(/\s+/g, ' ');
      const emailInput = formField(request.body, 'email');
      const email = EmailSchema.safeParse(emailInput);
      const errors: { name?: string; email?: string } = {};
      if (!name) errors.name = NAME_REQUIRED;
      else if (name.length > 120) errors.name = NAME_MAX;
      if (!email.success)
        errors.email = email.error.issues[0]?.message ?? MESSAGES['contact.email.invalid'];
      if (errors.name || errors.email || !email.success) {
        const html = loginPage({
          uid: details.uid,
          basePath: DEV_OIDC_PATH,
          name,
          email: emailInput,
          errors,
        });
        return sendHtml(reply, 400, html);
      }
      const account = accounts.upsert({ name, email: email.data });
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.accountId } },
        {
          mergeWithLastSubmission: false,
        },
      );
    }),
  );

  app.get<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid/abort`, async (request, reply) =>
    guard(reply, async () => {
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'El usuario canceló el inicio de sesión.' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  app.get<{ Params: { file: string }; Querystring: { i?: string } }>(
    `${DEV_OIDC_PATH}/avatar/:file`,
    async (request, reply) => {
      const match = /^(dev-[a-f0-9]{32})\.svg$/.exec(request.params.file);
      if (!match?.[1]) return reply.code(404).send({ error: 'No encontrado' });
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(avatarSvg(match[1], String(request.query.i ?? '?')));
    },
  );
}

async function koaRoutes(app: FastifyInstance, dev: DevOidc): Promise<void> {
  const callback = dev.provider.callback();
  // oidc-provider reads request bodies itself: leave them unread here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(DEV_OIDC_PATH.length) || '/';
    await callback(raw, reply.raw);
  };
  app.all(DEV_OIDC_PATH, handler);
  app.all(`${DEV_OIDC_PATH}/*`, handler);
}

/** Registers /oidc/*; call with the result of createDevOidc(). */
export default async function devOidcRoutes(app: FastifyInstance, opts: { dev: DevOidc }): Promise<void> {
  await app.register(async (scope) => interactionRoutes(scope, opts.dev));
  await app.register(async (scope) => koaRoutes(scope, opts.dev));
}
