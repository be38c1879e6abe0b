/**
 * Page titles: the web's document.title and the API's <head>. Spread into MESSAGES (./es.ts); a module
 * of its own so that code in the browser's first script (the landings' texts) can name a title without
 * bringing the whole catalogue into that script (bench/bundle-size.mjs).
 */
import { SITE_NAME } from '../constants';

export const PAGE_MESSAGES = {
  'pages.title.withSite': `{title} | ${SITE_NAME}`,
  'pages.notFound.title': 'Página no encontrada',
  'pages.about.title': 'Sobre nosotros',
  'pages.terms.title': 'Términos y condiciones',
  'pages.privacy.title': 'Política de privacidad',
  'pages.contentPolicy.title': 'Política de Contenido',
  'pages.faq.title': 'Preguntas frecuentes',
  'pages.providers.title': 'Buscar proveedores para eventos',
  'pages.forProviders.title': 'Soy un proveedor',
  'pages.website.title': 'Tu sitio web de proveedor',
  'pages.affiliation.title': 'Afiliación de proveedores',
  'pages.imageCompressor.title': 'Compresor de imágenes',
  'pages.login.title': 'Iniciar sesión',
  'pages.account.title': 'Mi cuenta',
  'pages.scraping.title': 'Scraping',
  'pages.quotations.title': 'Cotizaciones',
  'pages.events.title': 'Eventos',
} as const;
