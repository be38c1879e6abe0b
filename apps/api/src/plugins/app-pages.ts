// Head tags for the SPA's own pages (SPEC §2) and the public URLs listed in sitemap.xml.
// Feature modules add dynamic pages (/{slug}, /blog/{slug}) with registerHeadResolver/registerSitemapSource.
import { st, t } from '@eventos/domain';
import { pageTitle, type HeadTags } from './seo-head';

export const APP_PAGE_HEADS: Record<string, HeadTags> = {
  '/proveedores': {
    title: pageTitle(t('pages.providers.title')),
    description: st('head.providers.description'),
  },
  '/buscar': { title: pageTitle(t('pages.providers.title')), canonical: '/proveedores' },
  '/soy-un-proveedor': {
    title: pageTitle(t('pages.forProviders.title')),
    description: st('head.forProviders.description'),
  },
  '/sitioweb': {
    title: pageTitle(t('pages.website.title')),
    description: st('head.website.description'),
  },
  '/afiliacion': { title: pageTitle(t('pages.affiliation.title')), canonical: '/proveedores/afiliacion' },
  '/proveedores/afiliacion': { title: pageTitle(t('pages.affiliation.title')) },
  '/sobre-nosotros': {
    title: pageTitle(t('pages.about.title')),
    description: st('head.about.description'),
  },
  '/terminos-y-condiciones': { title: pageTitle(t('pages.terms.title')) },
  '/politica-de-privacidad': {
    title: pageTitle(t('pages.privacy.title')),
    description: st('head.privacy.description'),
  },
  '/politica-de-contenido': {
    title: pageTitle(t('pages.contentPolicy.title')),
    description: st('head.contentPolicy.description'),
  },
  '/preguntas-frecuentes': {
    title: pageTitle(t('pages.faq.title')),
    description: st('head.faq.description'),
  },
  '/image-compressor': { title: pageTitle(t('pages.imageCompressor.title')), noindex: true },
  '/404': { title: pageTitle(t('pages.notFound.title')), noindex: true, status: 404 },
  '/login': { title: pageTitle(t('pages.login.title')), noindex: true },
  '/micuenta': { title: pageTitle(t('pages.account.title')), noindex: true },
  '/scraping': { title: pageTitle(t('pages.scraping.title')), noindex: true },
  '/cotizaciones': { title: pageTitle(t('pages.quotations.title')), noindex: true },
  '/eventos': { title: pageTitle(t('pages.events.title')), noindex: true },
};

/** Private areas: noindex, whatever comes after the prefix. */
export const PRIVATE_PREFIXES = ['/login/', '/eventos/', '/micuenta/', '/cotizaciones/', '/calificar/', '/admin/'];

export const SITEMAP_STATIC_PATHS = [
  '/',
  '/proveedores',
  '/blog',
  '/soy-un-proveedor',
  '/sitioweb',
  '/sobre-nosotros',
  '/preguntas-frecuentes',
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/politica-de-contenido',
];

// robots.txt matches prefixes: '/eventos' alone would also hide a provider at /eventos-magicos.
export const ROBOTS_DISALLOW = [
  '/api/',
  ...['/login', '/micuenta', '/eventos', '/cotizaciones', '/scraping', '/404'].flatMap((p) => [`${p}$`, `${p}/`]),
];
