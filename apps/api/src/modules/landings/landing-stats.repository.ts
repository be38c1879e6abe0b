// What the landing pages need to know before reading any provider: every category (service groups
// and service types, by their landing slug), every department, and how many listed providers each
// category × department has (exact counts, read from provider_search_counts, which the search's
// triggers keep: no count over the providers per request, ADR 339). Kept LANDING_STATS_TTL_MS per
// database: landings, their related links, the home's popular landings and the sitemap read it.
import { sql } from 'drizzle-orm';
import {
  departmentSlug,
  LANDING_ALL_CATEGORIES,
  LANDING_ALL_PERU,
  LANDING_EXCLUDED_GROUPS,
  serviceGroupSlug,
  type ServiceGroup,
} from '@eventos/domain';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';

export const LANDING_STATS_TTL_MS = 60_000;

export interface LandingCategory {
  slug: string;
  kind: 'group' | 'service';
  name: string;
  group: ServiceGroup;
  sort: number;
}
export interface LandingDepartment {
  slug: string;
  id: number;
  name: string;
}
export interface LandingStats {
  categories: Map<string, LandingCategory>;
  departments: Map<string, LandingDepartment>;
  /** Providers per `${categorySlug}|${departmentSlug}` ('todos' / 'todo-el-peru' included); missing = 0. */
  counts: Map<string, number>;
}

export const countKey = (category: string, department: string) => `${category}|${department}`;

export function countOf(stats: LandingStats, category: string, department: string): number {
  return stats.counts.get(countKey(category, department)) ?? 0;
}

const cache = new WeakMap<Db, { at: number; stats: Promise<LandingStats> }>();

async function loadStats(db: Db): Promise<LandingStats> {
  const excluded = sql.join(LANDING_EXCLUDED_GROUPS.map((g) => sql`${g}`), sql`, `);
  const [services, departments, counts] = await Promise.all([
    queryRows<{ id: number; slug: string; type_name: string; group: ServiceGroup; group_name: string; sort_order: number; group_facet: number }>(
      db,
      sql`SELECT id, slug, type_name, "group", group_name, sort_order, search_group_facet("group") AS group_facet FROM service_types
          WHERE "group" NOT IN (${excluded}) ORDER BY "group", sort_order, id`,
    ),
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM locations WHERE type = 'department' ORDER BY name`),
    // Listed providers per facet (0 every provider, > 0 a service type, < 0 a group) in each
    // department and in all of Peru (place 0): the rows the search's triggers keep exact
    // (migration 0014) — no count over the providers on the request path.
    queryRows<{ facet: number; place_id: number; count: number }>(
      db,
      sql`SELECT c.facet, c.place_id, c.count FROM provider_search_counts c
          WHERE c.count > 0 AND (c.place_id = 0 OR c.place_id IN (SELECT id FROM locations WHERE type = 'department'))`,
    ),
  ]);

  const categories = new Map<string, LandingCategory>();
  // The category of each facet: 0 all categories, a service type by its id, a group by its facet.
  const categoryOfFacet = new Map<number, string>([[0, LANDING_ALL_CATEGORIES]]);
  for (const s of services) {
    const group = serviceGroupSlug(s.group);
    if (!categories.has(group)) categories.set(group, { slug: group, kind: 'group', name: s.group_name, group: s.group, sort: 0 });
    categories.set(s.slug, { slug: s.slug, kind: 'service', name: s.type_name, group: s.group, sort: Number(s.sort_order) });
    categoryOfFacet.set(Number(s.id), s.slug);
    categoryOfFacet.set(Number(s.group_facet), group);
  }
  const departmentById = new Map<number, LandingDepartment>();
  const depts = new Map<string, LandingDepartment>();
  for (const d of departments) {
    const dept = { slug: departmentSlug(d.name), id: Number(d.id), name: d.name };
    depts.set(dept.slug, dept);
    departmentById.set(dept.id, dept);
  }

  const byCategory = new Map<string, number>();
  for (const row of counts) {
    const category = categoryOfFacet.get(Number(row.facet));
    const placeId = Number(row.place_id);
    const department = placeId === 0 ? LANDING_ALL_PERU : departmentById.get(placeId)?.slug;
    if (category && department) byCategory.set(countKey(category, department), Number(row.count));
  }
  return { categories, departments: depts, counts: byCategory };
}

export function getLandingStats(db: Db, now = Date.now()): Promise<LandingStats> {
  const hit = cache.get(db);
  if (hit && now - hit.at < LANDING_STATS_TTL_MS) return hit.stats;
  const stats = loadStats(db);
  cache.set(db, { at: now, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}

/** Forgets the cached counts of a database (tests, and after writes that must show at once). */
export function clearLandingStats(db: Db): void {
  cache.delete(db);
}
