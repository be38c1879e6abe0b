/**
 * "Me gusta" of the signed-in user, as `/micuenta` lists them (GET /api/v1/user/likes): the
 * providers and the photos and videos they liked, newest first, with what is needed to show and
 * open each one. Media no longer public (private or in the trash) and removed providers are left out.
 */
import { z } from '../zod';
import { dataEnvelope } from '../pagination/pagination.schemas';
import { MEDIA_TYPES } from '../enums';

export const MyLikedProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  company_name: z.string(),
  /** Public URL of the logo's thumbnail, or null. */
  logo_url: z.string().nullable(),
  district: z.string().nullable(),
  department: z.string().nullable(),
  likes_count: z.number().int(),
  liked_at: z.string(),
});
export type MyLikedProvider = z.infer<typeof MyLikedProviderSchema>;

export const MyLikedMediaSchema = z.object({
  id: z.number().int(),
  media_type: z.enum(MEDIA_TYPES),
  /** The title (seo_filename) or ''. */
  title: z.string(),
  /** Public URL of the thumbnail (stored JPEG, or YouTube's picture of a linked video). */
  thumbnail_url: z.string().nullable(),
  /** YouTube id of a video. */
  external_id: z.string().nullable(),
  aspect_ratio: z.number().nullable(),
  likes_count: z.number().int(),
  provider: z.object({ id: z.number().int(), slug: z.string(), company_name: z.string() }),
  liked_at: z.string(),
});
export type MyLikedMedia = z.infer<typeof MyLikedMediaSchema>;

export const MyLikesSchema = z.object({
  providers: z.array(MyLikedProviderSchema),
  media: z.array(MyLikedMediaSchema),
});
export type MyLikes = z.infer<typeof MyLikesSchema>;

export const MyLikesEnvelope = dataEnvelope(MyLikesSchema);
export type MyLikesResponse = z.infer<typeof MyLikesEnvelope>;
