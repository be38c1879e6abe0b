/**
 * The page of a provider site's reviews lives in the address (`/{slug}?opiniones=2`), so every
 * page is a real link: crawlable, openable without JavaScript, rendered by the server.
 */
export const REVIEWS_PAGE_PARAM = 'opiniones';

/** The reviews page of a query string: a whole number ≥ 1, else 1. */
export function reviewsPageFrom(search: URLSearchParams): number {
  const raw = search.get(REVIEWS_PAGE_PARAM) ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** `?…&opiniones=N#resenas` (page 1 drops the parameter), keeping the address's other parameters. */
export function reviewsPageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(REVIEWS_PAGE_PARAM);
  else next.set(REVIEWS_PAGE_PARAM, String(page));
  const query = next.toString();
  return `${query ? `?${query}` : '?'}#resenas`;
}
