// Access tokens: short-lived HS256 JWTs (jose). Verification pins the algorithm (never `none`),
// the issuer (PUBLIC_URL), the audience and the expiry. `sid` names the sign-in (refresh-token
// family) so POST /logout can revoke it even though the refresh cookie is scoped to /login.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'eventos-api';
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export interface AccessTokenSettings {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}

export interface AccessTokenClaims {
  userId: number;
  /** Refresh-token family (one per sign-in). */
  sid: string;
  /** Seconds since the epoch. */
  exp: number;
}

const encoder = new TextEncoder();
const keys = new Map<string, Uint8Array>();

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = encoder.encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  settings: AccessTokenSettings,
  subject: { userId: number; sid: string },
): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({ sid: subject.sid })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(settings.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${settings.ttlSeconds}s`)
    .sign(keyFor(settings.secret));
  return { token, expiresIn: settings.ttlSeconds };
}

/**
 * Verifies a bearer token; null when it is missing, malformed, forged, expired or uses another
 * algorithm. `graceSeconds` accepts recently expired tokens (used only by logout, to revoke).
 */
export async function verifyAccessToken(
  settings: Omit<AccessTokenSettings, 'ttlSeconds'>,
  token: string,
  graceSeconds = 0,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(settings.secret), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: settings.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: graceSeconds,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string' || !payload.exp)
      return null;
    return { userId, sid: payload.sid, exp: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
