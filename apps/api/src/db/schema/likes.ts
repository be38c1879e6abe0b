// Likes (polymorphic: a media item or a provider; counters kept by trigger) and customers' own
// albums ("Mis álbumes") that collect liked media.
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestamps } from './columns';
import { LIKE_TARGET_VALUES, checkIn } from './enums';
import { media } from './media';
import { users } from './users';

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'media' | 'provider'. */
    target_type: text('target_type').notNull(),
    /** media.id or providers.id (no FK: polymorphic; rows are removed by trigger when the target goes). */
    target_id: integer('target_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_user_target_key').on(t.user_id, t.target_type, t.target_id),
    index('likes_target_idx').on(t.target_type, t.target_id),
    checkIn('likes_target_type_check', 'target_type', LIKE_TARGET_VALUES),
  ],
);

export const customerAlbums = pgTable(
  'customer_albums',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('customer_albums_user_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    check('customer_albums_name_check', sql`length(btrim(name)) > 0`),
  ],
);

export const customerAlbumItems = pgTable(
  'customer_album_items',
  {
    id: serial('id').primaryKey(),
    customer_album_id: integer('customer_album_id')
      .notNull()
      .references(() => customerAlbums.id, { onDelete: 'cascade' }),
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_album_items_album_media_key').on(t.customer_album_id, t.media_id),
    index('customer_album_items_media_idx').on(t.media_id),
  ],
);
