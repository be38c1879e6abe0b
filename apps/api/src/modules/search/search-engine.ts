// The one interface provider search sits behind (docs/decisions/161-dedicated-search-engine.md):
// the service (search.service.ts) understands the query and resolves the filters, then asks an
// engine for a page of ranked ids, the exact total (up to 10,000) and the facet counts. Today the
// engine is the database itself (PostgreSQL or PGlite: search-providers.repository.ts); a
// dedicated engine (OpenSearch, Typesense) fed from our jobs would implement the same two methods.
import { onPostgresServer, type Db } from '../../db/client';
import type { SearchText } from './search-text';
import {
  facetCountsAt,
  searchByFilters,
  searchByText,
  type FacetCount,
  type RawSearchResult,
  type ResolvedFilters,
} from './search-providers.repository';

export type { FacetCount, RawSearchResult, ResolvedFilters };

export interface ProviderSearchRequest {
  /** Full text left after query understanding, or null. */
  text: SearchText | null;
  filters: ResolvedFilters;
  range: { limit: number; offset: number };
}

export interface ProviderSearchEngine {
  /** Ranked over all matches: relevance tier, then quality, then id. */
  searchProviders(request: ProviderSearchRequest): Promise<RawSearchResult>;
  /**
   * The same, with the page's cards read by the same statement (`cards`): offered by the database
   * engine on a PostgreSQL server, where it saves a round trip (ADR 392).
   */
  searchProvidersWithCards?(request: ProviderSearchRequest): Promise<RawSearchResult>;
  /** Listed providers per facet (category or service) at a place; 0 = all Peru. */
  facetCounts(placeId: number): Promise<FacetCount[]>;
}

export function createDatabaseSearchEngine(db: Db): ProviderSearchEngine {
  const search =
    (cards: boolean) =>
    ({ text, filters, range }: ProviderSearchRequest) =>
      text ? searchByText(db, text, filters, range, cards) : searchByFilters(db, filters, range, cards);
  return {
    searchProviders: search(false),
    ...(onPostgresServer(db) ? { searchProvidersWithCards: search(true) } : {}),
    facetCounts: (placeId) => facetCountsAt(db, placeId),
  };
}
