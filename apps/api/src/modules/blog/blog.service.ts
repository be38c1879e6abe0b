// The blog's rules: what readers see (visible posts, related posts, mentioned providers) and what
// editors (admins) write (validation with the domain schema, Markdown rendered and sanitised).
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_POSTS,
  BlogPostInputSchema,
  blogSlugFrom,
  readingMinutes,
  st,
  type BlogCover,
  type BlogEditablePost,
  type BlogPost,
  type BlogPostPage,
  type BlogPostSummary,
} from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { keyUrl } from '../media';
import * as repo from './blog.repository';
import { linkedSlugs, renderMarkdown } from './markdown';

/** What the blog's services use (docs/decisions/136-service-dependencies.md): `moduleDeps(app)`. */
export type BlogDeps = Pick<ModuleDeps, 'db' | 'storage' | 'config'>;

/** Thrown for invalid editor input: `errors` maps fields to Spanish messages. */
export class BlogInputError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(message);
  }
}

export class BlogNotFoundError extends Error {
  constructor() {
    super(BLOG_MESSAGES.postNotFound);
  }
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function cover(deps: BlogDeps, row: repo.PostRow, upload: repo.UploadRow | undefined): BlogCover | null {
  if (upload) {
    const md = upload.sizes?.md;
    return {
      url: keyUrl(deps.storage, typeof md === 'string' ? md : upload.path) ?? upload.path,
      shareUrl: keyUrl(deps.storage, upload.path) ?? upload.path,
      width: upload.width,
      height: upload.height,
    };
  }
  const url = keyUrl(deps.storage, row.cover);
  return url ? { url, shareUrl: url, width: null, height: null } : null;
}

async function summaries(deps: BlogDeps, rows: repo.PostRow[]): Promise<BlogPostSummary[]> {
  const [categories, uploads] = await Promise.all([
    repo.categoriesByIds(deps.db, [...new Set(rows.map((r) => r.category_id).filter((v): v is number => v !== null))]),
    repo.uploadsByIds(deps.db, [...new Set(rows.map((r) => r.cover_upload_id).filter((v): v is number => v !== null))]),
  ]);
  return rows.map((row) => {
    const category = row.category_id ? categories.get(row.category_id) : undefined;
    return {
      id: String(row.id),
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      cover: cover(deps, row, row.cover_upload_id ? uploads.get(row.cover_upload_id) : undefined),
      publishedAt: iso(row.published_at),
      readingMinutes: row.reading_minutes,
      category: category ? { slug: category.slug, name: category.name } : null,
    };
  });
}

export function tagSlug(tag: string): string {
  return blogSlugFrom(tag);
}

export async function listPosts(
  deps: BlogDeps,
  args: { page?: number | null; pageSize?: number | null; category?: string | null; tag?: string | null },
): Promise<BlogPostPage> {
  const pageSize = Math.min(Math.max(args.pageSize ?? BLOG_PAGE_SIZE, 1), BLOG_MAX_PAGE_SIZE);
  const page = Math.min(Math.max(args.page ?? 1, 1), 10_000);
  let categoryId: number | null = null;
  if (args.category) {
    const category = await repo.findCategoryBySlug(deps.db, args.category);
    if (!category) return { items: [], total: 0, page, pageSize, pageCount: 0 };
    categoryId = category.id;
  }
  const { rows, total } = await repo.listVisiblePosts(deps.db, { categoryId, tag: args.tag ?? null }, pageSize, (page - 1) * pageSize);
  return { items: await summaries(deps, rows), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

export async function relatedOf(deps: BlogDeps, row: repo.PostRow, limit = BLOG_RELATED_POSTS): Promise<BlogPostSummary[]> {
  return summaries(deps, await repo.relatedPosts(deps.db, row, Math.min(Math.max(limit, 1), 6)));
}

export async function presentPost(deps: BlogDeps, row: repo.PostRow): Promise<Omit<BlogPost, 'related'> & { row: repo.PostRow }> {
  const [summary] = await summaries(deps, [row]);
  const mentioned = await repo.providersBySlugs(deps.db, linkedSlugs(row.content_md, deps.config.PUBLIC_URL));
  return {
    ...summary!,
    contentHtml: row.content_html,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    updatedAt: row.updated_at.toISOString(),
    tags: (row.tags ?? []).map((name) => ({ slug: tagSlug(name), name })),
    author: { name: row.author_name || st('site.team') },
    mentionedProviders: mentioned,
    row,
  };
}

export async function findPost(deps: BlogDeps, slug: string) {
  const row = await repo.findVisiblePostBySlug(deps.db, slug);
  return row ? presentPost(deps, row) : null;
}

export async function presentEditable(deps: BlogDeps, row: repo.PostRow): Promise<BlogEditablePost> {
  const [summary] = await summaries(deps, [row]);
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    contentMarkdown: row.content_md,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    status: row.status as BlogEditablePost['status'],
    publishedAt: iso(row.published_at),
    updatedAt: row.updated_at.toISOString(),
    coverUploadId: row.cover_upload_id,
    cover: summary!.cover,
    category: summary!.category,
    tags: (row.tags ?? []).map((name) => ({ slug: tagSlug(name), name })),
  };
}

/** Whether the user may edit the blog (the admin flag, from ADMIN_EMAILS). */
export async function isEditor(deps: Pick<ModuleDeps, 'db'>, userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return repo.isAdminUser(deps.db, userId);
}

async function authorName(deps: Pick<ModuleDeps, 'db'>, userId: number): Promise<string> {
  const row = await repo.findUserName(deps.db, userId);
  const name = [row?.first, row?.last].filter(Boolean).join(' ');
  return name.trim() || st('site.team');
}

function parseInput(input: unknown) {
  const parsed = BlogPostInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'input');
      (errors[field] ??= []).push(issue.message);
    }
    const first = Object.values(errors)[0]?.[0] ?? BLOG_MESSAGES.titleRequired;
    throw new BlogInputError(first, errors);
  }
  return parsed.data;
}

