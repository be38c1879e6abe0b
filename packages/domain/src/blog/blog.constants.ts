/** Limits and values of the blog (content service over GraphQL). */
export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  scheduled: 'Programado',
};

export const BLOG_LIMITS = {
  title: 120,
  slug: 100,
  excerpt: 300,
  content: 60_000,
  seoTitle: 70,
  seoDescription: 160,
  tags: 8,
  tag: 40,
} as const;

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;
/** Largest page the GraphQL service answers. */
export const BLOG_MAX_PAGE_SIZE = 24;
/** Latest posts on the home. */
export const BLOG_HOME_POSTS = 3;
export const BLOG_RELATED_POSTS = 3;
/** Reading speed used for "N min de lectura". */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Posts in the RSS feed. */
export const BLOG_FEED_SIZE = 20;

/** GraphQL hardening. */
export const GRAPHQL_MAX_DEPTH = 6;
export const GRAPHQL_MAX_COST = 1_000;

/** Link previews (/scraping): what the big networks cut or refuse. */
export const SHARE_PREVIEW_LIMITS = {
  title: 60,
  description: 160,
  imageMinWidth: 200,
  imageMinHeight: 200,
} as const;
