// Customer reviews of providers with one rating (1–5) per criterion; the provider's
// reviews_score/reviews_number are kept by trigger from published reviews. A review is earned by an
// accepted quotation ('verified') or a provider's review request ('invited'); one per customer,
// provider and event (docs/decisions/140-review-eligibility.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { RATING_CRITERION_VALUES, REVIEW_KIND_VALUES, REVIEW_STATUS_VALUES, checkIn } from './enums';
import { quotations } from './quotations';
import { providers } from './providers';
import { users } from './users';
import { userEvents } from './events';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_event_id: integer('user_event_id').references(() => userEvents.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    /** The content policy was accepted ("Acepta la Política de Contenido"). */
    conditions: boolean('conditions').notNull().default(false),
    /** Average of the criteria ratings (1–5). */
    score: real('score').notNull().default(0),
    status: text('status').notNull().default('published'),
    /** The provider's public answer. */
    response: text('response'),
    responded_at: tstz('responded_at'),
    cancel_reason: text('cancel_reason'),
    cancelled_at: tstz('cancelled_at'),
    /** 'verified' (an accepted quotation) or 'invited' (a review request). */
    kind: text('kind').notNull().default('verified'),
    quotation_id: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    review_request_id: integer('review_request_id').references(() => reviewRequests.id, {
      onDelete: 'set null',
    }),
    /** The provider reported it (reason required); an admin keeps or removes it. */
    reported_at: tstz('reported_at'),
    report_reason: text('report_reason'),
    moderated_at: tstz('moderated_at'),
    moderated_by: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'kept' or 'removed' (then status 'hidden'). */
    moderation_decision: text('moderation_decision'),
    moderation_reason: text('moderation_reason'),
    ...timestamps(),
  },
  (t) => [
    // NULLS NOT DISTINCT in 0006_reviews.sql (one invited review, without event, per customer and provider).
    uniqueIndex('reviews_provider_user_event_key').on(t.provider_id, t.user_id, t.user_event_id),
    uniqueIndex('reviews_review_request_key').on(t.review_request_id),
    index('reviews_reported_idx')
      .on(t.reported_at)
      .where(sql`${t.reported_at} IS NOT NULL AND ${t.moderated_at} IS NULL`),
    index('reviews_provider_recent_idx')
      .on(t.provider_id, t.created_at.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('reviews_user_idx').on(t.user_id),
    checkIn('reviews_status_check', 'status', REVIEW_STATUS_VALUES),
    checkIn('reviews_kind_check', 'kind', REVIEW_KIND_VALUES),
    checkIn('reviews_moderation_decision_check', 'moderation_decision', ['kept', 'removed'], true),
  ],
);

export const reviewRatings = pgTable(
  'review_ratings',
  {
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    criterion: text('criterion').notNull(),
    /** 5 Muy bueno … 1 Muy malo. */
    rating: smallint('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.review_id, t.criterion], name: 'review_ratings_pkey' }),
    checkIn('review_ratings_criterion_check', 'criterion', RATING_CRITERION_VALUES),
    check('review_ratings_rating_check', sql`rating BETWEEN 1 AND 5`),
  ],
);

/** A Business provider asks a past client (by e-mail) for a review; the link carries a token. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** sha256 (hex) of the link's token; the token itself is only in the e-mail. */
    token_hash: text('token_hash').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    used_at: tstz('used_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_requests_provider_email_key').on(t.provider_id, sql`lower(${t.email})`),
    uniqueIndex('review_requests_token_key').on(t.token_hash),
    index('review_requests_provider_recent_idx').on(t.provider_id, t.created_at.desc().nullsFirst()),
  ],
);

/** The "¿Cómo te fue con …?" e-mail, sent once per accepted quotation the day after the event. */
export const reviewReminders = pgTable('review_reminders', {
  quotation_id: integer('quotation_id')
    .primaryKey()
    .references(() => quotations.id, { onDelete: 'cascade' }),
  sent_at: tstz('sent_at').notNull().defaultNow(),
});
