// A provider site's data by slug in one statement (GET providers?slug=, the page /{slug}): the row
// with its location names, and whatever relations the request asks for, built as JSON by correlated
// subqueries (docs/decisions/285-provider-site-in-one-statement.md). The current slug is looked up
// first, then an old one (provider_slug_history), in the same statement. The row comes as one JSON
// value too, not as ~40 typed columns: node-postgres and drizzle decoding each column cost more of
// the API's CPU than the rest of the request (docs/decisions/300-provider-read-cost.md).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReviewSort } from '@eventos/domain';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { providers } from '../../db/schema';
import type { CoverRow, GalleryAlbumRow, GalleryMediaRow, LocationRow, LogoRow, ReviewRow, ServiceTypeRow, TestimonialViewRow } from './provider-relations.repository';
import { coverPhotoIdSql, REVIEWS_PER_PROVIDER } from './provider-relations.repository';
import { providerColumns, type ProviderRow } from './providers.repository';
import { galleryPageParams, galleryPageSql, galleryRows, type GalleryPageJson, type GalleryPlaceholders, type MediaRow } from '../media';
import {
  publishedReviewsPage,
  reviewsPageParams,
  reviewsPageSql,
  type PublishedReviewsPage,
  type ReviewsPageJson,
  type ReviewsPagePlaceholders,
} from '../reviews';

/** Which relations to read with the row (each false one costs nothing). */
export interface SiteWants {
  logo: boolean;
  /** The share image: first business cover, else first gallery photo (withCover / columns=cover). */
  cover: boolean;
  covers: boolean;
  location: boolean;
  album: boolean;
  reviews: boolean;
  testimonials: boolean;
}

/**
 * Pages a server render of the site shows, read by the same statement (ADR 338): the gallery's first
 * page of photos (`providers/{id}/media?media_type=photo&page=1&size=`) and a page of the published
 * reviews (`providers/{id}/reviews?sort=&page=&size=`).
 */
export interface SitePages {
  gallery?: { size: number } | undefined;
  reviews?: { sort: ReviewSort; page: number; size: number } | undefined;
}

/** A review as the statement returns it: the date as JSON text, turned into a Date below. */
type ReviewJson = Omit<ReviewRow, 'created_at'> & { created_at: string };

interface SiteJson {
  services: ServiceTypeRow[];
  response_seconds: number | null;
  logo?: LogoRow | null;
  cover?: CoverRow | null;
  covers?: CoverRow[];
  location?: LocationRow | null;
  album?: GalleryAlbumRow | null;
  covers_album_id?: number | null;
  album_media?: Array<GalleryMediaRow & { services: number[] }>;
  reviews?: ReviewJson[];
  testimonials?: TestimonialViewRow[];
  gallery?: { total: number | string; rows: GalleryPageJson };
  reviews_page?: ReviewsPageJson;
}

export interface ProviderSite {
  row: ProviderRow;
  services: ServiceTypeRow[];
  /** Median first-response time in minutes (rounded up, as loadResponseMinutes), or null. */
  response_minutes: number | null;
  /** Present when asked for (SiteWants); null when the provider has none. */
  logo?: LogoRow | null;
  cover?: CoverRow | null;
  covers?: CoverRow[];
  location?: LocationRow | null;
  /** The gallery album, its media (Business only: empty on the basic plan) and the covers album's id. */
  album?: { album: GalleryAlbumRow | null; covers_album_id: number | null; media: Array<GalleryMediaRow & { services: number[] }> };
  reviews?: ReviewRow[];
  testimonials?: TestimonialViewRow[];
  /** With SitePages.gallery: the gallery page's rows and total as findProviderGallery reads them (plan: row.plan). */
  gallery?: { rows: Array<{ row: MediaRow; services: number[] }>; total: number };
  /** With SitePages.reviews: the page as findPublishedReviewsPage reads it. */
  reviewsPage?: PublishedReviewsPage;
}

const p = providers;

