// Public entry of the search module (docs/decisions/134-module-public-entries.md): what other modules may use. The routes are registered by
// convention (search.routes.ts); everything else in this folder is internal.
export { createDatabaseSearchEngine } from './search-engine';
export type { ProviderSearchEngine, ProviderSearchRequest, RawSearchResult, ResolvedFilters } from './search-engine';
export { listCategories, searchProviders, type ProviderSearchResponse, type SearchDeps } from './search.service';
export { understandQuery, stemEs, type UnderstoodQuery } from './query-understanding';
export { getSearchCatalogue } from './search-catalogue';
export { resolveFilters } from './search.service';
export { loadProviderCards, type ProviderCard } from './provider-cards.repository';
