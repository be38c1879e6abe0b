/**
 * Upload bodies: the cloud file storage script service (SPEC §7, only file types Media and
 * Logotipos, else "File type invalid") and POST cdn/upload/media (path, mime_type, data base64);
 * the answers of POST cdn/upload/media and cdn/upload/pdf.
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { MediaSizesSchema } from '../media/media.schemas';

export const CLOUD_STORAGE_FILE_TYPES = ['Media', 'Logotipos'] as const;
export type CloudStorageFileType = (typeof CLOUD_STORAGE_FILE_TYPES)[number];

/** Cloud file storage POST: data, mimeType, filename, environment, filetype. */
export const CloudStorageUploadSchema = z.object({
  data: z.string().min(1),
  mimeType: z.string().trim().min(1),
  filename: z.string().trim().min(1).max(255),
  environment: z.string().trim().max(50).optional(),
  filetype: z.enum(CLOUD_STORAGE_FILE_TYPES, { error: t('cloudStorage.filetype.invalid') }),
});
export type CloudStorageUploadInput = z.infer<typeof CloudStorageUploadSchema>;

/** GET/DELETE cloud-storage/files/{fileId}. */
export const CloudFileParamsSchema = z.object({ fileId: z.string().max(64) });

/** The answer to the upload: where the file is served. */
export const CloudFileStoredSchema = z.object({ fileId: z.string(), url: z.string() });

/** A stored file's data (GET cloud-storage/files/{fileId}). */
export const CloudFileSchema = CloudFileStoredSchema.extend({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  filetype: z.enum(CLOUD_STORAGE_FILE_TYPES),
  environment: z.string(),
  created_at: z.string(),
});
export type CloudFile = z.infer<typeof CloudFileSchema>;

/** Destination folders of cdn/upload/media: photos to media/{albumId}, logos, avatars, message images (mensajes), blog covers (editors). */
export const CDN_MEDIA_PATH = /^(?:media\/[1-9]\d{0,9}|mensajes|logotipos|avatars|covers|testimonials|blog)$/;
export const CDN_MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/**
 * Largest image accepted, in pixels (24 MP, e.g. 6000 × 4000: any phone or camera photo). Read from
 * the header before decoding: a 50 MP image costs ~1.7 s and ~150 MB to decode.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;
/** Largest decoded upload accepted by cdn/upload/media (photos are ≤ 1920 px after resizing). */
export const CDN_MEDIA_MAX_MB = 10;
export const CDN_MEDIA_MAX_BYTES = CDN_MEDIA_MAX_MB * 1024 * 1024;

/** Album folder of a photo upload: cdnMediaPath(12) → 'media/12'. */
export function cdnMediaPath(albumId: number): string {
  return `media/${albumId}`;
}

/** POST cdn/upload/media form fields. `data` is base64, optionally as a data URL. */
export const CdnUploadMediaSchema = z.object({
  path: z.string().trim().regex(CDN_MEDIA_PATH, t('cdn.path.invalid')),
  mime_type: z.enum(CDN_MEDIA_MIME_TYPES, { error: t('cdn.mime_type.invalid') }),
  data: z
    .string()
    .min(1, t('common.field.required'))
    .max(Math.ceil((CDN_MEDIA_MAX_BYTES * 4) / 3) + 100, t('common.request.tooLarge')),
});
export type CdnUploadMediaInput = z.infer<typeof CdnUploadMediaSchema>;

/** The fields of a multipart cdn/upload/media, whose image is the file part (not `data`). */
export const CdnUploadFieldsSchema = CdnUploadMediaSchema.omit({ data: true });

/** DELETE cdn/delete: the folder and the file name of an upload. */
export const CdnDeleteQuerySchema = z.object({
  path: z.string().trim().min(1).max(400),
  filename: z.string().trim().min(1).max(200),
});

/** Cache purge of one of our CDN URLs. */
export const CdnPurgeQuerySchema = z.object({ url: z.string().trim().min(1).max(2048) });

/** Upload result: id and url from the CDN (SPEC §3). */
export const UploadResultSchema = z.object({ id: z.union([z.number().int(), z.string()]), url: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * POST cdn/upload/media `data`: the stored image. `path` (the hq JPEG), `thumbnail` and `sizes`
 * are storage keys (the shape of a media item's sizes), `url` the public URL of `path`.
 */
export const CdnUploadedImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  path: z.string(),
  thumbnail: z.string(),
  sizes: MediaSizesSchema,
  width: z.number().int(),
  height: z.number().int(),
  aspect_ratio: z.number(),
  size: z.number().int(),
  mime_type: z.string(),
  /** Formats whose three sizes are stored now ('jpeg', and 'webp' when made in the request). */
  formats_ready: z.array(z.enum(['jpeg', 'webp'])),
  /** Formats the worker is still making (the 'images.variants' job; `sizes.webp` appears then). */
  formats_pending: z.array(z.literal('webp')),
});
export type CdnUploadedImage = z.infer<typeof CdnUploadedImageSchema>;

/** POST cdn/upload/pdf `data`: the stored document; `path` is its storage key. */
export const CdnUploadedDocumentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  path: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type CdnUploadedDocument = z.infer<typeof CdnUploadedDocumentSchema>;

/** The CDN's answer: the stored file as `data`, and its id and url at the top (SPEC §7: → id, url). */
const cdnAnswer = <T extends z.ZodObject<{ id: z.ZodNumber; url: z.ZodString }>>(data: T) =>
  z.object({ data, id: z.number().int(), url: z.string() });
export const CdnUploadMediaResponseSchema = cdnAnswer(CdnUploadedImageSchema);
export const CdnUploadPdfResponseSchema = cdnAnswer(CdnUploadedDocumentSchema);
