// Customer reviews of providers with one rating (1–5) per criterion; the provider's
// reviews_score/reviews_number are kept by trigger from published reviews.
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
import { RATING_CRITERION_VALUES, REVIEW_STATUS_VALUES, checkIn } from './enums';
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_provider_user_key').on(t.provider_id, t.user_id),
    index('reviews_provider_recent_idx')
      .on(t.provider_id, t.created_at.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('reviews_user_idx').on(t.user_id),
    checkIn('reviews_status_check', 'status', REVIEW_STATUS_VALUES),
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
