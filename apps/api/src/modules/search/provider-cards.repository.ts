// Provider cards of a search page: the SQL function provider_search_cards (migration 0027, ADR 392)
// builds them for all the ids at once — the service type names, the logo (uploads) and the cover
// (the first photo of the covers album on the business plan, else of the gallery, kept in each
// album by triggers: ADR 391). On PostgreSQL the search engine's statement calls it (the cards come
// with the page of ids: one round trip); otherwise, and for the landings, one prepared statement
// calls it. The names of the district, province and department come from the cached catalogue of
// places (search-places.ts).
import { sql } from 'drizzle-orm';
import { alwaysGenericPlan, type Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { ImageSizesJson } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { toImageOut } from '../providers';
import type { ImageOut, ProviderCard } from '@eventos/domain';
import { getPlaces } from './search-places';

/** A result card: the domain's type (the response schema the route declares). */
export type { ProviderCard };

interface ImageColumns {
  id: number | null;
  path: string | null;
  thumbnail: string | null;
  sizes: ImageSizesJson | string | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

/** One card as provider_search_cards() writes it. */
interface CardJson {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number | string;
  reviews_number: number | string;
  response_seconds: number | string | null;
  location_id: number | null;
  province_id: number | null;
  department_id: number | null;
  services: string[] | null;
  logo: ImageColumns | null;
  cover: ImageColumns | null;
}

/** The page's cards as provider_search_cards() returns them (JSON, or its text). */
export type RawCards = CardJson[] | string | null | undefined;

const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function image(storage: Storage, raw: ImageColumns | string | null): ImageOut | null {
  const row = parse(raw);
  if (!row?.path) return null;
  return toImageOut(storage, { ...row, path: row.path, sizes: parse(row.sizes) });
}

function cardsQuery(db: Db) {
  // The same plan for any page of ids: planned once on PGlite (ADR 321).
  alwaysGenericPlan(db, 'search_provider_cards');
  return db
    .select({ cards: sql<RawCards>`provider_search_cards(${sql.placeholder('ids')}::json)` })
    .from(sql`(VALUES (1)) AS page(one)`)
    .prepare('search_provider_cards');
}

/** The engine's statement's part that adds the page's cards (PostgreSQL, ADR 392): `ids` is its JSON array. */
export const cardsOfIdsSql = (ids: ReturnType<typeof sql>) => sql`provider_search_cards(${ids})`;

/** One prepared statement per database (its plan is cached by the server: ids only change). */
const prepared = preparedPerDatabase<ReturnType<typeof cardsQuery>>();

/**
 * Cards for `ids`, in the order of `ids` (missing ids are skipped): `given`, the cards the engine's
 * statement already read for them, or else read now. Place names from the cached catalogue.
 */
export async function loadProviderCards(db: Db, storage: Storage, ids: number[], given?: RawCards): Promise<ProviderCard[]> {
  if (ids.length === 0) return [];
  const read = async (): Promise<RawCards> => {
    const query = prepared(db, 'search_provider_cards', () => cardsQuery(db));
    const [row] = await query.execute({ ids: JSON.stringify(ids.map((id) => Math.trunc(id))) });
    return row?.cards;
  };
  const [raw, places] = await Promise.all([given === undefined ? read() : Promise.resolve(given), getPlaces(db)]);
  const rows = parse<CardJson[]>(raw ?? null) ?? [];
  const name = (id: number | null, type?: string) => {
    const place = id === null ? undefined : places.get(id);
    return place && (!type || place.type === type) ? place.name : null;
  };
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: Number(r.id),
        slug: r.slug,
        company_name: r.company_name,
        plan: r.plan,
        reviews_score: Number(r.reviews_score),
        reviews_number: Number(r.reviews_number),
        response_minutes: r.response_seconds == null ? null : Math.ceil(Number(r.response_seconds) / 60),
        district: name(r.location_id, 'district'),
        province: name(r.province_id),
        department: name(r.department_id),
        services: r.services ?? [],
        logo: image(storage, r.logo),
        cover: image(storage, r.cover),
      },
    ];
  });
}
