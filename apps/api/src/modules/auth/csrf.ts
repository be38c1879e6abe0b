// CSRF guard for the cookie-authenticated endpoints (POST /login/refresh, POST /logout): the
// request must come from our own origin. Origin is checked, or Referer when Origin is absent;
// a request with neither is rejected, and so is a browser-declared cross-site request.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../plugins/errors';

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const expected = new URL(publicUrl).origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin) === expected;
  const referer = request.headers.referer;
  return originOf(referer) === expected;
}

/** preHandler: 403 unless the request comes from PUBLIC_URL's origin. */
export function requireSameOrigin(publicUrl: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isSameOrigin(request, publicUrl)) throw forbidden();
  };
}