/** The pages' placeholders in the site's statement (beside `slug`). */
const GALLERY_NAMES: GalleryPlaceholders = {
  limit: 'gallery_limit',
  offset: 'gallery_offset',
  media_type: 'gallery_media_type',
  featured: 'gallery_featured',
  top: 'gallery_top',
};
const REVIEWS_NAMES: ReviewsPagePlaceholders = { limit: 'reviews_limit', offset: 'reviews_offset' };
/** The site's gallery: its photos (as the web's `providerMediaQueryOptions(id, 'photo')`). */
const SITE_GALLERY = { media_type: 'photo' } as const;

/** The pages' parts of the site's JSON: each one JSON value, correlated on the site's provider id like the relations. */
function pageParts(pages: SitePages): SQL[] {
  const out: SQL[] = [];
  if (pages.gallery) {
    const gallery = galleryPageSql(SITE_GALLERY, GALLERY_NAMES);
    out.push(sql`'gallery', json_build_object('total', ${gallery.total}, 'rows', ${gallery.rows})`);
  }
  if (pages.reviews) out.push(sql`'reviews_page', ${reviewsPageSql(pages.reviews.sort, REVIEWS_NAMES)}`);
  return out;
}

function pageParams(pages: SitePages): Record<string, unknown> {
  return {
    ...(pages.gallery ? galleryPageParams(SITE_GALLERY, { limit: pages.gallery.size, offset: 0 }, GALLERY_NAMES) : {}),
    ...(pages.reviews
      ? reviewsPageParams({ limit: pages.reviews.size, offset: (pages.reviews.page - 1) * pages.reviews.size }, REVIEWS_NAMES)
      : {}),
  };
}

/** A visible photo of the provider (media `m` joined to its album `a`), as loadCoverImages reads it. */
const photoJson = sql`json_build_object('id', m.id, 'provider_id', m.provider_id, 'album_id', m.album_id, 'path', m.path,
  'thumbnail', m.thumbnail, 'sizes', m.sizes, 'width', m.width, 'height', m.height, 'aspect_ratio', m.aspect_ratio)`;
const visiblePhoto = sql`m.trashed_at IS NULL AND m.media_type = 'photo' AND m.visibility = 'public' AND m.path IS NOT NULL`;

