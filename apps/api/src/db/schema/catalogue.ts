// Catalogue: Peru's locations (INEI ubigeo), service types, event types and search keywords.
// Seeded by seed/catalogue.ts; read-mostly and cacheable. Names are fixed by the team contract.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EVENT_TYPE_GROUP_VALUES, LOCATION_TYPE_VALUES, SERVICE_GROUP_VALUES, checkIn } from './enums';

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    /** 6-digit INEI ubigeo: DD0000 department, DDPP00 province, DDPPXX district. */
    code: varchar('code', { length: 6 }).notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    /** f_unaccent(lower(name)), for accent-insensitive matching (trigram index in 0002). */
    name_search: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
  },
  (t) => [
    uniqueIndex('locations_code_key').on(t.code),
    index('locations_parent_id_idx').on(t.parent_id),
    index('locations_type_name_idx').on(t.type, t.name),
    checkIn('locations_type_check', 'type', LOCATION_TYPE_VALUES),
  ],
);

export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    type_name: text('type_name').notNull(),
    slug: text('slug').notNull(),
    group: text('group').notNull(),
    /** Spanish label of the group (SERVICE_GROUP_LABELS), denormalised for the API. */
    group_name: text('group_name').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('service_types_slug_key').on(t.slug),
    index('service_types_group_idx').on(t.group, t.sort_order),
    checkIn('service_types_group_check', 'group', SERVICE_GROUP_VALUES),
  ],
);

export const eventTypes = pgTable(
  'event_types',
  {
    id: serial('id').primaryKey(),
    type_name: text('type_name').notNull(),
    slug: text('slug').notNull(),
    group: text('group').notNull(),
    group_name: text('group_name').notNull(),
    group_order: integer('group_order').notNull().default(0),
    /** Higher is more popular; GET /event-types/popular takes the top 8. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('event_types_slug_key').on(t.slug),
    index('event_types_popularity_idx').on(t.popularity.desc().nullsFirst()),
    index('event_types_group_idx').on(t.group_order, t.type_name),
    checkIn('event_types_group_check', 'group', EVENT_TYPE_GROUP_VALUES),
  ],
);

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    /** 'service' | 'event' | 'location' (seeded), 'query' (added from searches), 'provider'. */
    entry_type: text('entry_type').notNull(),
    priority: integer('priority').notNull().default(0),
    custom1: text('custom1'),
    custom2: text('custom2'),
    reference_id: integer('reference_id'),
    reference_key: text('reference_key'),
    /** f_unaccent(lower(description)) — match `q` against this (trigram index in 0002). */
    description_search: text('description_search').generatedAlwaysAs(sql`f_unaccent(lower(description))`),
  },
  (t) => [
    unique('keywords_description_entry_type_key').on(t.description, t.entry_type),
    index('keywords_priority_idx').on(t.priority.desc().nullsFirst(), t.description),
    index('keywords_reference_idx').on(t.entry_type, t.reference_id),
  ],
);
