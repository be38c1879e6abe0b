// Request ids (ADR 195): every request gets one (a UUID; an incoming X-Request-Id from the load
// balancer is kept when it looks like an id), it is in every log line of the request (pino's
// `reqId`), in the `X-Request-Id` response header, and in every JSON error answer as `requestId`
// next to `{ error, errors }`, so whoever reports a problem can quote it and support finds the lines.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the load balancer's id when it is a sane token, else a new UUID. */
export function requestIdFor(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Adds requestId to a JSON error body `{ error, … }` (4xx/5xx); anything else passes unchanged. */
export function withRequestId(payload: unknown, request: FastifyRequest, contentType: string | undefined): unknown {
  if (typeof payload !== 'string' || !contentType?.includes('json') || !payload.startsWith('{')) return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.error !== 'string' || 'requestId' in body) return payload;
    return JSON.stringify({ ...body, requestId: request.id });
  } catch {
    return payload;
  }
}

// Callback hooks, not async ones: they run on every request, and an async hook costs a promise and a
// microtask turn each time for work that never waits.
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400) {
      done(null, payload);
      return;
    }
    done(null, withRequestId(payload, request, String(reply.getHeader('content-type') ?? '')));
  });
}
