// People and sign-in: users, their social identities (google/facebook/dev), rotating refresh tokens
// (grouped in families for reuse detection) and e-mail verification codes.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns';
import { GENDER_VALUES, checkIn } from './enums';
import { uploads } from './uploads';
import { providers } from './providers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    gender: text('gender'),
    birth_date: date('birth_date', { mode: 'string' }),
    /** Avatar URL given by the social provider. */
    avatar_url: text('avatar_url'),
    /** Uploaded avatar (CDN). */
    avatar_upload_id: integer('avatar_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    /** Which avatar to show: 'social' or 'upload'. */
    avatar_preferred: text('avatar_preferred').notNull().default('social'),
    /** The user's provider (one per user); owner check is providers.created_by = users.id. */
    provider_id: integer('provider_id').references((): AnyPgColumn => providers.id, { onDelete: 'set null' }),
    is_admin: boolean('is_admin').notNull().default(false),
    last_login_at: tstz('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_provider_id_key').on(t.provider_id),
    checkIn('users_gender_check', 'gender', GENDER_VALUES, true),
    checkIn('users_avatar_preferred_check', 'avatar_preferred', ['social', 'upload']),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'google' | 'facebook' | 'dev'. */
    provider: text('provider').notNull(),
    /** The provider's stable subject (`sub`). */
    subject: text('subject').notNull(),
    email: text('email'),
    email_verified: boolean('email_verified').notNull().default(false),
    display_name: text('display_name'),
    avatar_url: text('avatar_url'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    last_used_at: tstz('last_used_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.user_id),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One family per sign-in; reuse of a rotated token revokes the whole family. */
    family_id: uuid('family_id').notNull(),
    /** SHA-256 (hex/base64url) of the opaque token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    /** Token this one was rotated from (null for the first of a family). */
    parent_id: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** Sliding expiry of this token. */
    expires_at: tstz('expires_at').notNull(),
    /** Absolute lifetime of the family (sign-in), never extended by rotation. */
    family_expires_at: tstz('family_expires_at').notNull(),
    /** Set when rotated; presenting a token with used_at set is reuse. */
    used_at: tstz('used_at'),
    revoked_at: tstz('revoked_at'),
    /** 'logout' | 'reuse' | 'admin' | … */
    revoked_reason: text('revoked_reason'),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.token_hash),
    index('refresh_tokens_family_id_idx').on(t.family_id),
    index('refresh_tokens_user_id_idx').on(t.user_id),
    // Sign-ins revoked recently (modules/auth/session-revocations.ts).
    index('refresh_tokens_revoked_at_idx').on(t.revoked_at).where(sql`${t.revoked_at} IS NOT NULL`),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** What the code confirms, e.g. 'provider_email'. */
    purpose: text('purpose').notNull(),
    /** Hash of the 6-digit code. */
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    send_count: integer('send_count').notNull().default(1),
    last_sent_at: tstz('last_sent_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    consumed_at: tstz('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('email_codes_user_purpose_idx').on(t.user_id, t.purpose, t.created_at.desc().nullsFirst()),
    index('email_codes_email_idx').on(sql`lower(${t.email})`),
  ],
);
