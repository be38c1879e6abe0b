// Customers' events (the create-event wizard) and the services they need, with the questions
// that let a provider quote without calling back. Amounts are integer cents.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns';
import { eventTypes, locations, serviceTypes } from './catalogue';
import { CURRENCY_VALUES, USER_EVENT_STATUS_VALUES, checkIn } from './enums';
import { providers } from './providers';
import { users } from './users';

export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_type_id: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    /** Most specific location chosen (normally a district); department/province derived by trigger. */
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    province_id: integer('province_id').references(() => locations.id, { onDelete: 'set null' }),
    department_id: integer('department_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Venue or address as typed. */
    place: text('place'),
    /** Date of the event (Lima), tomorrow at the earliest when published. */
    event_date: date('event_date', { mode: 'string' }).notNull(),
    /** 'HH:MM' start time, optional. */
    start_time: text('start_time'),
    guests: integer('guests'),
    status: text('status').notNull().default('visible'),
    /** Set when the customer asked one provider directly ("Solicitar cotización"). */
    addressed_provider_id: integer('addressed_provider_id').references(() => providers.id, {
      onDelete: 'set null',
    }),
    published_at: tstz('published_at').notNull().defaultNow(),
    expired_at: tstz('expired_at'),
    ...timestamps(),
  },
  (t) => [
    index('user_events_user_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    index('user_events_status_date_idx').on(t.status, t.event_date),
    index('user_events_visible_recent_idx')
      .on(t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'visible'`),
    index('user_events_location_idx').on(t.location_id),
    index('user_events_province_idx').on(t.province_id),
    index('user_events_department_idx').on(t.department_id, t.event_date),
    index('user_events_event_type_idx').on(t.event_type_id),
    index('user_events_addressed_provider_idx')
      .on(t.addressed_provider_id)
      .where(sql`${t.addressed_provider_id} IS NOT NULL`),
    checkIn('user_events_status_check', 'status', USER_EVENT_STATUS_VALUES),
  ],
);

export const userEventServiceTypes = pgTable(
  'user_event_service_types',
  {
    user_event_id: integer('user_event_id')
      .notNull()
      .references(() => userEvents.id, { onDelete: 'cascade' }),
    service_type_id: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    guests: integer('guests'),
    hours: numeric('hours', { precision: 4, scale: 1, mode: 'number' }),
    budget_min_cents: integer('budget_min_cents'),
    budget_max_cents: integer('budget_max_cents'),
    currency: text('currency').notNull().default('PEN'),
    notes: text('notes'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_event_id, t.service_type_id], name: 'user_event_service_types_pkey' }),
    index('user_event_service_types_service_idx').on(t.service_type_id, t.user_event_id),
    checkIn('user_event_service_types_currency_check', 'currency', CURRENCY_VALUES),
    check(
      'user_event_service_types_budget_check',
      sql`budget_min_cents IS NULL OR budget_max_cents IS NULL OR budget_min_cents <= budget_max_cents`,
    ),
  ],
);

/**
 * "Solicitar cotización" with an existing event: the customer sent one of its open events to these
 * Business providers (at most EVENT_INVITATIONS_MAX per event). An invited provider sees and quotes
 * the event like the provider it is addressed to (docs/decisions/005c-event-invitations.md).
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => userEvents.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.provider_id], name: 'event_invitations_pkey' }),
    index('event_invitations_provider_idx').on(t.provider_id, t.event_id),
  ],
);