async function rowValues(deps: BlogDeps, input: unknown, existing: repo.PostRow | undefined) {
  const data = parseInput(input);
  const slug = data.slug || blogSlugFrom(data.title);
  const fail = (field: string, message: string): never => {
    throw new BlogInputError(message, { [field]: [message] });
  };
  if (!slug) fail('slug', BLOG_MESSAGES.slugInvalid);
  if (await repo.slugTaken(deps.db, slug, existing?.id)) fail('slug', BLOG_MESSAGES.slugTaken);
  const category = await repo.findCategoryBySlug(deps.db, data.categorySlug);
  if (!category) fail('categorySlug', BLOG_MESSAGES.categoryUnknown);
  let coverKey: string | null = null;
  if (data.coverUploadId !== null) {
    const upload = await repo.findBlogUpload(deps.db, data.coverUploadId);
    if (!upload) fail('coverUploadId', BLOG_MESSAGES.coverInvalid);
    coverKey = upload!.path;
  }
  const now = new Date();
  let publishedAt: Date | null = existing?.published_at ?? null;
  if (data.status === 'scheduled') publishedAt = new Date(data.publishAt!);
  else if (data.status === 'published') publishedAt = existing?.status === 'published' && publishedAt ? publishedAt : now;
  else publishedAt = null;
  const tags = [...new Map(data.tags.map((t) => [t.toLowerCase(), t])).values()];
  return {
    slug,
    title: data.title,
    excerpt: data.excerpt,
    content_md: data.contentMarkdown,
    content_html: renderMarkdown(data.contentMarkdown, deps.config.PUBLIC_URL),
    reading_minutes: readingMinutes(data.contentMarkdown),
    seo_title: data.seoTitle || null,
    seo_description: data.seoDescription || null,
    category_id: category!.id,
    tags,
    cover_upload_id: data.coverUploadId,
    cover: coverKey,
    status: data.status,
    published_at: publishedAt,
  };
}

export async function createPost(deps: BlogDeps, userId: number, input: unknown): Promise<repo.PostRow> {
  const values = await rowValues(deps, input, undefined);
  return repo.insertPost(deps.db, { ...values, author_id: userId, author_name: await authorName(deps, userId) });
}

export async function updatePost(deps: BlogDeps, id: number, input: unknown): Promise<repo.PostRow> {
  const existing = await repo.findPostById(deps.db, id);
  if (!existing) throw new BlogNotFoundError();
  const values = await rowValues(deps, input, existing);
  const row = await repo.updatePost(deps.db, id, { ...values, updated_at: new Date() });
  if (!row) throw new BlogNotFoundError();
  return row;
}