function parts(want: SiteWants): SQL[] {
  const out: SQL[] = [
    sql`'services', (SELECT coalesce(json_agg(json_build_object('provider_id', pst.provider_id, 'id', st.id, 'type_name', st.type_name,
        'slug', st.slug, 'group', st."group", 'group_name', st.group_name) ORDER BY st.sort_order, st.id), '[]'::json)
      FROM provider_service_types pst JOIN service_types st ON st.id = pst.service_type_id WHERE pst.provider_id = ${p.id})`,
    sql`'response_seconds', (SELECT rt.median_seconds FROM provider_response_times rt WHERE rt.provider_id = ${p.id})`,
  ];
  if (want.logo) {
    out.push(sql`'logo', (SELECT json_build_object('id', u.id, 'path', u.path, 'sizes', u.sizes, 'width', u.width, 'height', u.height,
        'aspect_ratio', u.aspect_ratio) FROM uploads u WHERE u.id = ${p.logo_id})`);
  }
  if (want.cover) {
    out.push(sql`'cover', (SELECT ${photoJson} FROM media m WHERE m.id = ${coverPhotoIdSql(p.id, p.plan)})`);
  }
  if (want.covers) {
    // The covers are a Business option: none on the basic plan.
    out.push(sql`'covers', CASE WHEN ${p.plan} = 'business' THEN (SELECT coalesce(json_agg(${photoJson} ORDER BY m.sort_order, m.id), '[]'::json)
      FROM media m JOIN albums a ON a.id = m.album_id WHERE m.provider_id = ${p.id} AND ${visiblePhoto} AND a.kind = 'covers')
      ELSE '[]'::json END`);
  }
  if (want.location) {
    out.push(sql`'location', (SELECT json_build_object('id', l.id, 'code', l.code, 'name', l.name, 'type', l.type, 'parent_id', l.parent_id)
      FROM locations l WHERE l.id = ${p.location_id})`);
  }
  if (want.album) {
    out.push(
      sql`'album', (SELECT json_build_object('id', a.id, 'provider_id', a.provider_id, 'kind', a.kind) FROM albums a
        WHERE a.provider_id = ${p.id} AND a.kind = 'gallery')`,
      sql`'covers_album_id', (SELECT a.id FROM albums a WHERE a.provider_id = ${p.id} AND a.kind = 'covers')`,
      // The gallery's media (photos and videos, public, not in the trash) are a Business option.
      sql`'album_media', CASE WHEN ${p.plan} = 'business' THEN (SELECT coalesce(json_agg(json_build_object('id', m.id, 'album_id', m.album_id,
          'media_type', m.media_type, 'mime_type', m.mime_type, 'filename', m.filename, 'seo_filename', m.seo_filename,
          'description', m.description, 'external_id', m.external_id, 'path', m.path, 'thumbnail', m.thumbnail, 'sizes', m.sizes,
          'width', m.width, 'height', m.height, 'aspect_ratio', m.aspect_ratio, 'sort_order', m.sort_order, 'featured', m.featured,
          'top', m.top, 'services', (SELECT coalesce(json_agg(ms.service_type_id ORDER BY ms.service_type_id), '[]'::json)
            FROM media_service_types ms WHERE ms.media_id = m.id)) ORDER BY m.sort_order, m.id), '[]'::json)
        FROM albums a JOIN media m ON m.album_id = a.id
        WHERE a.provider_id = ${p.id} AND a.kind = 'gallery' AND m.trashed_at IS NULL AND m.visibility = 'public')
        ELSE '[]'::json END`,
    );
  }
  if (want.reviews) {
    out.push(sql`'reviews', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'provider_id', r.provider_id, 'comment', r.comment,
        'score', r.score, 'response', r.response, 'created_at', r.created_at, 'user_id', r.user_id, 'first_name', r.first_name,
        'last_name', r.last_name, 'avatar_url', r.avatar_url, 'avatar_preferred', r.avatar_preferred, 'avatar_path', r.avatar_path,
        'ratings', (SELECT coalesce(json_agg(json_build_object('criterion', rr.criterion, 'rating', rr.rating) ORDER BY rr.criterion), '[]'::json)
          FROM review_ratings rr WHERE rr.review_id = r.id)) ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
      FROM (SELECT rv.id, rv.provider_id, rv.comment, rv.score, rv.response, rv.created_at, rv.user_id, us.first_name, us.last_name,
          us.avatar_url, us.avatar_preferred, up.path AS avatar_path
        FROM reviews rv JOIN users us ON us.id = rv.user_id LEFT JOIN uploads up ON up.id = us.avatar_upload_id
        WHERE rv.provider_id = ${p.id} AND rv.status = 'published'
        ORDER BY rv.created_at DESC, rv.id DESC LIMIT ${REVIEWS_PER_PROVIDER}) r)`);
  }
  if (want.testimonials) {
    // Testimonials are a Business option: none on the basic plan.
    out.push(sql`'testimonials', CASE WHEN ${p.plan} = 'business' THEN (SELECT coalesce(json_agg(json_build_object('id', t.id,
        'customer_name', t.customer_name, 'testimonial', t.testimonial, 'company_url', t.company_url, 'photo', t.photo,
        'sort_order', t.sort_order) ORDER BY t.sort_order, t.id), '[]'::json)
      FROM testimonials t WHERE t.provider_id = ${p.id}) ELSE '[]'::json END`);
  }
  return out;
}

type ColumnKey = keyof typeof providerColumns;
type RowJson = Record<string, unknown>;

/** The timestamp columns: JSON text in the row, Date objects in ProviderRow. */
const DATE_KEYS = (Object.keys(providerColumns) as ColumnKey[]).filter((key) => providerColumns[key].dataType === 'date');

/**
 * The provider's row as one JSON object: every column of ProviderRow under its own name and the
 * names of its district, province and department (as providerFields reads them with three joins).
 */
