// Head tags for the SPA's own pages (SPEC §2) and the public URLs listed in sitemap.xml.
// Feature modules add dynamic pages (/{slug}, /blog/{slug}) with registerHeadResolver/registerSitemapSource.
import { pageTitle, type HeadTags } from './seo-head';

export const APP_PAGE_HEADS: Record<string, HeadTags> = {
  '/proveedores': {
    title: pageTitle('Buscar proveedores para eventos'),
    description: 'Busca y compara locales, catering, DJ, fotografía y video, decoración y más proveedores para tu evento en el Perú.',
  },
  '/buscar': { title: pageTitle('Buscar proveedores para eventos'), canonical: '/proveedores' },
  '/blog': {
    title: pageTitle('Blog'),
    description: 'Ideas, consejos y tendencias para organizar bodas, quinceañeros, cumpleaños y eventos corporativos en el Perú.',
  },
  '/soy-un-proveedor': {
    title: pageTitle('Soy un proveedor'),
    description: 'Publica tu negocio en Eventos Perú, recibe solicitudes de cotización y consigue más clientes para tus servicios.',
  },
  '/sitioweb': {
    title: pageTitle('Tu sitio web de proveedor'),
    description: 'Obtén un sitio web para tu negocio con fotos, videos, reseñas y datos de contacto.',
  },
  '/afiliacion': { title: pageTitle('Afiliación de proveedores'), canonical: '/proveedores/afiliacion' },
  '/proveedores/afiliacion': { title: pageTitle('Afiliación de proveedores') },
  '/sobre-nosotros': {
    title: pageTitle('Sobre nosotros'),
    description: 'Eventos Perú conecta a quienes organizan eventos con los mejores proveedores del país.',
  },
  '/terminos-y-condiciones': { title: pageTitle('Términos y condiciones') },
  '/politica-de-privacidad': {
    title: pageTitle('Política de privacidad'),
    description: 'Cómo Eventos Perú trata tus datos personales conforme a la Ley N.º 29733.',
  },
  '/politica-de-contenido': {
    title: pageTitle('Política de Contenido'),
    description: 'Qué puedes publicar en las reseñas de Eventos Perú y cómo moderamos las opiniones reportadas.',
  },
  '/preguntas-frecuentes': {
    title: pageTitle('Preguntas frecuentes'),
    description: 'Respuestas a las dudas más comunes sobre Eventos Perú para clientes y proveedores.',
  },
  '/image-compressor': { title: pageTitle('Compresor de imágenes'), noindex: true },
  '/404': { title: pageTitle('Página no encontrada'), noindex: true, status: 404 },
  '/login': { title: pageTitle('Iniciar sesión'), noindex: true },
  '/micuenta': { title: pageTitle('Mi cuenta'), noindex: true },
  '/scraping': { title: pageTitle('Scraping'), noindex: true },
  '/cotizaciones': { title: pageTitle('Cotizaciones'), noindex: true },
  '/eventos': { title: pageTitle('Eventos'), noindex: true },
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
