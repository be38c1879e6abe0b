// Providers (the public site at /{slug}), their services, old slugs (redirects), testimonials
// and plan upgrade requests.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz, tsvector } from './columns';
import { locations, serviceTypes } from './catalogue';
import { PLAN_VALUES, UPGRADE_STATUS_VALUES, checkIn } from './enums';
import { uploads } from './uploads';
import { users } from './users';

export interface SocialLinksJson {
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  linkedin?: string | null;
}

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    preregister_id: text('preregister_id'),
    company_name: text('company_name').notNull(),
    slug: text('slug').notNull(),
    logo_id: integer('logo_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    introductory_text: text('introductory_text').notNull().default(''),
    plan: text('plan').notNull().default('basic'),
    plan_started_at: tstz('plan_started_at'),
    plan_expires_at: tstz('plan_expires_at'),
    /** Set when the owner unlinked the site: hidden until claimed (docs/decisions/116-unlinked-sites.md). */
    unlinked_at: tstz('unlinked_at'),
    /** Rating, then reviews, then plan, then response time in one integer, kept by triggers (0014, ADR 160). */
    search_quality: integer('search_quality').notNull().default(0),
    /** Its facets other than 0 (service type ids, their groups' search_group_facet), sorted; kept by triggers (0026, ADR 384). */
    search_facets: integer('search_facets').array().notNull().default(sql`'{}'::integer[]`),
    /** Free-form site settings (theme, toggles, WhatsApp message…). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    social_links: jsonb('social_links').$type<SocialLinksJson>().notNull().default({}),
    contact_firstname: text('contact_firstname'),
    contact_lastname: text('contact_lastname'),
    email: text('email'),
    email_verified_at: tstz('email_verified_at'),
    /** Peru cellphone, 9 digits starting with 9. */
    cellphone: text('cellphone'),
    /** SUNAT RUC (11 digits, checked in the domain) and razón social; or a DNI for a person. */
    ruc: text('ruc'),
    legal_name: text('legal_name'),
    dni: text('dni'),
    address_line1: text('address_line1'),
    address_line2: text('address_line2'),
    /** Most specific location (normally a district). */
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Derived from location_id by trigger (0002): the province and department above it. */
    province_id: integer('province_id').references(() => locations.id, { onDelete: 'set null' }),
    department_id: integer('department_id').references(() => locations.id, { onDelete: 'set null' }),
    district_name: text('district_name'),
    website: text('website'),
    /** Average of published reviews (0–5), maintained by trigger from reviews. */
    reviews_score: real('reviews_score').notNull().default(0),
    reviews_number: integer('reviews_number').notNull().default(0),
    /** Maintained by trigger from likes. */
    likes_count: integer('likes_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    created_by: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Spanish full-text document, maintained by triggers (0002); weights A name, B services, C places, D intro. */
    search_document: tsvector('search_document'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('providers_slug_key').on(t.slug),
    uniqueIndex('providers_guid_key').on(t.guid),
    index('providers_location_id_idx').on(t.location_id),
    index('providers_province_id_idx').on(t.province_id),
    index('providers_department_id_idx').on(t.department_id),
    index('providers_created_by_idx').on(t.created_by),
    index('providers_created_at_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('providers_featured_idx')
      .on(t.reviews_score.desc().nullsFirst(), t.id)
      .where(sql`${t.featured}`),
    index('providers_rank_idx').on(t.reviews_score.desc().nullsFirst(), t.plan, t.id),
    // Migration 0019: the media search's Business check, an index-only probe per candidate.
    index('providers_business_idx')
      .on(t.id)
      .where(sql`${t.plan} = 'business'`),
    checkIn('providers_plan_check', 'plan', PLAN_VALUES),
  ],
);

export const providerServiceTypes = pgTable(
  'provider_service_types',
  {
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    service_type_id: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider_id, t.service_type_id], name: 'provider_service_types_pkey' }),
    index('provider_service_types_service_idx').on(t.service_type_id, t.provider_id),
  ],
);

