// A landing page's data: which category and department its two segments name, its texts, its page
// of provider cards (rank order, as the search without text), breadcrumbs and related landings.
// Unknown segments, `todos/todo-el-peru` and pages past the last → null (the caller answers 404).
import {
  LANDING_ALL_CATEGORIES,
  LANDING_ALL_PERU,
  LANDING_MESSAGES,
  LANDING_PAGE_SIZE,
  LANDING_RELATED_MAX,
  POPULAR_LANDINGS_MAX,
  landingDescription,
  landingHeading,
  landingIntro,
  landingLabel,
  landingPageSuffix,
  landingPath,
  type LandingData,
  type LandingLink,
  type LandingSubject,
} from '@eventos/domain';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../plugins/module-deps';
import { pageTitle } from '../../plugins/seo-head';
import { createDatabaseSearchEngine, getSearchCatalogue, loadProviderCards, resolveFilters, type ProviderCard } from '../search';
import { countOf, getLandingStats, type LandingCategory, type LandingDepartment, type LandingStats } from './landing-stats.repository';

export interface Landing extends LandingData {
  providers: ProviderCard[];
}

export interface ResolvedLanding {
  category: LandingCategory | null;
  department: LandingDepartment | null;
  total: number;
}

/** The category and department of two path segments, or null when either is unknown. */
export function resolveLanding(stats: LandingStats, categorySlug: string, departmentSlug: string): ResolvedLanding | null {
  const all = categorySlug === LANDING_ALL_CATEGORIES;
  const peru = departmentSlug === LANDING_ALL_PERU;
  if (all && peru) return null;
  const category = all ? null : (stats.categories.get(categorySlug) ?? undefined);
  const department = peru ? null : (stats.departments.get(departmentSlug) ?? undefined);
  if (category === undefined || department === undefined) return null;
  return { category, department, total: countOf(stats, categorySlug, departmentSlug) };
}

const subjectOf = (r: Pick<ResolvedLanding, 'category' | 'department'>): LandingSubject => ({
  category: r.category ? { kind: r.category.kind, name: r.category.name } : null,
  department: r.department?.name ?? null,
});
const slugsOf = (r: Pick<ResolvedLanding, 'category' | 'department'>) => ({
  category: r.category?.slug ?? LANDING_ALL_CATEGORIES,
  department: r.department?.slug ?? LANDING_ALL_PERU,
});

export function pagesOf(total: number): number {
  return Math.max(1, Math.ceil(total / LANDING_PAGE_SIZE));
}

function link(stats: LandingStats, category: LandingCategory | null, department: LandingDepartment | null): LandingLink {
  const slugs = slugsOf({ category, department });
  return {
    path: landingPath(slugs.category, slugs.department),
    label: landingLabel(subjectOf({ category, department })),
    count: countOf(stats, slugs.category, slugs.department),
  };
}

const byCount = (a: LandingLink, b: LandingLink) => b.count - a.count || a.label.localeCompare(b.label, 'es');

/** Same category in other departments; other categories in the same department (its own group's first). */
export function relatedLandings(stats: LandingStats, r: ResolvedLanding): Landing['related'] {
  const departments = [...stats.departments.values()]
    .filter((d) => d.id !== r.department?.id)
    .map((d) => link(stats, r.category, d))
    .filter((l) => l.count > 0)
    .sort(byCount)
    .slice(0, LANDING_RELATED_MAX);
  const categories = [...stats.categories.values()]
    .filter((c) => c.slug !== r.category?.slug)
    // The same group's landings first (a group's services, a service's group and siblings), then groups.
    .map((c) => ({ rank: c.group === r.category?.group ? 0 : c.kind === 'group' ? 1 : 2, link: link(stats, c, r.department) }))
    .filter(({ link: l }) => l.count > 0)
    .sort((a, b) => a.rank - b.rank || byCount(a.link, b.link))
    .map(({ link: l }) => l)
    .slice(0, LANDING_RELATED_MAX);
  return { departments, categories };
}

function breadcrumbs(r: ResolvedLanding, heading: string): Landing['breadcrumbs'] {
  const slugs = slugsOf(r);
  const out: Landing['breadcrumbs'] = [
    { name: LANDING_MESSAGES.breadcrumbHome, path: '/' },
    { name: LANDING_MESSAGES.breadcrumbProviders, path: '/proveedores' },
  ];
  if (r.category && r.department) {
    out.push({ name: r.category.name, path: landingPath(r.category.slug, LANDING_ALL_PERU) });
  }
  out.push({ name: heading, path: landingPath(slugs.category, slugs.department) });
  return out;
}

