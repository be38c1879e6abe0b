// Quotations a provider sends for a user event (one per provider and event; revisions are kept in
// quotation_versions), with every status change recorded (who and when). Amounts are integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns';
import { serviceTypes } from './catalogue';
import { ACTOR_ROLE_VALUES, CURRENCY_VALUES, QUOTATION_STATUS_VALUES, checkIn } from './enums';
import { userEvents } from './events';
import { providers } from './providers';
import { uploads } from './uploads';
import { users } from './users';

/** Money and content columns shared by a quotation and each of its versions. */
const quotationTerms = () => ({
  currency: text('currency').notNull().default('PEN'),
  /** Service price before discount, in cents. */
  service_price_cents: integer('service_price_cents').notNull(),
  discount_cents: integer('discount_cents').notNull().default(0),
  /** service_price − discount, in cents (the "price"). */
  price_cents: integer('price_cents').notNull(),
  /** True when price_cents already includes IGV (18 %); checkbox checked by default. */
  include_igv: boolean('include_igv').notNull().default(true),
  /** Total with IGV, in cents (computed by the server with the domain price functions). */
  total_cents: integer('total_cents').notNull(),
  message: text('message').notNull().default(''),
  /** What the price includes. */
  includes: text('includes'),
  valid_until: date('valid_until', { mode: 'string' }),
  attachment_upload_id: integer('attachment_upload_id').references(() => uploads.id, {
    onDelete: 'set null',
  }),
  /** Storage key and original name of the PDF/Excel/Word attachment. */
  attachment_path: text('attachment_path'),
  attachment_name: text('attachment_name'),
});

export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    user_event_id: integer('user_event_id')
      .notNull()
      .references(() => userEvents.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    service_type_id: integer('service_type_id').references(() => serviceTypes.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('delivered'),
    status_changed_at: tstz('status_changed_at').notNull().defaultNow(),
    /** Current version number (1 on creation, +1 on each provider revision). */
    version: integer('version').notNull().default(1),
    ...quotationTerms(),
    /** First time the customer opened it (unread while null). */
    opened_at: tstz('opened_at'),
    accepted_at: tstz('accepted_at'),
    /** Archived by the customer or the provider side, independently of status. */
    archived_by_customer_at: tstz('archived_by_customer_at'),
    archived_by_provider_at: tstz('archived_by_provider_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('quotations_event_provider_key').on(t.user_event_id, t.provider_id),
    index('quotations_provider_status_idx').on(t.provider_id, t.status, t.created_at.desc().nullsFirst()),
    index('quotations_provider_recent_idx').on(t.provider_id, t.created_at.desc().nullsFirst()),
    index('quotations_event_status_idx').on(t.user_event_id, t.status),
    checkIn('quotations_status_check', 'status', QUOTATION_STATUS_VALUES),
    checkIn('quotations_currency_check', 'currency', CURRENCY_VALUES),
    check(
      'quotations_amounts_check',
      sql`service_price_cents >= 0 AND discount_cents >= 0 AND price_cents >= 0 AND total_cents >= 0`,
    ),
  ],
);

export const quotationStatusHistory = pgTable(
  'quotation_status_history',
  {
    id: serial('id').primaryKey(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    actor_role: text('actor_role').notNull(),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [
    index('quotation_status_history_quotation_idx').on(t.quotation_id, t.created_at),
    checkIn('quotation_status_history_to_check', 'to_status', QUOTATION_STATUS_VALUES),
    checkIn('quotation_status_history_from_check', 'from_status', QUOTATION_STATUS_VALUES, true),
    checkIn('quotation_status_history_actor_check', 'actor_role', ACTOR_ROLE_VALUES),
  ],
);

/** Snapshot of each sent version; the newest equals the quotation row. */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: serial('id').primaryKey(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    ...quotationTerms(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('quotation_versions_quotation_version_key').on(t.quotation_id, t.version),
    checkIn('quotation_versions_currency_check', 'currency', CURRENCY_VALUES),
  ],
);
