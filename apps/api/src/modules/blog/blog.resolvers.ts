// Resolvers of the content service. Reader queries are public; editor queries and mutations need
// the admin flag (401 for visitors, 403 for everyone else), checked in the database on each call.
import { BLOG_LIMITS, BLOG_MESSAGES, BLOG_RELATED_POSTS, formatMessage, st, t, type BlogPostSummary } from '@eventos/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { PublicGraphQLError } from './graphql-limits';
import * as repo from './blog.repository';
import {
  BlogInputError,
  BlogNotFoundError,
  createPost,
  findPost,
  isEditor,
  listPosts,
  presentEditable,
  relatedOf,
  tagSlug,
  updatePost,
  type BlogDeps,
} from './blog.service';
import { renderMarkdown } from './markdown';

export interface BlogContext {
  deps: BlogDeps;
  userId: number | null;
}

export function blogContext(deps: BlogDeps) {
  return (request: FastifyRequest): BlogContext => ({ deps, userId: request.user?.id ?? null });
}

async function requireEditor(ctx: BlogContext): Promise<number> {
  if (!ctx.userId) throw new PublicGraphQLError(t('auth.session.required'), 'UNAUTHENTICATED', 401);
  if (!(await isEditor(ctx.deps, ctx.userId))) throw new PublicGraphQLError(t('auth.permission.denied'), 'FORBIDDEN', 403);
  return ctx.userId;
}

function toId(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new PublicGraphQLError(BLOG_MESSAGES.postNotFound, 'NOT_FOUND', 404);
  return id;
}

function wrapInput(error: unknown): never {
  if (error instanceof BlogInputError) throw new PublicGraphQLError(error.message, 'BAD_USER_INPUT', 400, error.errors);
  if (error instanceof BlogNotFoundError) throw new PublicGraphQLError(error.message, 'NOT_FOUND', 404);
  throw error;
}

type Args = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const int = (v: unknown) => (typeof v === 'number' ? v : null);

async function postRowOf(db: Db, parent: { id: string; row?: repo.PostRow }): Promise<repo.PostRow | undefined> {
  return parent.row ?? (await repo.findPostById(db, Number(parent.id)));
}

export const blogResolvers = {
  Query: {
    posts: (_: unknown, args: Args, ctx: BlogContext) =>
      listPosts(ctx.deps, { page: int(args.page), pageSize: int(args.pageSize), category: str(args.category), tag: str(args.tag) }),
    post: (_: unknown, args: Args, ctx: BlogContext) => findPost(ctx.deps, String(args.slug)),
    relatedPosts: async (_: unknown, args: Args, ctx: BlogContext) => {
      const row = await repo.findVisiblePostBySlug(ctx.deps.db, String(args.slug));
      return row ? relatedOf(ctx.deps, row, int(args.limit) ?? BLOG_RELATED_POSTS) : [];
    },
    categories: async (_: unknown, _args: Args, ctx: BlogContext) =>
      (await repo.listCategories(ctx.deps.db)).map((c) => ({ slug: c.slug, name: c.name, description: c.description, postCount: c.post_count })),
    tags: async (_: unknown, _args: Args, ctx: BlogContext) =>
      (await repo.listTags(ctx.deps.db)).map((r) => ({ slug: tagSlug(r.tag), name: r.tag, postCount: r.n })),
    authors: async (_: unknown, _args: Args, ctx: BlogContext) => (await repo.listAuthors(ctx.deps.db)).map((name) => ({ name })),
    viewer: async (_: unknown, _args: Args, ctx: BlogContext) => ({ canEdit: await isEditor(ctx.deps, ctx.userId) }),
    editorPosts: async (_: unknown, args: Args, ctx: BlogContext) => {
      await requireEditor(ctx);
      const pageSize = Math.min(Math.max(int(args.pageSize) ?? 20, 1), 50);
      const page = Math.max(int(args.page) ?? 1, 1);
      const { rows, total } = await repo.listAllPosts(ctx.deps.db, pageSize, (page - 1) * pageSize);
      return {
        items: await Promise.all(rows.map((r) => presentEditable(ctx.deps, r))),
        total,
        page,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
      };
    },
    editorPost: async (_: unknown, args: Args, ctx: BlogContext) => {
      await requireEditor(ctx);
      const row = await repo.findPostById(ctx.deps.db, toId(String(args.id)));
      return row ? presentEditable(ctx.deps, row) : null;
    },
    markdownPreview: async (_: unknown, args: Args, ctx: BlogContext) => {
      await requireEditor(ctx);
      const markdown = String(args.markdown ?? '');
      if (markdown.length > BLOG_LIMITS.content)
        throw new PublicGraphQLError(formatMessage(BLOG_MESSAGES.contentMax, { max: BLOG_LIMITS.content }), 'BAD_USER_INPUT', 400);
      return renderMarkdown(markdown, ctx.deps.config.PUBLIC_URL);
    },
  },
  Mutation: {
    createPost: async (_: unknown, args: Args, ctx: BlogContext) => {
      const userId = await requireEditor(ctx);
      const row = await createPost(ctx.deps, userId, normalizeInput(args.input)).catch(wrapInput);
      return presentEditable(ctx.deps, row);
    },
    updatePost: async (_: unknown, args: Args, ctx: BlogContext) => {
      await requireEditor(ctx);
      const row = await updatePost(ctx.deps, toId(String(args.id)), normalizeInput(args.input)).catch(wrapInput);
      return presentEditable(ctx.deps, row);
    },
    deletePost: async (_: unknown, args: Args, ctx: BlogContext) => {
      await requireEditor(ctx);
      const done = await repo.deletePost(ctx.deps.db, toId(String(args.id)));
      if (!done) throw new PublicGraphQLError(BLOG_MESSAGES.postNotFound, 'NOT_FOUND', 404);
      return true;
    },
  },
  Post: {
    related: async (parent: BlogPostSummary & { row?: repo.PostRow }, args: Args, ctx: BlogContext) => {
      const row = await postRowOf(ctx.deps.db, parent);
      return row ? relatedOf(ctx.deps, row, int(args.limit) ?? BLOG_RELATED_POSTS) : [];
    },
    tags: async (parent: { id: string; tags?: unknown[]; row?: repo.PostRow }, _args: Args, ctx: BlogContext) =>
      parent.tags ?? ((await postRowOf(ctx.deps.db, parent))?.tags ?? []).map((name) => ({ slug: tagSlug(name), name })),
    author: async (parent: { id: string; author?: { name: string }; row?: repo.PostRow }, _args: Args, ctx: BlogContext) =>
      parent.author ?? { name: (await postRowOf(ctx.deps.db, parent))?.author_name || st('site.team') },
    contentHtml: async (parent: { contentHtml?: string; id: string; row?: repo.PostRow }, _args: Args, ctx: BlogContext) =>
      parent.contentHtml ?? (await postRowOf(ctx.deps.db, parent))?.content_html ?? '',
    updatedAt: async (parent: { id: string; updatedAt?: string; row?: repo.PostRow }, _args: Args, ctx: BlogContext) =>
      parent.updatedAt ?? (await postRowOf(ctx.deps.db, parent))?.updated_at.toISOString() ?? new Date(0).toISOString(),
    mentionedProviders: (parent: { mentionedProviders?: unknown[] }) => parent.mentionedProviders ?? [],
  },
};

/** GraphQL nulls → the schema's defaults. */
function normalizeInput(input: unknown): unknown {
  const raw = (input ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).filter(([k, v]) => v !== null || k === 'coverUploadId' || k === 'publishAt'));
}