/** Previous slugs of a provider: GET /{old-slug} redirects to the current one. */
export const providerSlugHistory = pgTable(
  'provider_slug_history',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_slug_history_slug_key').on(t.slug),
    index('provider_slug_history_provider_idx').on(t.provider_id),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customer_name: text('customer_name').notNull(),
    testimonial: text('testimonial').notNull(),
    company_url: text('company_url'),
    photo_upload_id: integer('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Storage key of the photo (thumbnail/md/hq in uploads.sizes). */
    photo: text('photo'),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('testimonials_provider_idx').on(t.provider_id, t.sort_order)],
);

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requested_plan: text('requested_plan').notNull().default('business'),
    status: text('status').notNull().default('pending'),
    /** Where a payment step would record its reference (none in this release). */
    payment_reference: text('payment_reference'),
    note: text('note'),
    created_at: createdAt(),
    resolved_at: tstz('resolved_at'),
  },
  (t) => [
    index('upgrade_requests_provider_idx').on(t.provider_id, t.created_at.desc().nullsFirst()),
    checkIn('upgrade_requests_plan_check', 'requested_plan', PLAN_VALUES),
    checkIn('upgrade_requests_status_check', 'status', UPGRADE_STATUS_VALUES),
  ],
);

/**
 * One row per provider and facet (0 = all, > 0 service type, < 0 group) with its places and quality,
 * kept by triggers (migration 0014, docs/decisions/160-search-at-scale.md): a filter-only search
 * reads a page of it in index order.
 */
export const providerSearchEntries = pgTable(
  'provider_search_entries',
  {
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    facet: integer('facet').notNull(),
    department_id: integer('department_id'),
    province_id: integer('province_id'),
    location_id: integer('location_id'),
    quality: integer('quality').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider_id, t.facet], name: 'provider_search_entries_pkey' })],
);

/** Listed providers per facet and place (0 = all Peru), kept by triggers (migration 0014). */
export const providerSearchCounts = pgTable(
  'provider_search_counts',
  {
    facet: integer('facet').notNull(),
    place_id: integer('place_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facet, t.place_id], name: 'provider_search_counts_pkey' }),
    // Migration 0020 (ADR 341): every facet's count at one place, one index range.
    index('provider_search_counts_place_idx').on(t.place_id, t.facet),
  ],
);

/**
 * One row per listed provider and lexeme of its company name, services and places, kept by
 * statement triggers on providers (migration 0017, docs/decisions/163-search-words.md): a one- or
 * two-word text search, with or without a place, category or service filter (migration 0018,
 * docs/decisions/265-search-words-filters.md), reads its page and total from the indexes.
 */
export const providerSearchWords = pgTable(
  'provider_search_words',
  {
    lexeme: text('lexeme').notNull(),
    provider_id: integer('provider_id').notNull(),
    in_name: boolean('in_name').notNull(),
    quality: integer('quality').notNull(),
    /** The provider's facets other than 0 (service type ids and group facets), sorted. */
    facets: integer('facets').array().notNull(),
    /** The provider's places (migration 0018): the place filters of a text search. */
    department_id: integer('department_id'),
    province_id: integer('province_id'),
    location_id: integer('location_id'),
  },
  (t) => [
    // INCLUDE (in_name, quality, facets, department_id, province_id, location_id) in migration 0021
    // (ADR 342): two words are intersected by merging the two ranges of this key, index-only.
    primaryKey({ columns: [t.lexeme, t.provider_id], name: 'provider_search_words_pkey' }),
    // INCLUDE (facets, department_id, province_id, location_id) in migration 0018.
    index('provider_search_words_rank_idx').on(t.lexeme, t.in_name.desc(), t.quality.desc(), t.provider_id),
  ],
);

/** Listed providers per lexeme found only in their introduction (migration 0017). */
export const providerSearchIntroWords = pgTable('provider_search_intro_words', {
  lexeme: text('lexeme').primaryKey(),
  providers: integer('providers').notNull(),
});

/** Listed providers per word (4+ letters, unaccented) of company names: the typo vocabulary (migration 0017). */
export const providerNameWords = pgTable('provider_name_words', {
  word: text('word').primaryKey(),
  providers: integer('providers').notNull(),
});
