// Markdown → HTML on the server, then sanitised: editors are trusted people, but a stolen admin
// session must not be able to plant scripts in pages every visitor reads.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
];

/** Sanitised HTML of a Markdown text: no scripts, styles, event handlers, iframes or javascript: links. */
export function renderMarkdown(markdown: string, publicUrl: string): string {
  const raw = marked.parse(markdown) as string;
  const ownOrigin = new URL(publicUrl).origin;
  return sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
    },
    allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        let external = false;
        try {
          external = /^https?:/i.test(href) && new URL(href).origin !== ownOrigin;
        } catch {
          external = false;
        }
        return {
          tagName,
          attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : { href, ...(attribs.title ? { title: attribs.title } : {}) },
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

/** First path segments of links to our own site (`/slug`, `https://site/slug`): candidate provider slugs. */
export function linkedSlugs(markdown: string, publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const slugs = new Set<string>();
  for (const match of markdown.matchAll(/\]\(\s*<?([^)\s>]+)/g)) {
    let href = match[1] ?? '';
    if (href.startsWith(origin)) href = href.slice(origin.length);
    const m = /^\/([a-z0-9][a-z0-9-]{1,99})\/?(?:[?#].*)?$/.exec(href);
    if (m?.[1]) slugs.add(m[1]);
  }
  return [...slugs].slice(0, 20);
}
