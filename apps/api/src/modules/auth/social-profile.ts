// What we keep from a provider's answer, whatever the provider: one shape for the sign-in service.
import { st } from '@eventos/domain';

export type ProviderId = 'google' | 'facebook' | 'dev';

export const PROVIDER_NAMES: Record<ProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  dev: st('auth.provider.dev'),
};

export function isProviderId(value: string): value is ProviderId {
  return value === 'google' || value === 'facebook' || value === 'dev';
}

export interface SocialProfile {
  /** The provider's stable subject (`sub`, or Facebook's app-scoped user id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  /** The raw claims, stored on the identity for support/debugging. */
  raw: Record<string, unknown>;
}

const text = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

function httpsUrl(value: unknown): string | null {
  const candidate = text(value, 2000);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function normalizeEmail(value: unknown): string | null {
  const email = text(value, 254).toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** Given + family names, falling back to splitting `name` at the first space. */
function names(claims: Record<string, unknown>, givenKey: string, familyKey: string) {
  const name = text(claims.name);
  let firstName = text(claims[givenKey], 100);
  let lastName = text(claims[familyKey], 100);
  if (!firstName && !lastName && name) {
    const [first, ...rest] = name.split(/\s+/);
    firstName = first ?? '';
    lastName = rest.join(' ');
  }
  return { name: name || `${firstName} ${lastName}`.trim(), firstName, lastName };
}

/** OpenID Connect claims (ID token + userinfo). */
export function profileFromOidcClaims(claims: Record<string, unknown>): SocialProfile {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject: text(claims.sub, 255),
    email: normalizeEmail(claims.email),
    emailVerified: verified,
    ...names(claims, 'given_name', 'family_name'),
    picture: httpsUrl(claims.picture),
    raw: claims,
  };
}

/** Facebook Graph /me?fields=id,name,first_name,last_name,email,picture. */
export function profileFromFacebook(me: Record<string, unknown>): SocialProfile {
  const picture = me.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined;
  const pictureUrl = picture?.data?.is_silhouette === true ? null : httpsUrl(picture?.data?.url);
  const email = normalizeEmail(me.email);
  return {
    subject: text(typeof me.id === 'number' ? String(me.id) : me.id, 255),
    email,
    // Graph only returns an e-mail address the person has confirmed with Facebook.
    emailVerified: email !== null,
    ...names(me, 'first_name', 'last_name'),
    picture: pictureUrl,
    raw: me,
  };
}
