/**
 * "Me gusta" of the signed-in user, as `/micuenta` lists them (GET /api/v1/user/likes): the
 * providers and the photos and videos they liked, newest first, with what is needed to show and
 * open each one. Media no longer public (private or in the trash) and removed providers are left out.
 */
import { z } from '../zod';
import { dataEnvelope, listEnvelope } from '../pagination/pagination.schemas';
import { MEDIA_TYPES } from '../enums';
import { t } from '../messages/format-message';
import { IdSchema } from '../common/common.schemas';

// ── "Me gusta" on photos, videos and providers (POST /likes, DELETE /likes/…, GET /likes) ──

export const LIKE_TARGET_TYPES = ['media', 'provider'] as const;
export type LikeTargetType = (typeof LIKE_TARGET_TYPES)[number];

export const LikeTargetTypeSchema = z.enum(LIKE_TARGET_TYPES, { error: t('likes.target_type.invalid') });

/** POST /likes and DELETE /likes/:target_type/:target_id. */
export const LikeTargetSchema = z.object({ target_type: LikeTargetTypeSchema, target_id: IdSchema });
export type LikeTarget = z.infer<typeof LikeTargetSchema>;

export const LikesQuerySchema = z.object({ target_type: LikeTargetTypeSchema.optional() });

/** The target's like state after a like or an unlike. */
export const LikeStateSchema = z.object({
  target_type: LikeTargetTypeSchema,
  target_id: z.number().int(),
  liked: z.boolean(),
  likes_count: z.number().int(),
});
export type LikeState = z.infer<typeof LikeStateSchema>;

/** One of the signed-in user's likes (GET /likes). */
export const LikeEntrySchema = z.object({
  target_type: LikeTargetTypeSchema,
  target_id: z.number().int(),
  created_at: z.string(),
});
export type LikeEntry = z.infer<typeof LikeEntrySchema>;

export const LikeStateEnvelope = dataEnvelope(LikeStateSchema);
export const LikeListEnvelope = listEnvelope(LikeEntrySchema);

// ── The /micuenta list (GET /api/v1/user/likes) ──

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
