// Files stored through the Storage interface (the "CDN"): who uploaded what, where, and the
// image facts read by sharp. Media, logos, avatars, testimonials and quotation attachments point here.
import { index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { UPLOAD_KIND_VALUES, checkIn } from './enums';
import { users } from './users';

/** Storage keys of the generated image sizes (see lib/images.ts `ImageSizes`). */
export interface ImageSizesJson {
  thumbnail: string;
  md: string;
  hq: string;
  /** Absent while the worker has not made the WebP sizes yet (ADR 196). */
  webp?: { thumbnail: string; md: string; hq: string };
  widths?: { thumbnail: number; md: number; hq: number };
}

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** Main storage key (for images: the hq JPEG), e.g. 'media/12/ab12cd-hq.jpg'. */
    path: text('path').notNull(),
    /** Key prefix shared by every variant, e.g. 'media/12/ab12cd' (used by purge). */
    key_prefix: text('key_prefix').notNull(),
    mime_type: text('mime_type').notNull(),
    original_filename: text('original_filename'),
    size: integer('size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    aspect_ratio: real('aspect_ratio'),
    sizes: jsonb('sizes').$type<ImageSizesJson>(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_path_key').on(t.path),
    index('uploads_user_id_idx').on(t.user_id),
    index('uploads_key_prefix_idx').on(t.key_prefix),
    checkIn('uploads_kind_check', 'kind', UPLOAD_KIND_VALUES),
  ],
);
