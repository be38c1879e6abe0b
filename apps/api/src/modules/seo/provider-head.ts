// <head> of a provider site (/{slug}) for crawlers and link previews: title, description,
// Open Graph / Twitter image, canonical URL and schema.org LocalBusiness JSON-LD. Values are
// escaped by plugins/seo-head.ts (HTML attributes; `<` as \u003c inside the JSON-LD script).
import { lowerInSentence, st } from '@eventos/domain';
import { absoluteUrl, type HeadTags } from '../../plugins/web';
import { shareImageUrl } from '../providers';
import type { ProviderOut } from '@eventos/domain';

export const SEO_DESCRIPTION_LENGTH = 155;

/** Text cut at a word boundary to at most `max` characters, with '…' when cut. */
export function cutText(text: string, max = SEO_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s,.;:–—-]+$/, '')}…`;
}

function place(p: ProviderOut): string {
  return [p.district, p.province && p.province !== p.district ? p.province : null].filter(Boolean).join(', ');
}

export function providerDescription(p: ProviderOut): string {
  if (p.introductory_text?.trim()) return cutText(p.introductory_text);
  const services = (p.servicesTypes ?? []).slice(0, 3).map((s) => lowerInSentence(s.type_name));
  const where = place(p);
  const what = services.length ? services.join(', ') : st('head.provider.services.fallback');
  return cutText(
    where
      ? st('head.provider.description', { company: p.company_name, services: what, place: where })
      : st('head.provider.descriptionNoPlace', { company: p.company_name, services: what }),
  );
}

function region(p: ProviderOut): string | undefined {
  if (p.province && p.department && p.province !== p.department) return `${p.province}, ${p.department}`;
  return p.department ?? p.province ?? undefined;
}

export function providerJsonLd(
  p: ProviderOut,
  publicUrl: string,
  url: string,
  image: string | null,
  rating: Record<string, unknown> = {},
): object {
  const sameAs = [p.website ? (/^https?:\/\//i.test(p.website) ? p.website : `https://${p.website}`) : null, ...Object.values(p.social_links ?? {})].filter(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  const logo = p.logo ? absoluteUrl(publicUrl, shareImageUrl(p.logo) ?? p.logo.url) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#negocio`,
    name: p.company_name,
    url,
    description: providerDescription(p),
    ...(image ? { image: absoluteUrl(publicUrl, image) } : {}),
    ...(logo ? { logo } : {}),
    ...(p.cellphone ? { telephone: `+51${p.cellphone}` } : {}),
    ...(p.email ? { email: p.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(p.address_line1 ? { streetAddress: [p.address_line1, p.address_line2].filter(Boolean).join(', ') } : {}),
      ...(p.district ? { addressLocality: p.district } : {}),
      ...(region(p) ? { addressRegion: region(p) } : {}),
      addressCountry: 'PE',
    },
    ...(sameAs.length ? { sameAs } : {}),
    // aggregateRating and review: modules/reviews/reviews-json-ld.ts.
    ...rating,
  };
}

/** `rating`: the aggregateRating/review part (loadReviewsJsonLd). */
export function providerHead(p: ProviderOut, publicUrl: string, rating: Record<string, unknown> = {}): HeadTags {
  const path = `/${p.slug}`;
  const url = absoluteUrl(publicUrl, path);
  const image = shareImageUrl(p.cover) ?? shareImageUrl(p.logo);
  return {
    title: st('head.provider.title', { company: p.company_name }),
    description: providerDescription(p),
    canonical: path,
    type: 'business.business',
    ...(image ? { image, imageAlt: p.company_name } : {}),
    jsonLd: providerJsonLd(p, publicUrl, url, image, rating),
  };
}
