/**
 * Paths of the app (SPEC §2) as React Router patterns, builders for the dynamic ones, and the
 * first path segments a provider slug may not take (they belong to the app, the API or files).
 */

export const APP_ROUTES = {
  home: '/',
  scraping: '/scraping',
  about: '/sobre-nosotros',
  terms: '/terminos-y-condiciones',
  privacy: '/politica-de-privacidad',
  contentPolicy: '/politica-de-contenido',
  faq: '/preguntas-frecuentes',
  blog: '/blog',
  blogPost: '/blog/:slug',
  notFound: '/404',
  joinAsProvider: '/soy-un-proveedor',
  login: '/login',
  oauthCallback: '/login/:provider/callback',
  myAccount: '/micuenta',
  providers: '/proveedores',
  search: '/buscar',
  imageCompressor: '/image-compressor',
  providerAffiliation: '/proveedores/afiliacion',
  affiliation: '/afiliacion',
  website: '/sitioweb',
  createEvent: '/eventos/crear/:step?',
  events: '/eventos',
  eventSearcher: '/eventos/buscador',
  eventSearcherDetail: '/eventos/buscador/:id',
  myEvents: '/eventos/lista',
  eventDetail: '/eventos/:id',
  quotations: '/cotizaciones',
  review: '/calificar/:slug',
  reviewModeration: '/admin/resenas',
  providerSite: '/:slug',
} as const;
export type AppRouteName = keyof typeof APP_ROUTES;

/** Route name of the OAuth callback (SPEC §2). */
export const OAUTH_CALLBACK_ROUTE_NAME = 'oauth2-callback';

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const oauthCallbackPath = (provider: string) => `/login/${encodeURIComponent(provider)}/callback`;
/** '/eventos/crear' or '/eventos/crear/2' (steps 1–4). */
export const createEventPath = (step?: number) => (step ? `/eventos/crear/${step}` : '/eventos/crear');
export const eventSearcherPath = (id?: number | string) =>
  id === undefined ? '/eventos/buscador' : `/eventos/buscador/${encodeURIComponent(String(id))}`;
export const eventDetailPath = (id: number | string) => `/eventos/${encodeURIComponent(String(id))}`;
export const providerSitePath = (slug: string) => `/${encodeURIComponent(slug)}`;
/** The review form for a provider: '/calificar/la-casona?cotizacion=12' or '?solicitud=<token>'. */
export function reviewPath(slug: string, params: { quotation?: number; request?: string } = {}): string {
  const q = new URLSearchParams();
  if (params.quotation) q.set('cotizacion', String(params.quotation));
  if (params.request) q.set('solicitud', params.request);
  const query = q.toString();
  return `/calificar/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
}

/** Paths that need a signed-in user (SPEC §2/§6, plus the personal event and quotation pages). */
export const LOGIN_REQUIRED_PATHS = [
  '/scraping',
  '/micuenta',
  '/eventos/lista',
  '/cotizaciones',
  '/calificar',
  '/admin',
] as const;

export function requiresLogin(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOGIN_REQUIRED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The `next` cookie is written on every navigation except to login and the OAuth callback. */
export function shouldSaveNextPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/login' && !/^\/login\/[^/]+\/callback$/.test(path);
}

/** First segments used by the app, the API and static files: never a provider slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // app routes (SPEC §2)
  'scraping',
  'sobre-nosotros',
  'terminos-y-condiciones',
  'politica-de-privacidad',
  'politica-de-contenido',
  'calificar',
  'preguntas-frecuentes',
  'blog',
  '404',
  'soy-un-proveedor',
  'login',
  'logout',
  'micuenta',
  'proveedores',
  'buscar',
  'image-compressor',
  'afiliacion',
  'sitioweb',
  'eventos',
  'cotizaciones',
  // server
  'api',
  'cdn',
  'oidc',
  'graphql',
  'healthz',
  'assets',
  'static',
  'public',
  'uploads',
  'media',
  'sitemap',
  'robots',
  'favicon',
  'manifest',
  'sw',
  'index',
  // likely future pages and look-alikes
  'admin',
  'administrador',
  'auth',
  'oauth',
  'callback',
  'registro',
  'signup',
  'signin',
  'cuenta',
  'perfil',
  'configuracion',
  'ajustes',
  'notificaciones',
  'mensajes',
  'ayuda',
  'soporte',
  'contacto',
  'nosotros',
  'terminos',
  'privacidad',
  'precios',
  'planes',
  'suscripcion',
  'pagos',
  'checkout',
  'proveedor',
  'evento',
  'cotizacion',
  'categorias',
  'servicios',
  'www',
  'mail',
  'app',
  'eventos-peru',
  '500',
  'error',
]);

/** True when `slug` (case and surrounding spaces ignored) is used by the app itself. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.trim().toLowerCase());
}
