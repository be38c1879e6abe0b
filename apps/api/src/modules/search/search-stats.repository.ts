// Catalogue-wide counts: providers in total, per category (distinct providers) and per service
// type. One query, kept STATS_TTL_MS per database: they feed GET search/categories (the home
// page's categories with counts) and the search without text or place, whose totals and facets
// are then exact and whose pages are read straight from providers in rank order.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { CategoryFacet, ProviderFilters, ServiceFacet } from './search-providers.repository';

export const STATS_TTL_MS = 30_000;

export interface SearchStats {
  total: number;
  /** Every group of the catalogue (count 0 when no provider offers it). */
  categories: CategoryFacet[];
  /** Every service type (count 0 when no provider offers it), with its sort order. */
  services: Array<ServiceFacet & { sort_order: number }>;
}

const cache = new WeakMap<Db, { at: number; stats: Promise<SearchStats> }>();

async function loadStats(db: Db): Promise<SearchStats> {
  type Json<T> = T | string;
  const [row] = await queryRows<{ total: number; categories: Json<CategoryFacet[]>; services: Json<SearchStats['services']> }>(
    db,
    sql`WITH per_service AS (
          SELECT service_type_id, count(*)::int AS n FROM provider_service_types GROUP BY service_type_id
        ), per_group AS (
          SELECT st."group", count(DISTINCT pst.provider_id)::int AS n
          FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id GROUP BY st."group"
        )
        SELECT (SELECT count(*) FROM providers WHERE unlinked_at IS NULL)::int AS total,
          (SELECT json_agg(c ORDER BY c.count DESC, c.group) FROM (
             SELECT st."group", min(st.group_name) AS group_name, coalesce(max(pg.n), 0) AS count
             FROM service_types st LEFT JOIN per_group pg ON pg."group" = st."group" GROUP BY st."group") c) AS categories,
          (SELECT json_agg(s ORDER BY s.count DESC, s.sort_order, s.id) FROM (
             SELECT st.id, st.slug, st.type_name, st."group", st.sort_order, coalesce(ps.n, 0) AS count
             FROM service_types st LEFT JOIN per_service ps ON ps.service_type_id = st.id) s) AS services`,
  );
  const parse = <T>(v: Json<T> | null | undefined, fallback: T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v ?? fallback));
  return { total: Number(row?.total ?? 0), categories: parse(row?.categories, []), services: parse(row?.services, []) };
}

export function getSearchStats(db: Db, now = Date.now()): Promise<SearchStats> {
  const hit = cache.get(db);
  if (hit && now - hit.at < STATS_TTL_MS) return hit.stats;
  const stats = loadStats(db);
  cache.set(db, { at: now, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}

/** Exact number of providers for category and/or service filters (no text, no place). */
export function statsTotal(stats: SearchStats, f: Pick<ProviderFilters, 'c' | 's'>): number {
  if (f.s !== undefined) {
    const service = stats.services.find((s) => s.slug === f.s);
    return service && (f.c === undefined || service.group === f.c) ? service.count : 0;
  }
  if (f.c !== undefined) return stats.categories.find((c) => c.group === f.c)?.count ?? 0;
  return stats.total;
}
