// The providers API's message names → keys of the domain's catalogue (@eventos/domain,
// messages/es.ts), where every Spanish text lives once. `pm` formats the domain's message.
import { t, type MessageKey, type MessageParams } from '@eventos/domain';

const PROVIDER_MESSAGE_KEYS = {
  'providers.provider.notFound': 'providers.provider.notFound',
  'providers.provider.alreadyExists': 'providers.provider.alreadyExists',
  'providers.plan.alreadyBusiness': 'providers.plan.alreadyBusiness',
  'providers.claim.notFound': 'providers.claim.notFound',
  'providers.claim.noEmail': 'providers.claim.noEmail',
  'providers.claim.taken': 'providers.claim.taken',
  'providers.plan.pending': 'providers.plan.pending',
  'providers.plan.businessRequired': 'auth.plan.businessRequired',
  'providers.slug.taken': 'providers.slug.taken',
  'providers.slug.reserved': 'providers.slug.reserved',
  'providers.service_type_ids.unknown': 'catalogue.services.unknown',
  'providers.location_id.district': 'providers.location_id.required',
  'providers.logo_id.invalid': 'providers.logo_id.invalid',
  'providers.covers.invalid': 'providers.covers.invalid',
  'providers.covers.max': 'providers.covers.max',
  'providers.columns.invalid': 'providers.columns.invalid',
  'providers.relations.invalid': 'providers.relations.invalid',
  'providers.columns.malformed': 'providers.columns.malformed',
  'providers.relations.malformed': 'providers.relations.malformed',
  'providers.code.wrong': 'providers.code.wrong',
  'providers.code.expired': 'providers.code.expired',
  'providers.code.locked': 'providers.code.locked',
  'providers.code.missing': 'providers.code.missing',
  'providers.code.throttled': 'providers.code.throttled',
  'providers.code.hourlyLimit': 'providers.code.hourlyLimit',
  'providers.email.unverified': 'providers.email.unverified',
  'providers.testimonial.notFound': 'testimonials.testimonial.notFound',
} as const satisfies Record<string, MessageKey>;

export type ProviderMessageKey = keyof typeof PROVIDER_MESSAGE_KEYS;

export function pm(key: ProviderMessageKey, params?: MessageParams): string {
  return t(PROVIDER_MESSAGE_KEYS[key], params);
}
