/** Shared constants for the institutional pages (about, terms, privacy, FAQ). */
export const BRAND_NAME = 'Eventos Perú';

/** Public contact channel (placeholder domain until the production one is confirmed). */
export const CONTACT_EMAIL = 'hola@eventosperu.pe';

/** Date shown on the legal pages (terms and privacy policy), DD/MM/YYYY. */
export const LEGAL_LAST_UPDATED = '21/11/2026';

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
