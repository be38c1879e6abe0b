/**
 * The albums API (a provider's gallery and covers): params, the order and flags bodies and the
 * responses. The media bodies are in media.schemas (CreateMediaSchema, UpdateMediaSchema).
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { IdSchema } from '../common/common.schemas';
import { dataEnvelope, listEnvelope } from '../pagination/pagination.schemas';
import { AlbumIdSchema, MediaItemSchema, UpdateMediaSchema } from './media.schemas';

export const AlbumParamsSchema = z.object({ albumId: AlbumIdSchema });
export const AlbumMediaParamsSchema = z.object({ albumId: AlbumIdSchema, mediaId: IdSchema });

/** PUT albums/{albumId}/order: the album's media in their new order (drag to reorder). */
export const ReorderMediaSchema = z.object({
  media_ids: z.array(IdSchema, { error: t('albums.order.invalid') }).min(1, t('albums.order.invalid')).max(1000),
});
export type ReorderMediaInput = z.infer<typeof ReorderMediaSchema>;

/** PUT albums/{albumId}/media/{mediaId}/flags: featured, top, visibility (at least one). */
export const MediaFlagsSchema = UpdateMediaSchema.pick({ featured: true, top: true, visibility: true }).refine(
  (v) => v.featured !== undefined || v.top !== undefined || v.visibility !== undefined,
  { error: t('albums.flags.empty') },
);
export type MediaFlagsInput = z.infer<typeof MediaFlagsSchema>;

/** GET albums/{albumId}. */
export const AlbumSchema = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  kind: z.string(),
  title: z.string().nullable(),
  media: z.array(MediaItemSchema),
});
export type Album = z.infer<typeof AlbumSchema>;

export const AlbumEnvelope = dataEnvelope(AlbumSchema);
export const MediaEnvelope = dataEnvelope(MediaItemSchema);
export const MediaListEnvelope = listEnvelope(MediaItemSchema);
export const EmptyTrashEnvelope = dataEnvelope(z.object({ purged: z.number().int() }));
