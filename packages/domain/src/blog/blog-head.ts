/**
 * The <head> of the blog's pages in one place (title, description, canonical, Open Graph image,
 * BlogPosting / Blog JSON-LD), used by the API's head injection and by any server render.
 * The shape matches the API's HeadTags (apps/api/src/plugins/seo-head.ts).
 */
import type { BlogPost, BlogPostSummary } from './blog.schemas';

export interface BlogHead {
  title: string;
  description: string;
  canonical: string;
  type: string;
  image?: string;
  imageAlt?: string;
  jsonLd: object;
  noindex?: boolean;
}

const SITE = 'Eventos Perú';
export const BLOG_DESCRIPTION =
  'Ideas, consejos y tendencias para organizar bodas, quinceañeros, cumpleaños y eventos corporativos en el Perú.';

function abs(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function blogPostPathOf(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** Head of /blog/{slug}. */
export function blogPostHead(post: BlogPost, publicUrl: string): BlogHead {
  const path = blogPostPathOf(post.slug);
  const url = abs(publicUrl, path);
  const description = (post.seoDescription || post.excerpt).trim();
  const image = post.cover ? abs(publicUrl, post.cover.shareUrl) : undefined;
  return {
    title: post.seoTitle || `${post.title} | Blog de ${SITE}`,
    description,
    canonical: path,
    type: 'article',
    ...(image ? { image, imageAlt: post.title } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${url}#articulo`,
      mainEntityOfPage: url,
      url,
      headline: post.title.slice(0, 110),
      description,
      inLanguage: 'es-PE',
      ...(image ? { image: [image] } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      timeRequired: `PT${post.readingMinutes}M`,
      ...(post.category ? { articleSection: post.category.name } : {}),
      ...(post.tags.length ? { keywords: post.tags.map((t) => t.name).join(', ') } : {}),
      author: { '@type': 'Organization', name: post.author.name, url: abs(publicUrl, '/sobre-nosotros') },
      publisher: { '@type': 'Organization', name: SITE, url: abs(publicUrl, '/') },
    },
  };
}

/** Head of /blog (and /blog?categoria=…&pagina=…). */
export function blogListHead(
  posts: BlogPostSummary[],
  publicUrl: string,
  options: { categoryName?: string | null; canonical?: string } = {},
): BlogHead {
  const title = options.categoryName ? `${options.categoryName} | Blog de ${SITE}` : `Blog | ${SITE}`;
  const first = posts.find((p) => p.cover);
  return {
    title,
    description: BLOG_DESCRIPTION,
    canonical: options.canonical ?? '/blog',
    type: 'website',
    ...(first?.cover ? { image: abs(publicUrl, first.cover.shareUrl), imageAlt: first.title } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `Blog de ${SITE}`,
      url: abs(publicUrl, '/blog'),
      inLanguage: 'es-PE',
      blogPost: posts.map((p) => ({
        '@type': 'BlogPosting',
        headline: p.title,
        url: abs(publicUrl, blogPostPathOf(p.slug)),
        ...(p.publishedAt ? { datePublished: p.publishedAt } : {}),
      })),
    },
  };
}
