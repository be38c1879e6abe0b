// The blog: the GraphQL content service at /graphql (unless BLOG_GRAPHQL_URL points at its own
// process), the <head> of /blog and /blog/{slug} (server HTML for crawlers and link previews),
// the posts in sitemap.xml and the RSS feed at /blog/rss.xml. Everything reads through GraphQL.
import {
  BLOG_FEED_SIZE,
  BlogSlugSchema,
  blogListHead,
  blogPostHead,
  blogPostPathOf,
  fetchBlogCategories,
  fetchBlogPost,
  fetchBlogPosts,
  t,
  type BlogCategory,
  type BlogPost,
  type BlogPostPage,
} from '@eventos/domain';
import type { FastifyInstance } from 'fastify';
import { pageTitle } from '../../plugins/seo-head';
import { SITEMAP_MAX_URLS, type SitemapEntry } from '../../plugins/sitemap';
import { registerBlogGraphQL } from './blog-graphql.plugin';
import { contentClient } from './content-client';
import { renderRss } from './rss';

export const prefix = '';

export default async function blogRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.BLOG_GRAPHQL_URL) await registerBlogGraphQL(app);
  const graphql = contentClient(app);
  const publicUrl = app.config.PUBLIC_URL;

  // Server-rendered: the head comes from what the page was rendered from (the web app's
  // `blogKeys.posts(args)`, `blogKeys.categories()` and `blogKeys.post(slug)`); the app shell (no
  // build) reads the content service.
  app.registerHeadResolver('/blog', async (request, _params, rendered) => {
    const query = request.query as Record<string, string | undefined>;
    const category = query.categoria?.trim() || null;
    const page = Math.max(1, Number(query.pagina) || 1);
    const renderedList = rendered.find(['blog', 'posts']) as BlogPostPage | undefined;
    const renderedCategories = rendered(['blog', 'categories']) as BlogCategory[] | undefined;
    const [list, categories] = await Promise.all([
      renderedList ?? fetchBlogPosts(graphql, { page, category }),
      !category ? [] : (renderedCategories ?? fetchBlogCategories(graphql)),
    ]);
    const categoryName = categories.find((c) => c.slug === category)?.name ?? null;
    const canonical = `/blog${category ? `?categoria=${encodeURIComponent(category)}` : ''}${page > 1 ? `${category ? '&' : '?'}pagina=${page}` : ''}`;
    return blogListHead(list.items, publicUrl, { categoryName, canonical });
  });

  app.registerHeadResolver('/blog/:slug', async (_request, { slug }, rendered) => {
    if (!slug || !BlogSlugSchema.safeParse(slug).success) return null;
    const renderedPost = rendered(['blog', 'post', slug]) as BlogPost | null | undefined;
    const post = renderedPost !== undefined ? renderedPost : await fetchBlogPost(graphql, slug);
    if (!post) return { title: pageTitle(t('blog.post.notFound')), noindex: true, status: 404 };
    return blogPostHead(post, publicUrl);
  });

  app.registerSitemapSource(async (): Promise<SitemapEntry[]> => {
    const entries: SitemapEntry[] = [];
    for (let page = 1; entries.length < SITEMAP_MAX_URLS; page += 1) {
      const list = await fetchBlogPosts(graphql, { page, pageSize: 24 });
      for (const p of list.items) entries.push({ loc: blogPostPathOf(p.slug), ...(p.publishedAt ? { lastmod: p.publishedAt } : {}), changefreq: 'monthly', priority: 0.6 });
      if (page >= list.pageCount) break;
    }
    return entries;
  });

  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_request, reply) => {
    const list = await fetchBlogPosts(graphql, { page: 1, pageSize: BLOG_FEED_SIZE });
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/rss+xml; charset=utf-8')
      .send(renderRss(list.items, publicUrl));
  });
}
