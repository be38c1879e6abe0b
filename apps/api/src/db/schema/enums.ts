import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

// Allowed values of the text "enum" columns, mirrored from @eventos/domain (enums.ts) so the schema
// has no runtime dependency (drizzle-kit loads these files on its own). CHECK constraints use them.
// enums.test.ts fails when one of them differs from the domain's (one source).
export const LOCATION_TYPE_VALUES = ['department', 'province', 'district'] as const;
export const SERVICE_GROUP_VALUES = [
  'locals',
  'feeding',
  'audiovisual',
  'animation',
  'dressing',
  'planning',
  'setting',
  'structures',
  'coming_soon',
] as const;
export const EVENT_TYPE_GROUP_VALUES = ['social', 'corporate', 'marketing', 'political'] as const;
export const PLAN_VALUES = ['basic', 'business'] as const;
export const GENDER_VALUES = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const MEDIA_TYPE_VALUES = ['photo', 'video'] as const;
export const MEDIA_VISIBILITY_VALUES = ['public', 'private'] as const;
export const ALBUM_KIND_VALUES = ['gallery', 'covers'] as const;
export const LIKE_TARGET_VALUES = ['media', 'provider'] as const;
export const RATING_CRITERION_VALUES = [
  'price',
  'experience',
  'quality',
  'punctuality',
  'kindly',
  'advisory',
] as const;
export const REVIEW_STATUS_VALUES = ['published', 'hidden', 'cancelled'] as const;
export const REVIEW_KIND_VALUES = ['verified', 'invited'] as const;
export const USER_EVENT_STATUS_VALUES = ['visible', 'hidden', 'expired'] as const;
export const QUOTATION_STATUS_VALUES = [
  'delivered',
  'opened',
  'liked',
  'accepted',
  'discarded',
  'upgraded',
  'archived',
] as const;
export const CURRENCY_VALUES = ['PEN', 'USD'] as const;
export const ACTOR_ROLE_VALUES = ['customer', 'provider', 'system', 'admin'] as const;
export const UPLOAD_KIND_VALUES = [
  'media',
  'logo',
  'avatar',
  'cover',
  'testimonial',
  'blog',
  'file',
] as const;
export const UPGRADE_STATUS_VALUES = ['pending', 'granted', 'rejected', 'cancelled'] as const;
export const OUTBOX_STATUS_VALUES = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export const JOB_STATUS_VALUES = ['pending', 'running', 'done', 'failed'] as const;
export const BLOG_STATUS_VALUES = ['draft', 'published', 'scheduled'] as const;

/** CHECK constraint `"column" IN ('a', 'b', …)`; values are the literals defined above. */
export function checkIn(name: string, column: string, values: readonly string[], nullable = false) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  const expr = nullable ? `"${column}" IS NULL OR "${column}" IN (${list})` : `"${column}" IN (${list})`;
  return check(name, sql.raw(expr));
}
