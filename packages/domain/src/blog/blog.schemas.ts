/**
 * The blog's contract (GraphQL content service): the editor's input (validated by the API and by
 * the editor form) and the shapes the web reads (posts, summaries, pages, categories).
 */
import { z } from '../zod';
import { formatMessage } from '../messages/format';
import { BLOG_LIMITS, BLOG_STATUSES } from './blog.constants';
import { BLOG_MESSAGES as M } from './blog.messages';

const max = (message: string, value: number) => formatMessage(message, { max: value });

export const BlogSlugSchema = z
  .string()
  .trim()
  .max(BLOG_LIMITS.slug, M.slugInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugInvalid);

export const BlogPostInputSchema = z
  .object({
    title: z.string().trim().min(1, M.titleRequired).max(BLOG_LIMITS.title, max(M.titleMax, BLOG_LIMITS.title)),
    /** Empty: made from the title. */
    slug: z.union([z.literal(''), BlogSlugSchema]).default(''),
    excerpt: z
      .string()
      .trim()
      .min(1, M.excerptRequired)
      .max(BLOG_LIMITS.excerpt, max(M.excerptMax, BLOG_LIMITS.excerpt)),
    contentMarkdown: z
      .string()
      .trim()
      .min(1, M.contentRequired)
      .max(BLOG_LIMITS.content, max(M.contentMax, BLOG_LIMITS.content)),
    seoTitle: z.string().trim().max(BLOG_LIMITS.seoTitle, max(M.seoTitleMax, BLOG_LIMITS.seoTitle)).default(''),
    seoDescription: z
      .string()
      .trim()
      .max(BLOG_LIMITS.seoDescription, max(M.seoDescriptionMax, BLOG_LIMITS.seoDescription))
      .default(''),
    categorySlug: z.string().trim().min(1, M.categoryRequired),
    tags: z
      .array(z.string().trim().min(1).max(BLOG_LIMITS.tag, max(M.tagMax, BLOG_LIMITS.tag)))
      .max(BLOG_LIMITS.tags, max(M.tagsMax, BLOG_LIMITS.tags))
      .default([]),
    /** Id of an upload made with POST cdn/upload/media path 'blog'; null removes the cover. */
    coverUploadId: z.number().int().positive().nullable().default(null),
    status: z.enum(BLOG_STATUSES).default('draft'),
    /** ISO date-time; required for 'scheduled'. */
    publishAt: z.iso.datetime({ offset: true, error: M.scheduleRequired }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'scheduled') {
      if (!value.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: M.scheduleRequired });
      else if (new Date(value.publishAt).getTime() <= Date.now())
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: M.scheduleFuture });
    }
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostInputParsed = z.output<typeof BlogPostInputSchema>;

export const BlogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

export const BlogTagSchema = z.object({ slug: z.string(), name: z.string() });
export type BlogTag = z.infer<typeof BlogTagSchema>;

export const BlogAuthorSchema = z.object({ name: z.string() });

export const BlogCoverSchema = z.object({
  url: z.string(),
  /** Wide variant for social cards (1200 px or the largest available). */
  shareUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type BlogCover = z.infer<typeof BlogCoverSchema>;

export const BlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: BlogCoverSchema.nullable(),
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int(),
  category: BlogCategorySchema.pick({ slug: true, name: true }).nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  contentHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
  tags: z.array(BlogTagSchema),
  author: BlogAuthorSchema,
  mentionedProviders: z.array(z.object({ slug: z.string(), name: z.string() })),
  related: z.array(BlogPostSummarySchema),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** What the editor loads to edit a post (drafts included). */
export const BlogEditablePostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  contentMarkdown: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  coverUploadId: z.number().int().nullable(),
  cover: BlogCoverSchema.nullable(),
  category: BlogCategorySchema.pick({ slug: true, name: true }).nullable(),
  tags: z.array(BlogTagSchema),
});
export type BlogEditablePost = z.infer<typeof BlogEditablePostSchema>;

export const BlogPostPageSchema = z.object({
  items: z.array(BlogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type BlogPostPage = z.infer<typeof BlogPostPageSchema>;
