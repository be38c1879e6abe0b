// Provider cards of a search page in one query for all the ids: names of the district, province
// and department, the service type names, the logo (uploads) and the cover — the first photo of
// the covers album (business plan) or else of the gallery, as on the provider site.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { ImageSizesJson } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { toImageOut } from '../providers/provider-images';
import type { ImageOut } from '../providers/providers-response.schemas';

export interface ProviderCard {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number;
  reviews_number: number;
  district: string | null;
  province: string | null;
  department: string | null;
  services: string[];
  logo: ImageOut | null;
  cover: ImageOut | null;
}

interface ImageColumns {
  id: number | null;
  path: string | null;
  thumbnail: string | null;
  sizes: ImageSizesJson | string | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

type CardRow = {
  id: number;
  slug: string;
  company_name: string;
  plan: string;
  reviews_score: number;
  reviews_number: number;
  district: string | null;
  province: string | null;
  department: string | null;
  services: string[] | null;
  logo: ImageColumns | string | null;
  cover: ImageColumns | string | null;
};

const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function image(storage: Storage, raw: ImageColumns | string | null): ImageOut | null {
  const row = parse(raw);
  if (!row?.path) return null;
  return toImageOut(storage, { ...row, path: row.path, sizes: parse(row.sizes) });
}

/** Cards for `ids`, in the order of `ids` (missing ids are skipped). */
export async function loadProviderCards(db: Db, storage: Storage, ids: number[]): Promise<ProviderCard[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}::int`), sql`, `);
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT p.id, p.slug, p.company_name, p.plan, p.reviews_score, p.reviews_number,
          CASE WHEN dl.type = 'district' THEN dl.name END AS district, pl.name AS province, dep.name AS department,
          (SELECT array_agg(st.type_name ORDER BY st."group", st.sort_order) FROM provider_service_types pst
             JOIN service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = p.id) AS services,
          CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'path', u.path, 'thumbnail', NULL, 'sizes', u.sizes,
            'width', u.width, 'height', u.height, 'aspect_ratio', u.aspect_ratio) END AS logo,
          (SELECT json_build_object('id', m.id, 'path', m.path, 'thumbnail', m.thumbnail, 'sizes', m.sizes,
                    'width', m.width, 'height', m.height, 'aspect_ratio', m.aspect_ratio)
             FROM media m JOIN albums a ON a.id = m.album_id
            WHERE m.provider_id = p.id AND m.media_type = 'photo' AND m.trashed_at IS NULL
              AND m.visibility = 'public' AND m.path IS NOT NULL AND (a.kind = 'gallery' OR p.plan = 'business')
            ORDER BY (a.kind = 'covers') DESC, m.sort_order, m.id LIMIT 1) AS cover
        FROM providers p
        LEFT JOIN locations dl ON dl.id = p.location_id
        LEFT JOIN locations pl ON pl.id = p.province_id
        LEFT JOIN locations dep ON dep.id = p.department_id
        LEFT JOIN uploads u ON u.id = p.logo_id
        WHERE p.id IN (${list})`,
  );
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
        district: r.district,
        province: r.province,
        department: r.department,
        services: r.services ?? [],
        logo: image(storage, r.logo),
        cover: image(storage, r.cover),
      },
    ];
  });
}
