/**
 * Enumerations of SPEC §3–§4 with their Spanish labels. Each enum is a `const` tuple (usable by
 * `z.enum`), its union type, and a `*_LABELS` record.
 */

/** Type guard for any of the tuples below: `isOneOf(QUOTATION_STATUSES, value)`. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

// ── Service types ───────────────────────────────────────────────────────────
export { SERVICE_GROUPS, SERVICE_GROUP_LABELS, SERVICE_GROUP_ICONS, SERVICE_GROUP_ORDER } from './catalogue-enums';
export type { ServiceGroup } from './catalogue-enums';

// ── Locations ───────────────────────────────────────────────────────────────
export { LOCATION_TYPES, LOCATION_TYPE_LABELS } from './catalogue-enums';
export type { LocationType } from './catalogue-enums';

// ── Event types ─────────────────────────────────────────────────────────────
export const EVENT_TYPE_GROUPS = ['social', 'corporate', 'marketing', 'political'] as const;
export type EventTypeGroup = (typeof EVENT_TYPE_GROUPS)[number];
export const EVENT_TYPE_GROUP_LABELS: Record<EventTypeGroup, string> = {
  social: 'Sociales',
  corporate: 'Corporativos',
  marketing: 'Marketing',
  political: 'Políticos',
};
/** `group_order` of event types (the tuple above is already in this order). */
export const EVENT_TYPE_GROUP_ORDER: Record<EventTypeGroup, number> = {
  social: 1,
  corporate: 2,
  marketing: 3,
  political: 4,
};

// ── Quotations and user events (SPEC §4) ──────────────────────────────────
export const QUOTATION_STATUSES = [
  'delivered',
  'opened',
  'liked',
  'accepted',
  'discarded',
  'upgraded',
  'archived',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  delivered: 'Enviada',
  opened: 'Leída',
  liked: 'En evaluación',
  accepted: 'Aceptada',
  discarded: 'Descartada',
  upgraded: 'Actualizada',
  archived: 'Archivada',
};
/** Empty-list titles of the quotations page filtered by a status (a sentence, not a label in quotes). */
export const QUOTATION_STATUS_EMPTY_MESSAGES: Record<QuotationStatus, string> = {
  delivered: 'No tienes cotizaciones enviadas sin leer',
  opened: 'No tienes cotizaciones leídas por el cliente',
  liked: 'No tienes cotizaciones en evaluación',
  accepted: 'No tienes cotizaciones aceptadas',
  discarded: 'No tienes cotizaciones descartadas',
  upgraded: 'No tienes cotizaciones actualizadas',
  archived: 'No tienes cotizaciones archivadas',
};
/** Who moves a quotation (see quotations/quotation-status.machine.ts). */
export const QUOTATION_ACTORS = ['customer', 'provider'] as const;
export type QuotationActor = (typeof QUOTATION_ACTORS)[number];
export const QUOTATION_ACTOR_LABELS: Record<QuotationActor, string> = {
  customer: 'Cliente',
  provider: 'Proveedor',
};

export const USER_EVENT_STATUSES = ['visible', 'hidden', 'expired'] as const;
export type UserEventStatus = (typeof USER_EVENT_STATUSES)[number];
export const USER_EVENT_STATUS_LABELS: Record<UserEventStatus, string> = {
  visible: 'Visible',
  hidden: 'No visible',
  expired: 'Expirado',
};

// ── Users ───────────────────────────────────────────────────────────────────
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Masculino',
  female: 'Femenino',
  other: 'Otro',
  prefer_not_to_say: 'Prefiero no decirlo',
};

// ── Reviews ─────────────────────────────────────────────────────────────────
export const RATING_CRITERIA = [
  'price',
  'experience',
  'quality',
  'punctuality',
  'kindly',
  'advisory',
] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number];
export const RATING_CRITERIA_LABELS: Record<RatingCriterion, string> = {
  price: 'Precio',
  experience: 'Experiencia',
  quality: 'Calidad',
  punctuality: 'Puntualidad',
  kindly: 'Amabilidad',
  advisory: 'Asesoría',
};
/** Rating values, best first. */
export const RATING_SCALE = [5, 4, 3, 2, 1] as const;
export type RatingValue = (typeof RATING_SCALE)[number];
export const RATING_SCALE_LABELS: Record<RatingValue, string> = {
  5: 'Muy bueno',
  4: 'Bueno',
  3: 'Regular',
  2: 'Malo',
  1: 'Muy malo',
};

// ── Provider plans ──────────────────────────────────────────────────────────
export const PLANS = ['basic', 'business'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = { basic: 'Básico', business: 'Business' };
export const BUSINESS_FEATURES = [
  'website',
  'cover_photos',
  'quotations',
  'event_notifications',
  'gallery',
  'testimonials',
] as const;
export type BusinessFeature = (typeof BUSINESS_FEATURES)[number];
export const BUSINESS_FEATURE_LABELS: Record<BusinessFeature, string> = {
  website: 'Enlace a tu sitio web',
  cover_photos: 'Fotos de portada',
  quotations: 'Cotizaciones a eventos',
  event_notifications: 'Avisos de eventos nuevos',
  gallery: 'Galería de fotos y videos',
  testimonials: 'Testimonios',
};
/** The business options are only for the business plan (SPEC §1). */
export function planHasFeature(plan: Plan, feature: BusinessFeature): boolean {
  return plan === 'business' && BUSINESS_FEATURES.includes(feature);
}

// ── Media ───────────────────────────────────────────────────────────────────
export const MEDIA_TYPES = ['photo', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { photo: 'Foto', video: 'Video' };
export const MEDIA_VISIBILITY = ['public', 'private'] as const;
export type MediaVisibility = (typeof MEDIA_VISIBILITY)[number];
export const MEDIA_VISIBILITY_LABELS: Record<MediaVisibility, string> = {
  public: 'Pública',
  private: 'Privada',
};

// ── Keywords ────────────────────────────────────────────────────────────────
/** `entry_type` of keywords: searches typed by users, and entries derived from the catalogue. */
export const KEYWORD_ENTRY_TYPES = ['query', 'service_type', 'event_type', 'location'] as const;
export type KeywordEntryType = (typeof KEYWORD_ENTRY_TYPES)[number];

// ── Money ───────────────────────────────────────────────────────────────────
export const CURRENCIES = ['PEN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { PEN: 'S/', USD: '$' };
export const CURRENCY_LABELS: Record<Currency, string> = { PEN: 'Soles', USD: 'Dólares' };
