import type { Page } from '@playwright/test';

/** Counts requests whose pathname is exactly one of `paths` (query strings ignored). */
export function countRequests(page: Page, paths: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(paths.map((p) => [p, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname in counts) counts[pathname] = (counts[pathname] ?? 0) + 1;
  });
  return counts;
}

/** Collects uncaught page errors (a crashed render shows up here). */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