function rowJson(): SQL {
  const fields = (Object.keys(providerColumns) as ColumnKey[]).map((key) => sql`${sql.raw(`'${key}'`)}, ${providerColumns[key]}`);
  const place = (column: SQLWrapper) => sql`(SELECT l.name FROM locations l WHERE l.id = ${column})`;
  return sql`json_build_object(${sql.join(fields, sql`, `)}, 'district', ${place(p.location_id)}, 'province', ${place(p.province_id)},
    'department', ${place(p.department_id)})`;
}

/** ProviderRow from the row's JSON: the same values as the typed columns (timestamps to Date, to the millisecond). */
function toRow(json: RowJson): ProviderRow {
  const row = { ...json };
  for (const key of DATE_KEYS) {
    const value = row[key];
    row[key] = typeof value === 'string' ? new Date(value) : null;
  }
  return row as ProviderRow;
}

const WANT_KEYS = ['logo', 'cover', 'covers', 'location', 'album', 'reviews', 'testimonials'] as const;

function siteQuery(db: Db, want: SiteWants, pages: SitePages, name: string) {
  const slug = sql.placeholder('slug');
  const target = sql`coalesce((SELECT cur.id FROM providers cur WHERE cur.slug = ${slug}),
    (SELECT h.provider_id FROM provider_slug_history h WHERE h.slug = ${slug} LIMIT 1))`;
  return db
    .select({ row: sql<RowJson | string>`${rowJson()}`, site: sql<SiteJson | string>`json_build_object(${sql.join([...parts(want), ...pageParts(pages)], sql`, `)})` })
    .from(providers)
    .where(sql`${p.id} = ${target}`)
    .prepare(name);
}

/**
 * One prepared statement per database and combination of relations (a few in practice): PostgreSQL
 * keeps its plan per connection, so a request does not plan the statement again (planning it costs
 * more than running it: ADR 285).
 */
const prepared = preparedPerDatabase<ReturnType<typeof siteQuery>>();

/**
 * The provider whose current slug is `slug`, else the one that used it before (the caller tells
 * them apart: `row.slug !== slug`), with the relations in `want` and the pages in `pages`: one
 * statement, one round trip.
 */
export async function findProviderSite(db: Db, slug: string, want: SiteWants, pages: SitePages = {}): Promise<ProviderSite | null> {
  const name = `provider_site_${WANT_KEYS.map((k) => (want[k] ? '1' : '0')).join('')}${pages.gallery ? '_g' : ''}${pages.reviews ? `_r${pages.reviews.sort}` : ''}`;
  const query = prepared(db, name, () => siteQuery(db, want, pages, name));
  const [hit] = await query.execute({ slug, ...pageParams(pages) });
  if (!hit) return null;
  const row = toRow(typeof hit.row === 'string' ? (JSON.parse(hit.row) as RowJson) : hit.row);
  const site = typeof hit.site === 'string' ? (JSON.parse(hit.site) as SiteJson) : hit.site;
  return {
    row,
    services: site.services,
    response_minutes: site.response_seconds === null ? null : Math.ceil(Number(site.response_seconds) / 60),
    ...(want.logo ? { logo: site.logo ?? null } : {}),
    ...(want.cover ? { cover: site.cover ?? null } : {}),
    ...(want.covers ? { covers: site.covers ?? [] } : {}),
    ...(want.location ? { location: site.location ?? null } : {}),
    ...(want.album ? { album: { album: site.album ?? null, covers_album_id: site.covers_album_id ?? null, media: site.album_media ?? [] } } : {}),
    ...(want.reviews ? { reviews: (site.reviews ?? []).map((r) => ({ ...r, created_at: new Date(r.created_at) })) } : {}),
    ...(want.testimonials ? { testimonials: site.testimonials ?? [] } : {}),
    ...(pages.gallery && site.gallery ? { gallery: { rows: galleryRows(site.gallery.rows), total: Number(site.gallery.total) } } : {}),
    ...(pages.reviews && site.reviews_page !== undefined ? { reviewsPage: publishedReviewsPage(row, site.reviews_page) } : {}),
  };
}
