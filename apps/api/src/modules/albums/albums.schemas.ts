// Params, bodies and responses of the albums API (the shared bodies come from @eventos/domain:
// CreateMediaSchema, UpdateMediaSchema, DeleteMediaQuerySchema).
import { z } from 'zod';
import { AlbumIdSchema, IdSchema, UpdateMediaSchema, dataEnvelope, listEnvelope } from '@eventos/domain';
import { MediaOutSchema } from '../media';
import { ALBUM_MESSAGES } from './albums.messages';

export const AlbumParamsSchema = z.object({ albumId: AlbumIdSchema });
export const AlbumMediaParamsSchema = z.object({ albumId: AlbumIdSchema, mediaId: IdSchema });

/** PUT albums/{albumId}/order: the album's media in their new order (drag to reorder). */
export const ReorderMediaSchema = z.object({
  media_ids: z.array(IdSchema, { error: ALBUM_MESSAGES.orderInvalid }).min(1, ALBUM_MESSAGES.orderInvalid).max(1000),
});

/** PUT albums/{albumId}/media/{mediaId}/flags: featured, top, visibility (at least one). */
export const MediaFlagsSchema = UpdateMediaSchema.pick({ featured: true, top: true, visibility: true }).refine(
  (v) => v.featured !== undefined || v.top !== undefined || v.visibility !== undefined,
  { error: ALBUM_MESSAGES.flagsEmpty },
);

export const AlbumOutSchema = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  kind: z.string(),
  title: z.string().nullable(),
  media: z.array(MediaOutSchema),
});

export const AlbumEnvelope = dataEnvelope(AlbumOutSchema);
export const MediaEnvelope = dataEnvelope(MediaOutSchema);
export const MediaListEnvelope = listEnvelope(MediaOutSchema);
export const EmptyTrashEnvelope = dataEnvelope(z.object({ purged: z.number().int() }));
