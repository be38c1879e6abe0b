// <head> of a landing page: its title, description, canonical URL (with ?page=N past the first),
// schema.org ItemList (the providers of the page) and BreadcrumbList. An empty landing is a real
// page (200) kept out of search engines (noindex) and out of the sitemap.
import { LANDING_MESSAGES } from '@eventos/domain';
import { absoluteUrl, pageTitle, type HeadTags } from '../../plugins/seo-head';
import type { Landing } from './landings.service';

export function landingJsonLd(landing: Landing, publicUrl: string): object[] {
  const offset = (landing.page - 1) * landing.size;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: landing.heading,
      url: absoluteUrl(publicUrl, landing.canonical),
      numberOfItems: landing.total,
      itemListElement: landing.providers.map((p, i) => ({
        '@type': 'ListItem',
        position: offset + i + 1,
        name: p.company_name,
        url: absoluteUrl(publicUrl, `/${p.slug}`),
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: landing.breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.name,
        item: absoluteUrl(publicUrl, b.path),
      })),
    },
  ];
}

export function landingHead(landing: Landing, publicUrl: string): HeadTags {
  return {
    title: landing.title,
    description: landing.description,
    canonical: landing.canonical,
    jsonLd: landingJsonLd(landing, publicUrl),
    ...(landing.total === 0 ? { noindex: true } : {}),
  };
}

/** Head of an unknown landing: the not-found page, with a real 404. */
export const LANDING_NOT_FOUND_HEAD: HeadTags = { title: pageTitle(LANDING_MESSAGES.notFound), noindex: true, status: 404 };
