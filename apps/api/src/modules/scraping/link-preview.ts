// Reads a page of our site the way a link-preview scraper does: GET the server HTML (no
// JavaScript), take the Open Graph / Twitter tags, measure the image, and list what the big
// networks would complain about.
import { formatMessage, SCRAPING_MESSAGES as M, SHARE_PREVIEW_LIMITS as L, type LinkPreview, type ScrapeWarning } from '@eventos/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export const SCRAPER_USER_AGENT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const IMAGE_TIMEOUT_MS = 10_000;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/** Every <meta property|name=… content=…> of the head, first value wins. */
export function readMetaTags(html: string): Map<string, string> {
  const head = html.split(/<\/head>/i)[0] ?? html;
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta\s+([^>]*?)\/?>/gi)) {
    const attrs = match[1] ?? '';
    const key = /(?:property|name)\s*=\s*"([^"]+)"/i.exec(attrs)?.[1]?.toLowerCase();
    const content = /content\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decodeEntities(content));
  }
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  if (title && !tags.has('title')) tags.set('title', decodeEntities(title.trim()));
  return tags;
}

/** The path of a URL of our site, or a Spanish reason why it isn't one. */
export function ownPath(input: string, publicUrl: string): { path: string } | { error: string } {
  const origin = new URL(publicUrl).origin;
  const raw = input.trim();
  let url: URL;
  try {
    url = raw.startsWith('/') ? new URL(raw, origin) : new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return { error: M.urlInvalid };
  }
  if (url.origin !== origin) return { error: formatMessage(M.urlForeign, { origin }) };
  return { path: `${url.pathname}${url.search}` };
}

async function imageSize(app: FastifyInstance, imageUrl: string): Promise<{ width: number; height: number } | null> {
  const origin = new URL(app.config.PUBLIC_URL).origin;
  let bytes: Buffer;
  if (imageUrl.startsWith(origin)) {
    const res = await app.inject({ method: 'GET', url: imageUrl.slice(origin.length), headers: { 'user-agent': SCRAPER_USER_AGENT } });
    if (res.statusCode !== 200) return null;
    bytes = res.rawPayload;
  } else {
    const res = await fetch(imageUrl, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS), headers: { 'user-agent': SCRAPER_USER_AGENT } });
    if (!res.ok) return null;
    bytes = Buffer.from(await res.arrayBuffer());
  }
  const meta = await sharp(bytes).metadata();
  return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

export async function linkPreview(app: FastifyInstance, path: string): Promise<LinkPreview> {
  const url = `${app.config.PUBLIC_URL}${path}`;
  const res = await app.inject({ method: 'GET', url: path, headers: { 'user-agent': SCRAPER_USER_AGENT, accept: 'text/html' } });
  const tags = res.statusCode < 400 ? readMetaTags(res.body) : new Map<string, string>();
  const warnings: ScrapeWarning[] = [];
  const warn = (code: ScrapeWarning['code'], message: string) => warnings.push({ code, message });
  if (res.statusCode >= 400) warn('not_found', formatMessage(M.notFound, { status: res.statusCode }));

  const title = tags.get('og:title') ?? tags.get('twitter:title') ?? tags.get('title') ?? null;
  const description = tags.get('og:description') ?? tags.get('twitter:description') ?? tags.get('description') ?? null;
  const imageUrl = tags.get('og:image') ?? tags.get('twitter:image') ?? null;
  let image: LinkPreview['image'] = null;
  if (res.statusCode < 400) {
    if (!title) warn('title_missing', M.titleMissing);
    else if (title.length > L.title) warn('title_too_long', formatMessage(M.titleTooLong, { length: title.length, max: L.title }));
    if (!description) warn('description_missing', M.descriptionMissing);
    else if (description.length > L.description)
      warn('description_too_long', formatMessage(M.descriptionTooLong, { length: description.length, max: L.description }));
    if (!imageUrl) warn('image_missing', M.imageMissing);
  }
  if (imageUrl) {
    const declaredW = Number(tags.get('og:image:width')) || null;
    const declaredH = Number(tags.get('og:image:height')) || null;
    let size: { width: number; height: number } | null = null;
    try {
      size = await imageSize(app, imageUrl);
    } catch {
      size = null;
    }
    image = { url: imageUrl, width: size?.width ?? declaredW, height: size?.height ?? declaredH, alt: tags.get('og:image:alt') ?? null };
    if (!size) warn('image_unreachable', formatMessage(M.imageUnreachable, { url: imageUrl }));
    else if (size.width < L.imageMinWidth || size.height < L.imageMinHeight)
      warn(
        'image_too_small',
        formatMessage(M.imageTooSmall, { width: size.width, height: size.height, minWidth: L.imageMinWidth, minHeight: L.imageMinHeight }),
      );
  }
  return {
    url: tags.get('og:url') ?? url,
    status: res.statusCode,
    title,
    description,
    siteName: tags.get('og:site_name') ?? null,
    type: tags.get('og:type') ?? null,
    image,
    twitterCard: tags.get('twitter:card') ?? null,
    warnings,
  };
}
