// Peru's places by id (the catalogue: 2,112 rows that never change at run time), loaded with one
// query and kept PLACES_TTL_MS per database, so result cards need no joins for place names.
import type { Db } from '../../db/client';
import { readPlaceNames } from './search-catalogue.repository';

export const PLACES_TTL_MS = 60 * 60_000;

export interface Place {
  name: string;
  type: string;
}

const cache = new WeakMap<Db, { at: number; places: Promise<Map<number, Place>> }>();

export function getPlaces(db: Db, now = Date.now()): Promise<Map<number, Place>> {
  const hit = cache.get(db);
  if (hit && now - hit.at < PLACES_TTL_MS) return hit.places;
  const places = readPlaceNames(db).then(
    (rows) => new Map(rows.map((r) => [Number(r.id), { name: r.name, type: r.type }])),
  );
  cache.set(db, { at: now, places });
  places.catch(() => cache.delete(db));
  return places;
}
