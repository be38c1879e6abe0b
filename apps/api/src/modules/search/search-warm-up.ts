// The search's warm-up at start (its own file: it runs both services, and the media service
// imports search.service's types, so here no import goes both ways).
import { connectionLimit } from '../../db/client';
import { getSearchCatalogue } from './search-catalogue';
import { searchMedia } from './search-media.service';
import { getPlaces } from './search-places';
import { searchProviders, type SearchDeps } from './search.service';

/**
 * Before the server listens (nothing expensive on the request path): the catalogue (vocabulary,
 * services, places) and the places of the cards, then one search of each plan (text, filters,
 * media) on every connection of the pool at once, so that connections, their catalogue caches,
 * plans and (PGlite) the WASM JIT are warm too — a new connection's first media search spent
 * 30–60 ms planning (docs/decisions/305-media-search-by-gallery-album.md).
 */
export async function warmUpSearch(deps: SearchDeps): Promise<void> {
  await Promise.all([getSearchCatalogue(deps.db), getPlaces(deps.db)]);
  const warm = async () => {
    await searchProviders(deps, { q: 'zzyzx', page: 1, size: 10 });
    await searchProviders(deps, { c: 'feeding', page: 1, size: 10 });
    await searchMedia(deps, { q: 'zzyzx', page: 1, size: 10 });
  };
  // The chains start together, so the pool opens all its connections; a released connection is
  // the next one handed out (pg-pool keeps its idle clients last in, first out), so each chain
  // keeps its own.
  await Promise.all(Array.from({ length: connectionLimit(deps.db) }, warm));
}
