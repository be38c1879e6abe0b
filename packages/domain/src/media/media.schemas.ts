/**
 * Provider media (SPEC §3, §7 "Albums"): album items (photos and YouTube videos), the bodies of
 * POST/PUT albums/{albumId}/media, video data, and the media list query.
 */
import { z } from '../zod';
import { MEDIA_TYPES, MEDIA_VISIBILITY } from '../enums';
import { TEXTAREA_MAX_LENGTH } from '../constants';
import { t } from '../messages/format-message';
import { IdSchema, optionalText, requiredId } from '../common/common.schemas';
import { parseYouTubeId } from '../youtube';
import { truncateVideoDescription } from './photo.rules';

/** `mime_type` of a video item (SPEC §3: "A video is stored with mime_type youtube"). */
export const VIDEO_MIME_TYPE = 'youtube';
export const SEO_FILENAME_MAX_LENGTH = 200;

/** Album id that must be set: otherwise "Album no definido" (SPEC §4). */
export const AlbumIdSchema = requiredId('media.album.undefined');

const SizeUrlsSchema = z.object({ thumbnail: z.string(), md: z.string(), hq: z.string() });
export type SizeUrls = z.infer<typeof SizeUrlsSchema>;
/** Ready-to-use URLs of every size: JPEG at the top level, WebP under `webp`. */
export const MediaSizesSchema = SizeUrlsSchema.extend({
  webp: SizeUrlsSchema.optional(),
  /** Pixel width of each JPEG/WebP size, for `srcset`. */
  widths: z.object({ thumbnail: z.number(), md: z.number(), hq: z.number() }).optional(),
});
export type MediaSizes = z.infer<typeof MediaSizesSchema>;

/**
 * A photo or YouTube video of an album as the API returns it (SPEC §3 "Media item"): storage keys
 * plus ready-to-use URLs, the flags, the like counter and the service type ids. Shared by albums,
 * provider media, likes and customer albums.
 */
export const MediaItemSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  provider_id: z.number().int(),
  media_type: z.enum(MEDIA_TYPES),
  mime_type: z.string(),
  filename: z.string(),
  seo_filename: z.string(),
  description: z.string(),
  original_filename: z.string().nullable(),
  external_id: z.string().nullable(),
  /** Storage key of the hq JPEG (photos); null for videos. */
  path: z.string().nullable(),
  /** Public URL of the hq JPEG, or the YouTube link of a video. */
  url: z.string().nullable(),
  /** Storage key of the thumbnail JPEG (photos) or the YouTube thumbnail URL (videos). */
  thumbnail: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  sizes: MediaSizesSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int().nullable(),
  aspect_ratio: z.number().nullable(),
  sort_order: z.number().int(),
  featured: z.boolean(),
  top: z.boolean(),
  visibility: z.enum(MEDIA_VISIBILITY),
  likes_count: z.number().int(),
  services: z.array(z.number().int()),
  trashed_at: z.string().nullable(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/**
 * POST albums/{albumId}/media. Photos need the CDN `path`; videos have mime_type 'youtube', the
 * link as `filename` (its id becomes `external_id`), the title as `seo_filename`, and the
 * description cut to 500 characters.
 */
export const CreateMediaSchema = z
  .object({
    album_id: AlbumIdSchema,
    mime_type: z.string().trim().min(1, t('common.field.required')).max(100),
    filename: z.string().trim().min(1, t('common.field.required')).max(2048),
    path: optionalText(1024),
    external_id: optionalText(100),
    original_filename: optionalText(255),
    seo_filename: z.string().trim().max(SEO_FILENAME_MAX_LENGTH).default(''),
    description: z.string().trim().max(5000).default(''),
    width: z.number().int().positive().nullish(),
    height: z.number().int().positive().nullish(),
    size: z.number().int().min(0).nullish(),
  })
  .superRefine((media, ctx) => {
    if (media.mime_type === VIDEO_MIME_TYPE) {
      if (!parseYouTubeId(media.filename)) {
        ctx.addIssue({ code: 'custom', path: ['filename'], message: t('media.video.url') });
      }
    } else {
      if (!media.path) ctx.addIssue({ code: 'custom', path: ['path'], message: t('common.field.required') });
      if (media.description.length > TEXTAREA_MAX_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: t('textarea.value.max', { max: TEXTAREA_MAX_LENGTH }),
        });
      }
    }
  })
  .overwrite((media) =>
    media.mime_type === VIDEO_MIME_TYPE
      ? {
          ...media,
          external_id: parseYouTubeId(media.filename),
          description: truncateVideoDescription(media.description),
        }
      : media,
  );
export type CreateMediaInput = z.infer<typeof CreateMediaSchema>;

/** PUT albums/{albumId}/media/{mediaId}. `services` are service type ids. */
export const UpdateMediaSchema = z.object({
  media_id: IdSchema.optional(),
  seo_filename: z.string().trim().max(SEO_FILENAME_MAX_LENGTH).optional(),
  description: z
    .string()
    .trim()
    .max(TEXTAREA_MAX_LENGTH, t('textarea.value.max', { max: TEXTAREA_MAX_LENGTH }))
    .optional(),
  services: z.array(IdSchema).max(30).optional(),
  featured: z.boolean().optional(),
  top: z.boolean().optional(),
  visibility: z.enum(MEDIA_VISIBILITY).optional(),
});
export type UpdateMediaInput = z.infer<typeof UpdateMediaSchema>;

/** Video metadata shown before saving (SPEC §3 "Video data"). */
export const VideoDataSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  preview: z.string(),
  previewhq: z.string(),
});
export type VideoData = z.infer<typeof VideoDataSchema>;

/** Boolean query parameter: 'true'/'false', '1'/'0', 'yes'/'no', 'on'/'off'. */
export const QueryBooleanSchema = z.stringbool({ error: t('common.field.invalid') });

/** GET providers/{id}/media. */
export const ProviderMediaQuerySchema = z.object({
  media_type: z.enum(MEDIA_TYPES, { error: t('search.mediaType.invalid') }).optional(),
  featured: QueryBooleanSchema.optional(),
  top: QueryBooleanSchema.optional(),
});
export type ProviderMediaQuery = z.infer<typeof ProviderMediaQuerySchema>;

/** DELETE albums/{albumId}/media/{mediaId}?purge=true. */
export const DeleteMediaQuerySchema = z.object({ purge: QueryBooleanSchema.default(false) });
