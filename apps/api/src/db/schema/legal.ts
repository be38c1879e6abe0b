// Peruvian legal requirements (migrations/0009_legal.sql): Libro de Reclamaciones sheets (numbered
// per year through complaint_counters, immutable by trigger) and their answers, personal-data
// consents, and the USD→PEN exchange rate admins set.
import { boolean, date, index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './users';

export const complaintCounters = pgTable('complaint_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
});

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    business_name: text('business_name').notNull(),
    business_ruc: text('business_ruc').notNull(),
    business_address: text('business_address').notNull(),
    consumer_name: text('consumer_name').notNull(),
    document_type: text('document_type').notNull(),
    document_number: text('document_number').notNull(),
    address: text('address').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    is_minor: boolean('is_minor').notNull().default(false),
    guardian_name: text('guardian_name'),
    service: text('service').notNull(),
    /** Snapshot of the provider involved (no foreign key: the sheet outlives the provider). */
    provider_id: integer('provider_id'),
    provider_name: text('provider_name'),
    provider_slug: text('provider_slug'),
    reference: text('reference'),
    amount_cents: integer('amount_cents'),
    currency: text('currency').notNull().default('PEN'),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    request: text('request').notNull(),
    /** Last day to answer (Lima date). */
    due_date: date('due_date', { mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('complaints_year_number_key').on(t.year, t.number), index('complaints_due_idx').on(t.due_date, t.id)],
);

export const complaintAnswers = pgTable('complaint_answers', {
  complaint_id: integer('complaint_id')
    .primaryKey()
    .references(() => complaints.id),
  answer: text('answer').notNull(),
  answered_by: integer('answered_by'),
  answered_at: tstz('answered_at').notNull().defaultNow(),
});

export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms_privacy' | 'marketing'. */
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('user_consents_user_idx').on(t.user_id, t.kind, t.id)],
);

export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  usd_pen: numeric('usd_pen', { precision: 8, scale: 4 }).notNull(),
  rate_date: date('rate_date', { mode: 'string' }).notNull(),
  created_by: integer('created_by'),
  created_at: createdAt(),
});

