// The search's warm-up at start (its own file: it runs both services, and the media service
// imports search.service's types, so here no import goes both ways).
import { connectionLimit } from '../../db/client';
import { getSearchCatalogue } from './search-catalogue';
import { searchMedia } from './search-media.service';
import { getPlaces } from './search-places';
import { searchProviders, type SearchDeps } from './search.service';

/**
 * Before the server listens (nothing expensive on the request path): the catalogue (vocabulary,
 * services, places) and the places of the cards, then one search of each plan (text, filters —
 * each place column —, media) on every connection of the pool at once, so that connections, their catalogue caches,
 * plans and (PGlite) the WASM JIT are warm too — a new connection's first media search spent
 * 30–60 ms planning (docs/decisions/305-media-search-by-gallery-album.md).
 */
export async function warmUpSearch(deps: SearchDeps): Promise<void> {
  const [catalogue] = await Promise.all([getSearchCatalogue(deps.db), getPlaces(deps.db)]);
  // One district (with its province and department): the filters statement has a shape per place
  // column, each prepared per connection on PostgreSQL (ADR 395).
  const district = [...catalogue.placeById.values()].find((p) => p.type === 'district' && p.province_id !== null && p.department_id !== null);
  const places = district ? [{ l: district.id }, { p: district.province_id ?? undefined }, { d: district.department_id ?? undefined }] : [];
  const warm = async () => {
    await searchProviders(deps, { q: 'zzyzx', page: 1, size: 10 });
    await searchProviders(deps, { c: 'feeding', page: 1, size: 10 });
    for (const place of places) await searchProviders(deps, { c: 'feeding', ...place, page: 1, size: 10 });
    await searchMedia(deps, { q: 'zzyzx', page: 1, size: 10 });
  };
  // The chains start together, so the pool opens all its connections; a released connection is
  // the next one handed out (pg-pool keeps its idle clients last in, first out), so each chain
  // keeps its own.
  await Promise.all(Array.from({ length: connectionLimit(deps.db) }, warm));
}
