// Provider albums (gallery and cover photos) with their media (photos and YouTube videos), a trash
// (trashed_at set) and an editable sort order; media can be tagged with service types.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { serviceTypes } from './catalogue';
import { ALBUM_KIND_VALUES, MEDIA_TYPE_VALUES, MEDIA_VISIBILITY_VALUES, checkIn } from './enums';
import { providers } from './providers';
import type { ImageSizesJson } from './uploads';
import { uploads } from './uploads';
import { users } from './users';

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** 'gallery' (photos and videos of the site) | 'covers' (cover photo carousel). */
    kind: text('kind').notNull().default('gallery'),
    title: text('title'),
    /**
     * The album's first public photo with a file, not in the trash, in (sort_order, id) order: what
     * a search card's cover reads. Kept by triggers on media and albums (migration 0027, ADR 391).
     */
    first_photo_id: integer('first_photo_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('albums_provider_kind_key').on(t.provider_id, t.kind),
    checkIn('albums_kind_check', 'kind', ALBUM_KIND_VALUES),
  ],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    album_id: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    /** Denormalised from the album for provider galleries and media search. */
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    media_type: text('media_type').notNull().default('photo'),
    /** image/jpeg, image/webp… or 'youtube' for videos. */
    mime_type: text('mime_type').notNull(),
    /** Stored file name; for videos the URL. */
    filename: text('filename').notNull().default(''),
    /** SEO title; for videos the video title. */
    seo_filename: text('seo_filename').notNull().default(''),
    description: text('description').notNull().default(''),
    original_filename: text('original_filename'),
    /** YouTube video id for videos. */
    external_id: text('external_id'),
    /** Storage key of the main image (hq JPEG); null for videos. */
    path: text('path'),
    /** Storage key of the thumbnail JPEG. */
    thumbnail: text('thumbnail'),
    sizes: jsonb('sizes').$type<ImageSizesJson>(),
    width: integer('width'),
    height: integer('height'),
    size: integer('size'),
    aspect_ratio: real('aspect_ratio'),
    sort_order: integer('sort_order').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    top: boolean('top').notNull().default(false),
    visibility: text('visibility').notNull().default('public'),
    /** Maintained by trigger from likes. */
    likes_count: integer('likes_count').notNull().default(0),
    upload_id: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when moved to the trash; null while in the album. Purge deletes the row. */
    trashed_at: tstz('trashed_at'),
    /**
     * In its provider's gallery album, and the provider listed on the Business plan: what the media
     * search can show. Kept by triggers on media, providers and albums (migration 0023, ADR 356).
     */
    gallery_listed: boolean('gallery_listed').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('media_album_sort_idx')
      .on(t.album_id, t.sort_order, t.id)
      .where(sql`${t.trashed_at} IS NULL`),
    index('media_album_trash_idx')
      .on(t.album_id, t.trashed_at.desc().nullsFirst())
      .where(sql`${t.trashed_at} IS NOT NULL`),
    index('media_provider_idx')
      .on(t.provider_id, t.media_type, t.sort_order)
      .where(sql`${t.trashed_at} IS NULL`),
    index('media_public_recent_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.trashed_at} IS NULL AND ${t.visibility} = 'public'`),
    index('media_upload_id_idx').on(t.upload_id),
    // INCLUDE (id, provider_id, media_type, likes_count, created_at) in migration 0019: the media
    // search's candidates of a provider's gallery album, index-only (docs/decisions/305-…).
    index('media_public_album_idx')
      .on(t.album_id)
      .where(sql`${t.trashed_at} IS NULL AND ${t.visibility} = 'public'`),
    checkIn('media_media_type_check', 'media_type', MEDIA_TYPE_VALUES),
    checkIn('media_visibility_check', 'visibility', MEDIA_VISIBILITY_VALUES),
  ],
);

export const mediaServiceTypes = pgTable(
  'media_service_types',
  {
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    service_type_id: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.media_id, t.service_type_id], name: 'media_service_types_pkey' }),
    index('media_service_types_service_idx').on(t.service_type_id, t.media_id),
  ],
);
