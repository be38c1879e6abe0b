// Blog posts served by the GraphQL content service; Markdown stored, sanitised HTML cached.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { BLOG_STATUS_VALUES, checkIn } from './enums';
import { uploads } from './uploads';
import { users } from './users';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content_md: text('content_md').notNull().default(''),
    /** Rendered and sanitised HTML of content_md. */
    content_html: text('content_html').notNull().default(''),
    cover_upload_id: integer('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Storage key or absolute URL of the cover image. */
    cover: text('cover'),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author_name: text('author_name'),
    category_id: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    /** Minutes to read content_md (domain readingMinutes). */
    reading_minutes: integer('reading_minutes').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    published_at: tstz('published_at'),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_visible_idx')
      .on(t.published_at.desc())
      .where(sql`${t.status} IN ('published', 'scheduled')`),
    index('blog_posts_category_idx').on(t.category_id),
    index('blog_posts_tags_idx').using('gin', t.tags),
    checkIn('blog_posts_status_check', 'status', BLOG_STATUS_VALUES),
  ],
);
