// Bodies and responses of the likes API ("Me gusta" on photos, videos and providers).
import { z } from 'zod';
import { IdSchema, dataEnvelope, listEnvelope } from '@eventos/domain';

export const LIKE_TARGET_TYPES = ['media', 'provider'] as const;
export type LikeTargetType = (typeof LIKE_TARGET_TYPES)[number];

export const LIKE_MESSAGES = {
  targetType: 'El tipo debe ser media o provider',
  mediaNotFound: 'Foto o video no encontrado',
  providerNotFound: 'Proveedor no encontrado',
} as const;

export const LikeTargetTypeSchema = z.enum(LIKE_TARGET_TYPES, { error: LIKE_MESSAGES.targetType });

/** POST /likes and DELETE /likes/:target_type/:target_id. */
export const LikeTargetSchema = z.object({ target_type: LikeTargetTypeSchema, target_id: IdSchema });
export type LikeTarget = z.infer<typeof LikeTargetSchema>;

export const LikesQuerySchema = z.object({ target_type: LikeTargetTypeSchema.optional() });

export const LikeStateSchema = z.object({
  target_type: LikeTargetTypeSchema,
  target_id: z.number().int(),
  liked: z.boolean(),
  likes_count: z.number().int(),
});

export const LikeItemSchema = z.object({
  target_type: LikeTargetTypeSchema,
  target_id: z.number().int(),
  created_at: z.string(),
});

export const LikeStateEnvelope = dataEnvelope(LikeStateSchema);
export const LikeListEnvelope = listEnvelope(LikeItemSchema);
