// One error path for the whole API (STYLE §5.2): every failure leaves as
// `{ error, errors? }` with a Spanish message; 5xx text is never leaked and is logged with context.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zodErrorToApiBody } from '@eventos/domain';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseBadInput, isDatabaseUnavailable } from '../lib/db-errors';
import { HTTP_MESSAGES, HttpError } from './http-errors';

export * from './http-errors';

type ErrorBody = { error: string; errors?: Record<string, string[]> };

// Fastify's own 4xx errors (English messages) → Spanish text.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_MESSAGES.badRequest,
  FST_ERR_BAD_URL: HTTP_MESSAGES.badRequest,
  FST_REQ_FILE_TOO_LARGE: HTTP_MESSAGES.payloadTooLarge,
  FST_PARTS_LIMIT: HTTP_MESSAGES.payloadTooLarge,
  FST_FILES_LIMIT: HTTP_MESSAGES.payloadTooLarge,
  FST_FIELDS_LIMIT: HTTP_MESSAGES.payloadTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: HTTP_MESSAGES.unsupportedMediaType,
};

const STATUS_MESSAGES: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  405: HTTP_MESSAGES.methodNotAllowed,
  406: HTTP_MESSAGES.unsupportedMediaType,
  409: HTTP_MESSAGES.conflict,
  413: HTTP_MESSAGES.payloadTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  422: HTTP_MESSAGES.unprocessable,
  429: HTTP_MESSAGES.tooManyRequests,
};

/** Renders a request-validation failure (zod issues rebuilt from Fastify's error) with the domain helper. */
function validationToBody(error: FastifyError & { validation: unknown[] }): ErrorBody {
  const validation = error.validation as Array<{ instancePath: string; message?: string }>;
  const issues = validation.map((v) => ({
    message: v.message ?? HTTP_MESSAGES.validation,
    path: v.instancePath.split('/').filter(Boolean),
  }));
  return zodErrorToApiBody({ issues });
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody(), headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, body: validationToBody(error) };
  if (error instanceof z.ZodError) {
    return { status: 400, body: zodErrorToApiBody(error) };
  }
  // The database is stopped, restarting or unreachable: a temporary condition, not a bug.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: HTTP_MESSAGES.unavailable },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    };
  }
  // A value PostgreSQL refused (out of range, invalid text, bad UTF-8): the request's fault.
  if (isDatabaseBadInput(error)) return { status: 400, body: { error: HTTP_MESSAGES.badRequest } };
  const e = error as Partial<FastifyError> | undefined;
  if (e && typeof e === 'object' && !isResponseSerializationError(e as Error)) {
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    if (status >= 400 && status < 500) {
      const known = e.code ? FASTIFY_CODES[e.code] : undefined;
      const generic = STATUS_MESSAGES[status] ?? HTTP_MESSAGES.badRequest;
      // Fastify/plugin errors carry English text: translate them; our own 4xx errors pass through.
      const fromLibrary = Boolean(e.code?.startsWith('FST_') || e.code?.startsWith('ERR_'));
      const message = known ?? (fromLibrary || !e.message ? generic : e.message);
      return { status, body: { error: message } };
    }
  }
  return { status: 500, body: { error: HTTP_MESSAGES.internal } };
}

function handleError(this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorResponse(error);
  if (status === 503) {
    request.log.warn({ err: error, method: request.method, url: request.url }, 'Base de datos no disponible');
  } else if (status >= 500 && !(error instanceof HttpError)) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'Error no controlado');
    // Whoever reports the problem quotes the body's requestId (plugins/request-id.ts): the log line carries it as reqId.
  } else if (status >= 500) {
    request.log.warn({ status, error: body.error }, 'Solicitud fallida');
  } else {
    request.log.info({ status, code: (error as FastifyError)?.code, error: body.error }, 'Solicitud rechazada');
  }
  if (headers) void reply.headers(headers);
  // A page load that was rate limited gets a Spanish HTML page, never raw JSON (plugins/rate-limit.ts).
  const html = (error as { html?: unknown } | null)?.html;
  if (typeof html === 'string') return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Installs the error handler; call on the root instance before registering routes. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
