/** Small cookie helpers plus the `next` cookie of SPEC §2 (return path after signing in). */
import { NEXT_COOKIE_MAX_AGE_DAYS, NEXT_COOKIE_NAME } from '@eventos/domain';

const SECONDS_PER_DAY = 86_400;

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { maxAgeSeconds, path = '/', sameSite = 'Lax' } = options;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${path}`,
    `SameSite=${sameSite}`,
  ];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

/** Saves the path to return to after signing in (cookie `next`, 1 day, path '/', SameSite=Lax). */
export function setNextPath(path: string): void {
  setCookie(NEXT_COOKIE_NAME, path, { maxAgeSeconds: NEXT_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY });
}

/**
 * The saved return path, or `null`. Only same-site absolute paths are returned
 * ('/x', never '//evil.com' or 'https://…') so it can't become an open redirect.
 */
export function getNextPath(): string | null {
  const value = getCookie(NEXT_COOKIE_NAME);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function clearNextPath(): void {
  deleteCookie(NEXT_COOKIE_NAME);
}
