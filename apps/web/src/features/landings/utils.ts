import type { LandingParams } from './api/get-landing';

/** The landing of a URL's two segments and `?page`; null when the page number is not a positive integer. */
export function landingParamsOf(
  segments: { category?: string; department?: string },
  search: URLSearchParams,
): LandingParams | null {
  const { category, department } = segments;
  if (!category || !department) return null;
  const raw = search.get('page');
  if (raw === null) return { category, department, page: 1 };
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) return null;
  return { category, department, page: Number(raw) };
}

/** '/proveedores/dj/lima' for page 1, '/proveedores/dj/lima?page=2' after it. */
export function landingPageHref(canonicalPath: string, page: number): string {
  const path = canonicalPath.split('?')[0] ?? canonicalPath;
  return page > 1 ? `${path}?page=${page}` : path;
}
