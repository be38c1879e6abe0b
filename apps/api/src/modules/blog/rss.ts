// RSS 2.0 feed of the blog (/blog/rss.xml): the newest published posts with their excerpt and cover.
import { blogPostPathOf, st, type BlogPostSummary } from '@eventos/domain';
import { absoluteUrl, escapeHtml } from '../../plugins/web';

export function renderRss(posts: BlogPostSummary[], publicUrl: string): string {
  const items = posts.map((p) => {
    const link = absoluteUrl(publicUrl, blogPostPathOf(p.slug));
    const parts = [
      `<title>${escapeHtml(p.title)}</title>`,
      `<link>${escapeHtml(link)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `<description>${escapeHtml(p.excerpt)}</description>`,
    ];
    if (p.publishedAt) parts.push(`<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>`);
    if (p.category) parts.push(`<category>${escapeHtml(p.category.name)}</category>`);
    if (p.cover) parts.push(`<enclosure url="${escapeHtml(absoluteUrl(publicUrl, p.cover.shareUrl))}" type="image/jpeg" length="0"/>`);
    return `    <item>${parts.join('')}</item>`;
  });
  const self = absoluteUrl(publicUrl, '/blog/rss.xml');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(st('blog.name'))}</title>
    <link>${escapeHtml(absoluteUrl(publicUrl, '/blog'))}</link>
    <atom:link href="${escapeHtml(self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(st('blog.rss.description'))}</description>
    <language>es-PE</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
