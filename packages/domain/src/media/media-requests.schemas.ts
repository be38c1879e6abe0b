/** Requests of the media API that are not the album forms: the public gallery and the video lookup. */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { PageSchema, PageSizeSchema } from '../pagination/pagination.schemas';
import { ProviderMediaQuerySchema } from './media.schemas';

/** GET providers/{id}/media: the gallery's filters and page. */
export const ProviderMediaListQuerySchema = ProviderMediaQuerySchema.extend({ page: PageSchema, size: PageSizeSchema });
export type ProviderMediaListQuery = z.infer<typeof ProviderMediaListQuerySchema>;

/** GET videos/metadata: a YouTube link or a video id. */
export const VideoMetadataQuerySchema = z.object({
  url: z.string().trim().max(2048, t('media.video.url')).optional(),
  id: z.string().trim().max(64, t('media.video.url')).optional(),
});
export type VideoMetadataQuery = z.infer<typeof VideoMetadataQuerySchema>;
