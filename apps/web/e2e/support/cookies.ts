import type { BrowserContext } from '@playwright/test';

export interface NextCookie {
  /** As stored by the browser (URL-encoded). */
  raw: string;
  /** Decoded: the path to return to after signing in. */
  path: string;
  /** Expiry in seconds since the epoch (-1 for a session cookie). */
  expires: number;
}

/** The `next` cookie of SPEC §2, or null when the app has not written it. */
export async function nextCookie(context: BrowserContext): Promise<NextCookie | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'next');
  if (!cookie) return null;
  return { raw: cookie.value, path: decodeURIComponent(cookie.value), expires: cookie.expires };
}
