// Names and secrets of the built-in development identity provider, without loading
// oidc-provider itself (it is imported only when AUTH_DEV_PROVIDER is on).
import { createHmac } from 'node:crypto';

export const DEV_OIDC_PATH = '/oidc';
export const DEV_CLIENT_ID = 'eventos-peru-api';

/** Derives an independent secret for `purpose` from JWT_SECRET (HMAC-SHA256, base64url). */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

export function devIssuer(publicUrl: string): string {
  return `${publicUrl}${DEV_OIDC_PATH}`;
}

export function devClientSecret(jwtSecret: string): string {
  return deriveSecret(jwtSecret, 'dev-oidc-client-secret');
}
