// seedBlog(db, storage, publicUrl): the blog's first articles (data/blog-posts.ts) with covers drawn
// at seed time (sharp), stored like an editor's upload (kind 'blog'). Does nothing when any post exists.
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { readingMinutes, st } from '@eventos/domain';
import { newImageBaseKey, processImage, storeProcessedImage } from '../../lib/images';
import { renderMarkdown } from '../../modules/blog';
import { insertImageUpload } from '../../modules/cdn';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { blogCategories, blogPosts } from '../schema';
import { SEED_BLOG_POSTS, type SeedBlogPost } from './data/blog-posts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function blogCoverSvg(cover: SeedBlogPost['cover'], w = 1600, h = 900): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cover.from}"/><stop offset="1" stop-color="${cover.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.32}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${w * 0.12}" cy="${h * 0.9}" r="${h * 0.4}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="${w / 2}" y="${h / 2}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h / 9)}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${esc(cover.caption)}</text>
  <text x="${w / 2}" y="${h / 2 + h / 8}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h / 22)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${st('blog.name')}</text>
</svg>`;
}

export async function seedBlog(db: Db, storage: Storage, publicUrl: string, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(blogPosts);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const categories = await db
    .select({ id: blogCategories.id, slug: blogCategories.slug })
    .from(blogCategories)
    .where(inArray(blogCategories.slug, [...new Set(SEED_BLOG_POSTS.map((p) => p.category))]));
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  for (const post of SEED_BLOG_POSTS) {
    const png = await sharp(Buffer.from(blogCoverSvg(post.cover))).png().toBuffer();
    const processed = await processImage(png, { kind: 'blog' });
    const stored = await storeProcessedImage(storage, newImageBaseKey('blog'), processed);
    const upload = await insertImageUpload(db, { user_id: null, kind: 'blog' }, stored);
    const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
    await db.insert(blogPosts).values({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content_md: post.content,
      content_html: renderMarkdown(post.content, publicUrl),
      reading_minutes: readingMinutes(post.content),
      cover_upload_id: upload.id,
      cover: stored.path,
      author_name: st('site.team'),
      tags: post.tags,
      status: 'published',
      published_at: publishedAt,
      seo_description: post.seoDescription,
      category_id: categoryId.get(post.category) ?? null,
      created_at: publishedAt,
      updated_at: publishedAt,
    });
  }
  return SEED_BLOG_POSTS.length;
}
