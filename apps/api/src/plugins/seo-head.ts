// Per-route <head> tags (title, description, Open Graph, Twitter, JSON-LD, canonical) injected into
// the SPA's index.html, so crawlers and link previews (WhatsApp, Facebook) see them without JavaScript.
import { SITE_NAME, st, t } from '@eventos/domain';
import type { FastifyRequest } from 'fastify';

export { SITE_NAME };
export const DEFAULT_TITLE = st('head.default.title');
export const DEFAULT_DESCRIPTION = st('head.default.description');
/** Put this comment inside <head> of apps/web/index.html; without it the tags go before </head>. */
export const HEAD_MARKER = '<!--app-head-->';

export interface HeadTags {
  /** Full page title; use `pageTitle('Sobre nosotros')` for "Sobre nosotros | Eventos Perú". */
  title?: string;
  description?: string;
  /** Absolute URL or a path on this site (e.g. '/cdn/…'); made absolute with PUBLIC_URL. */
  image?: string;
  imageAlt?: string;
  /** schema.org object(s), e.g. LocalBusiness with aggregateRating, BlogPosting. */
  jsonLd?: object | object[];
  /** Absolute URL or path; defaults to PUBLIC_URL + the request path (no query). */
  canonical?: string;
  /** og:type, default 'website'. */
  type?: string;
  noindex?: boolean;
  /** HTTP status for the HTML response (e.g. 404 for a missing provider). Default 200. */
  status?: number;
}

export type HeadParams = Record<string, string>;
export type HeadMatcher = string | RegExp | ((pathname: string) => HeadParams | null);
/**
 * The data of the server render of this request, by TanStack query key (the web app's keys, e.g.
 * `['providers', 'by-slug', slug]`): a resolver builds the head from what the page was rendered
 * from. `undefined` when the page was not server-rendered (the app shell) or did not load that key.
 * `find(prefix)`: the data of the first query whose key starts with `prefix` (a key whose last part
 * the page derives from the URL, e.g. the blog list's `['blog', 'posts', { page, category, tag }]`).
 */
export interface RenderedData {
  (queryKey: readonly unknown[]): unknown;
  find(prefix: readonly unknown[]): unknown;
}

export type HeadResolver = (
  request: FastifyRequest,
  params: HeadParams,
  rendered: RenderedData,
) => Promise<HeadTags | null | undefined> | HeadTags | null | undefined;

/** A RenderedData over a render's queries (none: the app shell). */
export function renderedData(queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }> = []): RenderedData {
  const keyed = queries.map((q) => ({ parts: q.queryKey.map((part) => JSON.stringify(part)), data: q.data }));
  const byKey = new Map(keyed.map((q) => [q.parts.join(','), q.data]));
  const lookup = (queryKey: readonly unknown[]) => byKey.get(queryKey.map((part) => JSON.stringify(part)).join(','));
  return Object.assign(lookup, {
    find(prefix: readonly unknown[]) {
      const wanted = prefix.map((part) => JSON.stringify(part));
      return keyed.find((q) => q.parts.length >= wanted.length && wanted.every((part, i) => q.parts[i] === part))?.data;
    },
  });
}

export function pageTitle(title: string): string {
  return t('pages.title.withSite', { title });
}

/** Compiles '/blog/:slug' style patterns (one segment per param), RegExps (named groups) or functions. */
export function compileMatcher(matcher: HeadMatcher): (pathname: string) => HeadParams | null {
  if (typeof matcher === 'function') return matcher;
  if (matcher instanceof RegExp) {
    return (pathname) => {
      const m = matcher.exec(pathname);
      return m ? { ...(m.groups ?? {}) } : null;
    };
  }
  const names: string[] = [];
  const source = matcher
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1).replace(/\?$/, ''));
      return segment.endsWith('?') ? '?([^/]*)' : '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source || ''}/?$`);
  return (pathname) => {
    const m = regex.exec(pathname);
    if (!m) return null;
    const params: HeadParams = {};
    names.forEach((name, i) => {
      const value = m[i + 1];
      if (value) params[name] = safeDecode(value);
    });
    return params;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON for a <script type="application/ld+json"> that cannot close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(publicUrl: string, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `${publicUrl}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** Renders the tags that replace HEAD_MARKER (or are inserted before </head>). */
export function renderHeadTags(tags: HeadTags, publicUrl: string, pathname: string): string {
  const title = tags.title ?? DEFAULT_TITLE;
  const description = (tags.description ?? DEFAULT_DESCRIPTION).replace(/\s+/g, ' ').trim().slice(0, 300);
  const canonical = absoluteUrl(publicUrl, tags.canonical ?? pathname);
  const image = tags.image ? absoluteUrl(publicUrl, tags.image) : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:type', tags.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  if (image) {
    lines.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
    if (tags.imageAlt) lines.push(meta('property', 'og:image:alt', tags.imageAlt));
  }
  if (tags.noindex) lines.push(meta('name', 'robots', 'noindex, nofollow'));
  const jsonLd = tags.jsonLd ? (Array.isArray(tags.jsonLd) ? tags.jsonLd : [tags.jsonLd]) : [];
  for (const item of jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  return lines.join('\n    ');
}

/** Puts the tags into an index.html, replacing the marker or any existing <title>/description. */
export function injectHead(template: string, headHtml: string): string {
  if (template.includes(HEAD_MARKER)) return template.replace(HEAD_MARKER, () => headHtml);
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return cleaned.replace(/<\/head>/i, () => `  ${headHtml}\n  </head>`);
}
