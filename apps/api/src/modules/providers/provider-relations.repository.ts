// Related data of providers, loaded in batches (one query per relation for any number of
// providers): logo, cover, services, location, gallery album, covers, reviews, testimonials.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ImageSizesJson } from '../../db/schema';
import {
  albums,
  locations,
  media,
  mediaServiceTypes,
  providerServiceTypes,
  providers,
  reviewRatings,
  reviews,
  serviceTypes,
  testimonials,
  uploads,
  users,
} from '../../db/schema';

export const REVIEWS_PER_PROVIDER = 50;

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** What a provider's view shows of its logo (an upload). */
export interface LogoRow {
  id: number;
  path: string;
  sizes: ImageSizesJson | null;
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
}

export async function loadUploads(db: Db, ids: number[]): Promise<Map<number, LogoRow>> {
  if (ids.length === 0) return new Map<number, LogoRow>();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const photoColumns = {
  id: media.id,
  provider_id: media.provider_id,
  album_id: media.album_id,
  path: media.path,
  thumbnail: media.thumbnail,
  sizes: media.sizes,
  width: media.width,
  height: media.height,
  aspect_ratio: media.aspect_ratio,
};

const visiblePhoto = and(
  isNull(media.trashed_at),
  eq(media.media_type, 'photo'),
  eq(media.visibility, 'public'),
  sql`${media.path} is not null`,
);

/**
 * The id of the photo that represents a provider (`providerId` and `plan`: its row's columns): the
 * first photo of its covers album on the business plan, else of its gallery — each album's first
 * public photo with a file in (sort_order, id) order, kept by the triggers of migration 0027
 * (albums.first_photo_id, ADR 391), read by albums_provider_kind_key. The one source of the rule
 * for the search cards, the site's share image and the provider views.
 */
export function coverPhotoIdSql(providerId: SQLWrapper, plan: SQLWrapper): SQL<number | null> {
  return sql<number | null>`coalesce(
    CASE WHEN ${plan} = 'business' THEN (SELECT cover_album.first_photo_id FROM albums cover_album
      WHERE cover_album.provider_id = ${providerId} AND cover_album.kind = 'covers') END,
    (SELECT cover_album.first_photo_id FROM albums cover_album WHERE cover_album.provider_id = ${providerId} AND cover_album.kind = 'gallery'))`;
}

/** The image that represents each provider: first cover (business plan) or first gallery photo. */
export async function loadCoverImages(db: Db, providerIds: number[]) {
  if (providerIds.length === 0) return new Map<number, CoverRow>();
  const rows = await db
    .select(photoColumns)
    .from(providers)
    .innerJoin(media, eq(media.id, coverPhotoIdSql(providers.id, providers.plan)))
    .where(inArray(providers.id, providerIds));
  return new Map(rows.map((r) => [r.provider_id, r as CoverRow]));
}
export type CoverRow = {
  id: number;
  provider_id: number;
  album_id: number;
  path: string | null;
  thumbnail: string | null;
  sizes: (typeof media.$inferSelect)['sizes'];
  width: number | null;
  height: number | null;
  aspect_ratio: number | null;
};

/** Photos of the covers album (business plan only), in order. */
export async function loadCovers(db: Db, providerIds: number[]) {
  if (providerIds.length === 0) return new Map<number, CoverRow[]>();
  const rows = await db
    .select(photoColumns)
    .from(media)
    .innerJoin(albums, eq(albums.id, media.album_id))
    .innerJoin(providers, eq(providers.id, media.provider_id))
    .where(
      and(inArray(media.provider_id, providerIds), visiblePhoto, eq(albums.kind, 'covers'), eq(providers.plan, 'business')),
    )
    .orderBy(asc(media.sort_order), asc(media.id));
  return groupBy(rows as CoverRow[], (r) => r.provider_id);
}

export async function loadServiceTypes(db: Db, providerIds: number[]) {
  if (providerIds.length === 0) return new Map<number, ServiceTypeRow[]>();
  const rows = await db
    .select({
      provider_id: providerServiceTypes.provider_id,
      id: serviceTypes.id,
      type_name: serviceTypes.type_name,
      slug: serviceTypes.slug,
      group: serviceTypes.group,
      group_name: serviceTypes.group_name,
    })
    .from(providerServiceTypes)
    .innerJoin(serviceTypes, eq(serviceTypes.id, providerServiceTypes.service_type_id))
    .where(inArray(providerServiceTypes.provider_id, providerIds))
    .orderBy(asc(serviceTypes.sort_order), asc(serviceTypes.id));
  return groupBy(rows, (r) => r.provider_id);
}
export type ServiceTypeRow = {
  provider_id: number;
  id: number;
  type_name: string;
  slug: string;
  group: string;
  group_name: string;
};

/** What a provider's view shows of its district. */
export interface LocationRow {
  id: number;
  code: string;
  name: string;
  type: string;
  parent_id: number | null;
}

export async function loadLocations(db: Db, ids: number[]): Promise<Map<number, LocationRow>> {
  if (ids.length === 0) return new Map<number, LocationRow>();
  const rows = await db.select().from(locations).where(inArray(locations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Gallery albums with their media (photos and videos) in the album's order, not in the trash; each
 * item's service types by id (the order provider-site.repository.ts reads them in).
 */
export async function loadGalleries(db: Db, providerIds: number[]) {
  if (providerIds.length === 0) return { albums: new Map(), coverAlbums: new Map(), media: new Map(), services: new Map() } as Galleries;
  const allAlbums = await db
    .select()
    .from(albums)
    .where(and(inArray(albums.provider_id, providerIds), inArray(albums.kind, ['gallery', 'covers'])));
  const albumRows = allAlbums.filter((a) => a.kind === 'gallery');
  const albumIds = albumRows.map((a) => a.id);
  const mediaRows = albumIds.length
    ? await db
        .select()
        .from(media)
        .where(and(inArray(media.album_id, albumIds), isNull(media.trashed_at), eq(media.visibility, 'public')))
        .orderBy(asc(media.sort_order), asc(media.id))
    : [];
  const mediaIds = mediaRows.map((m) => m.id);
  const serviceRows = mediaIds.length
    ? await db
        .select()
        .from(mediaServiceTypes)
        .where(inArray(mediaServiceTypes.media_id, mediaIds))
        .orderBy(asc(mediaServiceTypes.media_id), asc(mediaServiceTypes.service_type_id))
    : [];
  return {
    albums: new Map(albumRows.map((a) => [a.provider_id, a])),
    coverAlbums: new Map(allAlbums.filter((a) => a.kind === 'covers').map((a) => [a.provider_id, a.id])),
    media: groupBy(mediaRows, (m) => m.album_id),
    services: groupBy(serviceRows, (s) => s.media_id),
  } as Galleries;
}
/** What a provider's view shows of its gallery album. */
export interface GalleryAlbumRow {
  id: number;
  provider_id: number;
  kind: string;
}
/** What a provider's view shows of a gallery item. */
export type GalleryMediaRow = Pick<
  typeof media.$inferSelect,
  | 'id'
  | 'album_id'
  | 'media_type'
  | 'mime_type'
  | 'filename'
  | 'seo_filename'
  | 'description'
  | 'external_id'
  | 'path'
  | 'thumbnail'
  | 'sizes'
  | 'width'
  | 'height'
  | 'aspect_ratio'
  | 'sort_order'
  | 'featured'
  | 'top'
>;
export interface Galleries {
  /** provider id → its gallery album */
  albums: Map<number, GalleryAlbumRow>;
  /** provider id → id of its covers album */
  coverAlbums: Map<number, number>;
  /** album id → its media, in order */
  media: Map<number, GalleryMediaRow[]>;
  /** media id → its service types */
  services: Map<number, Array<{ service_type_id: number }>>;
}

/**
 * Published reviews (newest first, at most REVIEWS_PER_PROVIDER each) with ratings (by criterion,
 * as provider-site.repository.ts reads them) and author.
 */
export async function loadReviews(db: Db, providerIds: number[]): Promise<Map<number, ReviewRow[]>> {
  if (providerIds.length === 0) return new Map<number, ReviewRow[]>();
  const ranked = db
    .select({
      id: reviews.id,
      provider_id: reviews.provider_id,
      comment: reviews.comment,
      score: reviews.score,
      response: reviews.response,
      created_at: reviews.created_at,
      user_id: reviews.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: users.avatar_url,
      avatar_preferred: users.avatar_preferred,
      avatar_path: sql<string | null>`${uploads.path}`.as('avatar_path'),
      rn: sql<number>`row_number() over (partition by ${reviews.provider_id} order by ${reviews.created_at} desc, ${reviews.id} desc)`.as('rn'),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .leftJoin(uploads, eq(uploads.id, users.avatar_upload_id))
    .where(and(inArray(reviews.provider_id, providerIds), eq(reviews.status, 'published')))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rn} <= ${REVIEWS_PER_PROVIDER}`)
    .orderBy(desc(ranked.created_at), desc(ranked.id));
  const ratings = rows.length
    ? await db
        .select()
        .from(reviewRatings)
        .where(inArray(reviewRatings.review_id, rows.map((r) => r.id)))
        .orderBy(asc(reviewRatings.review_id), asc(reviewRatings.criterion))
    : [];
  const byReview = groupBy(ratings, (r) => r.review_id);
  const out: ReviewRow[] = rows.map(({ rn: _rn, ...r }) => ({ ...r, ratings: byReview.get(r.id) ?? [] }));
  return groupBy(out, (r) => r.provider_id);
}
export interface ReviewRow {
  id: number;
  provider_id: number;
  comment: string;
  score: number;
  response: string | null;
  created_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  avatar_preferred: string;
  avatar_path: string | null;
  ratings: Array<{ criterion: string; rating: number }>;
}

/** What a provider's view shows of a testimonial. */
export type TestimonialViewRow = Pick<typeof testimonials.$inferSelect, 'id' | 'customer_name' | 'testimonial' | 'company_url' | 'photo' | 'sort_order'>;

export async function loadTestimonials(db: Db, providerIds: number[]): Promise<Map<number, TestimonialViewRow[]>> {
  if (providerIds.length === 0) return new Map<number, TestimonialViewRow[]>();
  const rows = await db
    .select()
    .from(testimonials)
    .where(inArray(testimonials.provider_id, providerIds))
    .orderBy(asc(testimonials.sort_order), asc(testimonials.id));
  return groupBy(rows, (r) => r.provider_id);
}
