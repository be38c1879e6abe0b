/**
 * Users (SPEC §3, §7): the current user, PUT user/{id} (first_name, last_name, gender,
 * birth_date) and PUT user/{id}/avatar (avatar_preferred).
 */
import { z } from '../zod';
import { GENDERS, PLANS } from '../enums';
import { t } from '../messages/format-message';
import type { MessageKey } from '../messages/es';
import { isoDate, requiredText } from '../common/common.schemas';
import { limaToday } from '../dates';

export const NAME_MAX_LENGTH = 60;
export const BIRTH_DATE_MIN = '1900-01-01';

/** Letters of any language (accents, ñ), spaces, apostrophes, dots and hyphens. */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

/** A person's first or last name. */
export function personName(requiredKey: MessageKey) {
  return requiredText(requiredKey)
    .max(NAME_MAX_LENGTH, t('users.name.max', { max: NAME_MAX_LENGTH }))
    .regex(PERSON_NAME, t('users.name.invalid'));
}

/** Birth date 'YYYY-MM-DD', not in the future (Lima) and not before 1900. */
export const BirthDateSchema = isoDate('users.birth_date.invalid')
  .refine((d) => d >= BIRTH_DATE_MIN, t('users.birth_date.min'))
  .refine((d) => d <= limaToday(), t('users.birth_date.future'));

export const GenderSchema = z.enum(GENDERS, { error: t('users.gender.invalid') });

export const UpdateUserSchema = z.object({
  first_name: personName('users.first_name.required'),
  last_name: personName('users.last_name.required'),
  gender: GenderSchema.nullish(),
  birth_date: BirthDateSchema.nullish(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

/**
 * PUT user/{id}/avatar. `avatar_preferred` is the picture the user chose among theirs: the URL of
 * a social identity's picture or the CDN path of an uploaded avatar (the API checks it is theirs).
 */
export const UpdateAvatarSchema = z.object({
  avatar_preferred: requiredText('users.avatar_preferred.required').max(2048),
});
export type UpdateAvatarInput = z.infer<typeof UpdateAvatarSchema>;

/** Provider summary carried by the user (SPEC §6: "user object carries a provider"). */
export const UserProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  company_name: z.string(),
  plan: z.enum(PLANS),
});
export type UserProvider = z.infer<typeof UserProviderSchema>;

/** GET /api/v1/user. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  avatar_preferred: z.string().nullable(),
  gender: GenderSchema.nullable(),
  birth_date: z.string().nullable(),
  provider: UserProviderSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** The avatar a user shows: the social provider's picture or the one they uploaded. */
export const AVATAR_CHOICES = ['social', 'uploaded'] as const;
export type AvatarChoice = (typeof AVATAR_CHOICES)[number];

/**
 * The user as the API shows it (GET /api/v1/user and friends): the user plus the avatar choices and
 * the admin flag. avatar_preferred is 'social' | 'uploaded' on the wire (stored as 'social' | 'upload').
 */
export const UserViewSchema = UserSchema.extend({
  avatar_preferred: z.enum(AVATAR_CHOICES),
  /** Picture from the social provider (absolute URL) or null. */
  avatar_social: z.string().nullable(),
  /** Uploaded avatar (CDN URL of the hq image) or null. */
  avatar_uploaded: z.string().nullable(),
  /** Small version of the uploaded avatar (thumbnail). */
  avatar_uploaded_thumbnail: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type UserView = z.infer<typeof UserViewSchema>;
