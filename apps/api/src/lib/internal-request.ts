// Requests the server render makes to the API in process (Fastify inject) carry this header with
// a secret drawn at start-up: the rate limiter lets them through (they are part of one page load
// already counted). An outside request cannot know the secret, so it cannot skip the limit.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const INTERNAL_REQUEST_HEADER = 'x-eventos-render';
export const INTERNAL_REQUEST_SECRET = randomBytes(24).toString('hex');
const expected = Buffer.from(INTERNAL_REQUEST_SECRET);

export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_REQUEST_HEADER];
  if (typeof value !== 'string' || value.length !== INTERNAL_REQUEST_SECRET.length) return false;
  return timingSafeEqual(Buffer.from(value), expected);
}
