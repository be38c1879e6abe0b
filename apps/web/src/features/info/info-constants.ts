/** Shared constants for the institutional pages (about, terms, privacy, FAQ). */
import { PRIVACY_POLICY_VERSION } from '@eventos/domain';

/** Public contact channel (placeholder domain until the production one is confirmed). */
export const CONTACT_EMAIL = 'hola@eventosperu.pe';

/**
 * Date shown on the legal pages (terms and privacy policy), DD/MM/YYYY: the day of the version the
 * consent dialog asks users to accept (PRIVACY_POLICY_VERSION), so both always agree.
 */
export const LEGAL_LAST_UPDATED = PRIVACY_POLICY_VERSION.split('-').reverse().join('/');

/** Internal routes linked from these pages (SPEC §2). */
export const INFO_LINKS = {
  home: '/',
  about: '/sobre-nosotros',
  terms: '/terminos-y-condiciones',
  privacy: '/politica-de-privacidad',
  faq: '/preguntas-frecuentes',
  providers: '/proveedores',
  joinAsProvider: '/soy-un-proveedor',
  affiliation: '/proveedores/afiliacion',
  createEvent: '/eventos/crear',
  myEvents: '/eventos/lista',
  quotations: '/cotizaciones',
  account: '/micuenta',
} as const;
