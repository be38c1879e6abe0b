// Provider search, orchestrated (docs/decisions/160-search-at-scale.md): query understanding turns
// the words naming a service, a category or a place into filters (read once per catalogue and
// query, like the text's typo correction: understood-queries.ts); the explicit and understood filters resolve to one facet and
// one place (contradictions give an honest empty result); the engine (search-engine.ts) ranks over
// all matches; the page's cards are built in one query.
// Only the first SEARCH_MAX_RESULTS results can be paged through.
import {
  SEARCH_MAX_RESULTS,
  pageOffset,
  type KeywordsQuery,
  type SearchFacets,
  type SearchProvidersQuery,
  type SearchProvidersResponse,
} from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { searchKeywords } from './keywords.repository';
import { loadProviderCards } from './provider-cards.repository';
import { getSearchCatalogue, type SearchCatalogue } from './search-catalogue';
import type { FacetCount, ProviderSearchEngine, ResolvedFilters } from './search-engine';
import { prepareSearchTextOnce, understandQueryOnce } from './understood-queries';

/** What search's services use (docs/decisions/136-service-dependencies.md), and the engine they ask. */
export type SearchDeps = Pick<ModuleDeps, 'db' | 'storage'> & { engine: ProviderSearchEngine };

/** The answer of GET search/providers and its facets: the domain's types (the route's response schema). */
export type ProviderSearchResponse = SearchProvidersResponse;
type CategoryFacet = SearchFacets['categories'][number];
type ServiceFacet = SearchFacets['services'][number];

type Filters = { c?: string; s?: string; d?: number; p?: number; l?: number };

/**
 * One facet and one place for the filters, or null when they cannot match anything (an unknown
 * service or place, a service outside the category, places that do not contain one another).
 */
export function resolveFilters(catalogue: SearchCatalogue, f: Filters): ResolvedFilters | null {
  let facet = 0;
  if (f.s !== undefined) {
    const service = catalogue.serviceBySlug.get(f.s);
    if (!service || (f.c !== undefined && service.group !== f.c)) return null;
    facet = service.id;
  } else if (f.c !== undefined) {
    const group = catalogue.groupInfo.get(f.c);
    if (!group) return null;
    facet = group.facet;
  }
  const asked = [
    { id: f.l, type: 'district', column: 'location_id' },
    { id: f.p, type: 'province', column: 'province_id' },
    { id: f.d, type: 'department', column: 'department_id' },
  ] as const;
  let place: ResolvedFilters['place'] = null;
  for (const a of asked) {
    if (a.id === undefined) continue;
    const info = catalogue.placeById.get(a.id);
    if (!info || info.type !== a.type) return null;
    if (!place) place = { column: a.column, id: a.id };
    const precise = catalogue.placeById.get(place.id);
    // A wider place must contain the most precise one.
    if (a.type === 'province' && precise?.province_id !== a.id) return null;
    if (a.type === 'department' && precise?.department_id !== a.id) return null;
  }
  return { facet, place };
}

/** Facet counts with the names of their categories and services, most providers first. */
export function namedFacets(catalogue: SearchCatalogue, counts: FacetCount[]): ProviderSearchResponse['facets'] {
  const categories: CategoryFacet[] = [];
  const services: Array<ServiceFacet & { sort_order: number }> = [];
  for (const { facet, count } of counts) {
    if (count <= 0) continue;
    if (facet < 0) {
      const group = catalogue.groupByFacet.get(facet);
      const info = group ? catalogue.groupInfo.get(group) : undefined;
      if (group && info) categories.push({ group, group_name: info.group_name, count });
    } else if (facet > 0) {
      const s = catalogue.serviceById.get(facet);
      if (s) services.push({ id: s.id, slug: s.slug, type_name: s.type_name, group: s.group, count, sort_order: s.sort_order });
    }
  }
  categories.sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
  services.sort((a, b) => b.count - a.count || a.sort_order - b.sort_order || a.id - b.id);
  return { categories, services: services.map(({ sort_order: _order, ...s }) => s) };
}

export async function searchProviders(deps: SearchDeps, query: SearchProvidersQuery): Promise<ProviderSearchResponse> {
  const { q, page, size } = query;
  const catalogue = await getSearchCatalogue(deps.db);
  const explicit = { service: query.c !== undefined || query.s !== undefined, place: [query.d, query.p, query.l].some((v) => v !== undefined) };
  // Read once per catalogue and query (understood-queries.ts, ADR 349).
  const understood = q ? understandQueryOnce(catalogue, q, explicit) : { filters: {}, text: null };
  const filters: Filters = { c: query.c, s: query.s, d: query.d, p: query.p, l: query.l, ...understood.filters };
  const offset = pageOffset({ page, size });
  const range = offset >= SEARCH_MAX_RESULTS ? { limit: 0, offset: 0 } : { limit: Math.min(size, SEARCH_MAX_RESULTS - offset), offset };
  const run = async (f: Filters, words: string | null | undefined) => {
    const resolved = resolveFilters(catalogue, f);
    if (!resolved) return null;
    const request = { text: prepareSearchTextOnce(catalogue.vocabulary, words), filters: resolved, range };
    // The cards with the page when the engine can read them in its statement (ADR 392).
    return deps.engine.searchProvidersWithCards ? deps.engine.searchProvidersWithCards(request) : deps.engine.searchProviders(request);
  };
  let result = await run(filters, understood.text);
  let understoodFilters = understood.filters;
  // A word read as a filter may be a company's name ("Los Huarangos" is also a district): when the
  // reading finds nothing, the words are searched as typed.
  if ((!result || result.total === 0) && Object.keys(understood.filters).length > 0) {
    result = await run({ c: query.c, s: query.s, d: query.d, p: query.p, l: query.l }, q);
    understoodFilters = {};
  }
  const base = { page, size, max_results: SEARCH_MAX_RESULTS, understood: understoodFilters };
  if (!result) return { ...base, data: [], total: 0, capped: false, facets: { categories: [], services: [] } };
  const data = await loadProviderCards(deps.db, deps.storage, result.ids, result.cards);
  return { ...base, data, total: result.total, capped: result.capped, facets: namedFacets(catalogue, result.facets) };
}

/** SPEC §3 Category: every category with its number of providers and its services (with theirs). */
export async function listCategories(deps: SearchDeps) {
  const [catalogue, counts] = await Promise.all([getSearchCatalogue(deps.db), deps.engine.facetCounts(0)]);
  const byFacet = new Map(counts.map((c) => [c.facet, c.count]));
  const categories = [...catalogue.groupInfo].map(([group, info]) => ({
    group,
    group_name: info.group_name,
    count: byFacet.get(info.facet) ?? 0,
    services: catalogue.serviceList
      .filter((s) => s.group === group)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((s) => ({ id: s.id, slug: s.slug, type_name: s.type_name, count: byFacet.get(s.id) ?? 0 })),
  }));
  categories.sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
  return { data: categories };
}

/** GET search/keywords: the autocomplete list (or its matches for `q`). */
export async function listKeywords(deps: Pick<SearchDeps, 'db'>, query: KeywordsQuery) {
  return { data: await searchKeywords(deps.db, query) };
}
