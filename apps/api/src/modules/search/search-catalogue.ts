// What provider search knows about the catalogue, loaded with one round of queries per database
// and kept in the process: the typo vocabulary (catalogue words and the words of company names),
// the service types and groups (names, order, the
// stems query understanding compares), and Peru's places (lineage and number of providers); the
// words of company names are read from provider_name_words, kept by triggers (migration 0017). It is
// loaded when the API starts (search-warm-up.ts's warmUpSearch) — the reads are in
// search-catalogue.repository.ts — and refreshed in the background every
// CATALOGUE_TTL_MS, so no search ever waits for it after start-up.
import { normalizeSearchText } from '@eventos/domain';
import type { Db } from '../../db/client';
import { serviceStems, stemEs, type CataloguePlace, type UnderstandingCatalogue } from './query-understanding';
import { companyNameWords, readCataloguePlaces, readEventTypeNames, readServiceTypes, type ServiceTypeRow } from './search-catalogue.repository';
import { buildVocabulary } from './search-vocabulary';

export const CATALOGUE_TTL_MS = 10 * 60_000;

/** A service type as search knows it (its row of the catalogue). */
export type ServiceInfo = ServiceTypeRow;

export interface PlaceInfo {
  id: number;
  type: 'department' | 'province' | 'district';
  province_id: number | null;
  department_id: number | null;
}

export interface SearchCatalogue extends UnderstandingCatalogue {
  serviceList: ServiceInfo[];
  serviceBySlug: Map<string, ServiceInfo>;
  serviceById: Map<number, ServiceInfo>;
  /** group → its name and its facet number (search_group_facet in migration 0014). */
  groupInfo: Map<string, { group_name: string; facet: number }>;
  groupByFacet: Map<number, string>;
  placeById: Map<number, PlaceInfo>;
}

/** The facet number of a group, as search_group_facet() computes it (migration 0014). */
export const GROUP_FACET_ORDER = ['locals', 'feeding', 'audiovisual', 'animation', 'dressing', 'planning', 'setting', 'structures', 'coming_soon'];
export const groupFacet = (group: string) => -(GROUP_FACET_ORDER.indexOf(group) + 1 || 99);

async function loadCatalogue(db: Db): Promise<SearchCatalogue> {
  const [services, events, places, nameWords] = await Promise.all([
    readServiceTypes(db),
    readEventTypeNames(db),
    readCataloguePlaces(db),
    companyNameWords(db),
  ]);
  const serviceList = services.map((s) => ({ ...s, id: Number(s.id), sort_order: Number(s.sort_order) }));
  const groupInfo = new Map<string, { group_name: string; facet: number }>();
  for (const s of serviceList) if (!groupInfo.has(s.group)) groupInfo.set(s.group, { group_name: s.group_name, facet: groupFacet(s.group) });
  const placeIndex = new Map<string, CataloguePlace[]>();
  const placeById = new Map<number, PlaceInfo>();
  let placeWords = 1;
  for (const p of places) {
    const type = p.type as PlaceInfo['type'];
    const id = Number(p.id);
    placeById.set(id, { id, type, province_id: p.province_id === null ? null : Number(p.province_id), department_id: p.department_id === null ? null : Number(p.department_id) });
    const key = normalizeSearchText(p.name).split(/[^a-z0-9]+/).filter(Boolean).join(' ');
    if (!key) continue;
    placeWords = Math.max(placeWords, key.split(' ').length);
    const list = placeIndex.get(key) ?? [];
    list.push({ id, type, providers: Number(p.providers ?? 0), lima: String(p.code).startsWith('15') });
    placeIndex.set(key, list);
  }
  const catalogueTexts = [
    ...serviceList.map((s) => `${s.type_name} ${s.group_name}`),
    ...events,
    ...places.map((p) => p.name),
  ];
  // A misspelt company name is corrected like a catalogue word.
  return {
    vocabulary: buildVocabulary([...catalogueTexts, ...nameWords]),
    services: serviceList.map((s) => ({ id: s.id, slug: s.slug, group: s.group, stems: serviceStems(s.type_name) })),
    groups: [...groupInfo].map(([group, info]) => ({ group, stem: stemEs(normalizeSearchText(info.group_name)) })),
    places: placeIndex,
    placeWords,
    serviceList,
    serviceBySlug: new Map(serviceList.map((s) => [s.slug, s])),
    serviceById: new Map(serviceList.map((s) => [s.id, s])),
    groupInfo,
    groupByFacet: new Map([...groupInfo].map(([group, info]) => [info.facet, group])),
    placeById,
  };
}

const cache = new WeakMap<Db, { at: number; catalogue: Promise<SearchCatalogue>; refreshing: boolean }>();

/**
 * The catalogue of `db`: loaded once, then served from memory; after CATALOGUE_TTL_MS the next
 * call still gets the loaded one while a fresh copy loads in the background.
 */
export function getSearchCatalogue(db: Db, now = Date.now()): Promise<SearchCatalogue> {
  const hit = cache.get(db);
  if (!hit) {
    const catalogue = loadCatalogue(db);
    const entry = { at: now, catalogue, refreshing: false };
    cache.set(db, entry);
    catalogue.catch(() => cache.delete(db));
    return catalogue;
  }
  if (now - hit.at >= CATALOGUE_TTL_MS && !hit.refreshing) {
    hit.refreshing = true;
    loadCatalogue(db).then(
      (fresh) => cache.set(db, { at: Date.now(), catalogue: Promise.resolve(fresh), refreshing: false }),
      () => {
        hit.refreshing = false;
      },
    );
  }
  return hit.catalogue;
}

/** Forgets the loaded catalogue (tests that change service types or places). */
export function forgetSearchCatalogue(db: Db): void {
  cache.delete(db);
}
