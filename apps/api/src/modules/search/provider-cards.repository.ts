// Provider cards of a search page in one prepared query for all the ids: the service type names,
// the logo (uploads) and the cover — the first photo of the covers album (business plan) or else of
// the gallery, as on the provider site, kept in each album by triggers (ADR 391); the names of the
// district, province and department come from the cached catalogue of places (search-places.ts).
import { eq, sql } from 'drizzle-orm';
import { alwaysGenericPlan, type Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { providers, uploads, type ImageSizesJson } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { coverPhotoIdSql, toImageOut } from '../providers';
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

const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function image(storage: Storage, raw: ImageColumns | string | null): ImageOut | null {
  const row = parse(raw);
  if (!row?.path) return null;
  return toImageOut(storage, { ...row, path: row.path, sizes: parse(row.sizes) });
}

function cardsQuery(db: Db) {
  // The same plan for any page of ids: planned once on PGlite (ADR 321).
  alwaysGenericPlan(db, 'search_provider_cards');
  const logo = sql<ImageColumns | string | null>`CASE WHEN ${uploads.id} IS NOT NULL THEN json_build_object('id', ${uploads.id},
      'path', ${uploads.path}, 'thumbnail', NULL, 'sizes', ${uploads.sizes}, 'width', ${uploads.width},
      'height', ${uploads.height}, 'aspect_ratio', ${uploads.aspect_ratio}) END`;
  return db
    .select({
      id: providers.id,
      slug: providers.slug,
      company_name: providers.company_name,
      plan: providers.plan,
      reviews_score: providers.reviews_score,
      reviews_number: providers.reviews_number,
      response_seconds: sql<number | null>`(SELECT median_seconds FROM provider_response_times rt WHERE rt.provider_id = ${providers.id})`,
      location_id: providers.location_id,
      province_id: providers.province_id,
      department_id: providers.department_id,
      services: sql<string[] | null>`(SELECT array_agg(st.type_name ORDER BY st."group", st.sort_order)
        FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id
        WHERE pst.provider_id = ${providers.id})`,
      logo,
      // The photo that represents the provider (coverPhotoIdSql: each album's first photo kept by
      // triggers, ADR 391), by its primary key: no album's media read and sorted.
      cover: sql<ImageColumns | string | null>`(SELECT json_build_object('id', c.id, 'path', c.path, 'thumbnail', c.thumbnail,
          'sizes', c.sizes, 'width', c.width, 'height', c.height, 'aspect_ratio', c.aspect_ratio)
        FROM media c WHERE c.id = ${coverPhotoIdSql(providers.id, providers.plan)})`,
    })
    .from(providers)
    .leftJoin(uploads, eq(uploads.id, providers.logo_id))
    .where(sql`${providers.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('search_provider_cards');
}

/** One prepared statement per database (its plan is cached by the server: ids only change). */
const prepared = preparedPerDatabase<ReturnType<typeof cardsQuery>>();

/** Cards for `ids`, in the order of `ids` (missing ids are skipped). Place names from the cached catalogue. */
export async function loadProviderCards(db: Db, storage: Storage, ids: number[]): Promise<ProviderCard[]> {
  if (ids.length === 0) return [];
  const query = prepared(db, 'search_provider_cards', () => cardsQuery(db));
  const [rows, places] = await Promise.all([query.execute({ ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` }), getPlaces(db)]);
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
