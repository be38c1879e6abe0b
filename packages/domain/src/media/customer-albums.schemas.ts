/**
 * Customers' own albums ("Mis álbumes"): the name rule, bodies, params and responses. The web's
 * album-name dialog validates with CustomerAlbumNameSchema, the API with the bodies below.
 */
import { z } from '../zod';
import { CUSTOMER_ALBUMS_MAX, CUSTOMER_ALBUM_ITEMS_MAX, CUSTOMER_ALBUM_NAME_MAX } from '../constants';
import { t } from '../messages/format-message';
import { IdSchema } from '../common/common.schemas';
import { dataEnvelope, listEnvelope } from '../pagination/pagination.schemas';
import { MediaItemSchema } from './media.schemas';

export const CUSTOMER_ALBUM_MESSAGES = {
  nameRequired: t('albums.name.required'),
  nameMax: t('albums.name.max', { max: CUSTOMER_ALBUM_NAME_MAX }),
  notFound: t('albums.album.notFound'),
  mediaNotFound: t('albums.media.notFound'),
  albumsMax: t('albums.albums.max', { max: CUSTOMER_ALBUMS_MAX }),
  itemsMax: t('albums.items.max', { max: CUSTOMER_ALBUM_ITEMS_MAX }),
} as const;

/** An album's name: 1–60 characters after trimming. */
export const CustomerAlbumNameSchema = z
  .string({ error: CUSTOMER_ALBUM_MESSAGES.nameRequired })
  .trim()
  .normalize('NFC')
  .min(1, CUSTOMER_ALBUM_MESSAGES.nameRequired)
  .max(CUSTOMER_ALBUM_NAME_MAX, CUSTOMER_ALBUM_MESSAGES.nameMax);

/** POST /me/albums: a name, and optionally the first photo or video to save in it. */
export const CreateCustomerAlbumSchema = z.object({ name: CustomerAlbumNameSchema, media_id: IdSchema.optional() });
export type CreateCustomerAlbumInput = z.infer<typeof CreateCustomerAlbumSchema>;
export const RenameCustomerAlbumSchema = z.object({ name: CustomerAlbumNameSchema });
export const CustomerAlbumItemSchema = z.object({ media_id: IdSchema });

export const CustomerAlbumParamsSchema = z.object({ id: IdSchema });
export const CustomerAlbumItemParamsSchema = z.object({ id: IdSchema, mediaId: IdSchema });

/** "Mis álbumes": a customer's album (GET me/albums). */
export const CustomerAlbumSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items_count: z.number().int(),
  /** The first photo or video of the album (for the album card), or null when empty. */
  cover: MediaItemSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerAlbum = z.infer<typeof CustomerAlbumSchema>;

export const CustomerAlbumDetailSchema = CustomerAlbumSchema.extend({ items: z.array(MediaItemSchema) });
export type CustomerAlbumDetail = z.infer<typeof CustomerAlbumDetailSchema>;

export const CustomerAlbumEnvelope = dataEnvelope(CustomerAlbumSchema);
export const CustomerAlbumDetailEnvelope = dataEnvelope(CustomerAlbumDetailSchema);
export const CustomerAlbumListEnvelope = listEnvelope(CustomerAlbumSchema);
