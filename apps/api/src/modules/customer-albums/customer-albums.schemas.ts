// Customers' own albums ("Mis álbumes"): bodies, params and responses.
import { z } from 'zod';
import { IdSchema, dataEnvelope, listEnvelope } from '@eventos/domain';
import { MediaOutSchema } from '../media';

export const CUSTOMER_ALBUM_NAME_MAX = 60;
export const CUSTOMER_ALBUMS_MAX = 100;
export const CUSTOMER_ALBUM_ITEMS_MAX = 500;

export const CUSTOMER_ALBUM_MESSAGES = {
  nameRequired: 'Ingresa un nombre para el álbum',
  nameMax: `El nombre puede tener como máximo ${CUSTOMER_ALBUM_NAME_MAX} caracteres`,
  notFound: 'Álbum no encontrado',
  mediaNotFound: 'Foto o video no encontrado',
  albumsMax: `Puedes crear como máximo ${CUSTOMER_ALBUMS_MAX} álbumes`,
  itemsMax: `Un álbum puede tener como máximo ${CUSTOMER_ALBUM_ITEMS_MAX} fotos y videos`,
} as const;

export const CustomerAlbumNameSchema = z
  .string({ error: CUSTOMER_ALBUM_MESSAGES.nameRequired })
  .trim()
  .normalize('NFC')
  .min(1, CUSTOMER_ALBUM_MESSAGES.nameRequired)
  .max(CUSTOMER_ALBUM_NAME_MAX, CUSTOMER_ALBUM_MESSAGES.nameMax);

/** POST /me/albums: a name, and optionally the first photo or video to save in it. */
export const CreateCustomerAlbumSchema = z.object({ name: CustomerAlbumNameSchema, media_id: IdSchema.optional() });
export const RenameCustomerAlbumSchema = z.object({ name: CustomerAlbumNameSchema });
export const CustomerAlbumItemSchema = z.object({ media_id: IdSchema });

export const CustomerAlbumParamsSchema = z.object({ id: IdSchema });
export const CustomerAlbumItemParamsSchema = z.object({ id: IdSchema, mediaId: IdSchema });

export const CustomerAlbumOutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items_count: z.number().int(),
  /** The first photo or video of the album (for the album card), or null when empty. */
  cover: MediaOutSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerAlbumOut = z.infer<typeof CustomerAlbumOutSchema>;

export const CustomerAlbumDetailSchema = CustomerAlbumOutSchema.extend({ items: z.array(MediaOutSchema) });

export const CustomerAlbumEnvelope = dataEnvelope(CustomerAlbumOutSchema);
export const CustomerAlbumDetailEnvelope = dataEnvelope(CustomerAlbumDetailSchema);
export const CustomerAlbumListEnvelope = listEnvelope(CustomerAlbumOutSchema);
