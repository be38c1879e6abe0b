// What the landing pages need to know before reading any provider: every category (service groups
// and service types, by their landing slug), every department, and how many listed providers each
// category × department has (exact counts, one grouped query). Kept LANDING_STATS_TTL_MS per
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
  const [services, departments, perCategory, perDepartment] = await Promise.all([
    queryRows<{ slug: string; type_name: string; group: ServiceGroup; group_name: string; sort_order: number }>(
      db,
      sql`SELECT slug, type_name, "group", group_name, sort_order FROM service_types
          WHERE "group" NOT IN (${excluded}) ORDER BY "group", sort_order, id`,
    ),
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM locations WHERE type = 'department' ORDER BY name`),
    // One row per service type and per group, in each department (g_dep = 0) and in all of Peru.
    queryRows<{ service: string | null; grp: ServiceGroup | null; dep: number | null; g_service: number; g_dep: number; n: number }>(
      db,
      sql`SELECT st.slug AS service, st."group" AS grp, p.department_id AS dep,
            grouping(st.slug) AS g_service, grouping(p.department_id) AS g_dep, count(DISTINCT p.id)::int AS n
          FROM providers p
          JOIN provider_service_types pst ON pst.provider_id = p.id
          JOIN service_types st ON st.id = pst.service_type_id
          WHERE p.unlinked_at IS NULL AND st."group" NOT IN (${excluded})
          GROUP BY GROUPING SETS ((st.slug, p.department_id), (st."group", p.department_id), (st.slug), (st."group"))`,
    ),
    queryRows<{ dep: number | null; g_dep: number; n: number }>(
      db,
      sql`SELECT department_id AS dep, grouping(department_id) AS g_dep, count(*)::int AS n FROM providers
          WHERE unlinked_at IS NULL GROUP BY GROUPING SETS ((department_id), ())`,
    ),
  ]);

  const categories = new Map<string, LandingCategory>();
  const groupSlugs = new Map<ServiceGroup, string>();
  for (const s of services) {
    if (!groupSlugs.has(s.group)) {
      const slug = serviceGroupSlug(s.group);
      groupSlugs.set(s.group, slug);
      categories.set(slug, { slug, kind: 'group', name: s.group_name, group: s.group, sort: 0 });
    }
    categories.set(s.slug, { slug: s.slug, kind: 'service', name: s.type_name, group: s.group, sort: Number(s.sort_order) });
  }
  const departmentById = new Map<number, LandingDepartment>();
  const depts = new Map<string, LandingDepartment>();
  for (const d of departments) {
    const dept = { slug: departmentSlug(d.name), id: Number(d.id), name: d.name };
    depts.set(dept.slug, dept);
    departmentById.set(dept.id, dept);
  }

  const counts = new Map<string, number>();
  const deptSlugOf = (g_dep: number, dep: number | null) =>
    Number(g_dep) === 1 ? LANDING_ALL_PERU : dep === null ? null : (departmentById.get(Number(dep))?.slug ?? null);
  for (const row of perCategory) {
    const category = Number(row.g_service) === 0 ? row.service : row.grp ? groupSlugs.get(row.grp) : undefined;
    const department = deptSlugOf(row.g_dep, row.dep);
    if (category && department) counts.set(countKey(category, department), Number(row.n));
  }
  for (const row of perDepartment) {
    const department = deptSlugOf(row.g_dep, row.dep);
    if (department) counts.set(countKey(LANDING_ALL_CATEGORIES, department), Number(row.n));
  }
  return { categories, departments: depts, counts };
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