function searchPath(r: ResolvedLanding): string {
  const params = new URLSearchParams();
  if (r.category?.kind === 'group') params.set('c', r.category.group);
  if (r.category?.kind === 'service') params.set('s', r.category.slug);
  if (r.department) params.set('d', String(r.department.id));
  const query = params.toString();
  return query ? `/proveedores?${query}` : '/proveedores';
}

async function providerIds(db: Db, r: ResolvedLanding, page: number): Promise<number[]> {
  // The search engine's ranking over all matches (docs/decisions/160-search-at-scale.md): a landing
  // lists the same providers, in the same order, as /proveedores with its filters.
  const filters = resolveFilters(await getSearchCatalogue(db), {
    c: r.category?.kind === 'group' ? r.category.group : undefined,
    s: r.category?.kind === 'service' ? r.category.slug : undefined,
    d: r.department?.id,
  });
  if (!filters) return [];
  const result = await createDatabaseSearchEngine(db).searchProviders({
    text: null,
    filters,
    range: { limit: LANDING_PAGE_SIZE, offset: (page - 1) * LANDING_PAGE_SIZE },
  });
  return result.ids;
}

/** Everything a landing page shows, or null for an unknown landing or a page past the last. */
export async function loadLanding(
  ctx: Pick<ModuleDeps, 'db' | 'storage'>,
  categorySlug: string,
  departmentSlug: string,
  page = 1,
): Promise<Landing | null> {
  const stats = await getLandingStats(ctx.db);
  const r = resolveLanding(stats, categorySlug, departmentSlug);
  if (!r) return null;
  const pages = pagesOf(r.total);
  if (page > pages) return null;
  const subject = subjectOf(r);
  const slugs = slugsOf(r);
  const heading = landingHeading(subject);
  const ids = r.total > 0 ? await providerIds(ctx.db, r, page) : [];
  return {
    category: { slug: slugs.category, name: r.category?.name ?? null, kind: r.category?.kind ?? 'all' },
    department: { slug: slugs.department, name: r.department?.name ?? null, id: r.department?.id ?? null },
    title: pageTitle(`${heading}${landingPageSuffix(page, pages)}`),
    heading,
    description: landingDescription(subject, r.total),
    intro: landingIntro(subject, r.total),
    canonical: landingPath(slugs.category, slugs.department, page),
    search_path: searchPath(r),
    breadcrumbs: breadcrumbs(r, heading),
    total: r.total,
    page,
    size: LANDING_PAGE_SIZE,
    pages,
    related: relatedLandings(stats, r),
    providers: await loadProviderCards(ctx.db, ctx.storage, ids),
  };
}

/**
 * Popular landings for the home page: the departments with most providers, and in each the
 * categories with most providers (so the list is not all one city).
 */
export function popularLandings(stats: LandingStats, max = POPULAR_LANDINGS_MAX): LandingLink[] {
  const departments = [...stats.departments.values()]
    .map((d) => ({ d, n: countOf(stats, LANDING_ALL_CATEGORIES, d.slug) }))
    .filter(({ n }) => n > 0)
    .sort((a, b) => b.n - a.n)
    .slice(0, 4)
    .map(({ d }) => d);
  if (!departments.length) return [];
  const perDepartment = Math.ceil(max / departments.length);
  const lists = departments.map((d) =>
    [...stats.categories.values()]
      .map((c) => link(stats, c, d))
      .filter((l) => l.count > 0)
      .sort(byCount)
      .slice(0, perDepartment),
  );
  // Interleave: the best category of each department first.
  const out: LandingLink[] = [];
  for (let i = 0; i < perDepartment; i++) for (const list of lists) if (list[i]) out.push(list[i]!);
  return out.slice(0, max);
}

/** Every landing with at least one provider (page 1), for sitemap.xml. */
export function landingSitemapPaths(stats: LandingStats): string[] {
  const out: string[] = [];
  for (const [key, n] of stats.counts) {
    if (n <= 0) continue;
    const [category, department] = key.split('|') as [string, string];
    if (category === LANDING_ALL_CATEGORIES && department === LANDING_ALL_PERU) continue;
    out.push(landingPath(category, department));
  }
  return out.sort();
}
