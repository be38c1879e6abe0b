/**
 * The GraphQL documents of the blog and pure functions that run them through any client (the
 * browser's fetch to /graphql, the API's in-process executor, a server render). The response
 * shapes are the zod schemas of blog.schemas.ts.
 */
import type {
  BlogCategory,
  BlogEditablePost,
  BlogPost,
  BlogPostInput,
  BlogPostPage,
  BlogPostSummary,
} from './blog.schemas';

/** Runs one GraphQL operation and returns `data` (throws on errors). */
export type GraphQLRequest = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

const COVER = 'cover { url shareUrl width height }';
const SUMMARY = `id slug title excerpt ${COVER} publishedAt readingMinutes category { slug name }`;
const EDITABLE = `id slug title excerpt contentMarkdown seoTitle seoDescription status publishedAt updatedAt coverUploadId ${COVER} category { slug name } tags { slug name }`;

export const BLOG_POSTS_QUERY = `query BlogPosts($page: Int, $pageSize: Int, $category: String, $tag: String) {
  posts(page: $page, pageSize: $pageSize, category: $category, tag: $tag) { items { ${SUMMARY} } total page pageSize pageCount }
}`;
export const BLOG_POST_QUERY = `query BlogPost($slug: String!) {
  post(slug: $slug) {
    ${SUMMARY} contentHtml seoTitle seoDescription updatedAt tags { slug name } author { name }
    mentionedProviders { slug name } related(limit: 3) { ${SUMMARY} }
  }
}`;
export const BLOG_CATEGORIES_QUERY = `query BlogCategories { categories { slug name description postCount } }`;
export const BLOG_VIEWER_QUERY = `query BlogViewer { viewer { canEdit } }`;
export const BLOG_EDITOR_POSTS_QUERY = `query EditorPosts($page: Int) { editorPosts(page: $page, pageSize: 50) { items { ${EDITABLE} } total page pageSize pageCount } }`;
export const BLOG_EDITOR_POST_QUERY = `query EditorPost($id: ID!) { editorPost(id: $id) { ${EDITABLE} } }`;
export const BLOG_MARKDOWN_PREVIEW_QUERY = `query MarkdownPreview($markdown: String!) { markdownPreview(markdown: $markdown) }`;
export const BLOG_CREATE_POST_MUTATION = `mutation CreatePost($input: PostInput!) { createPost(input: $input) { ${EDITABLE} } }`;
export const BLOG_UPDATE_POST_MUTATION = `mutation UpdatePost($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { ${EDITABLE} } }`;
export const BLOG_DELETE_POST_MUTATION = `mutation DeletePost($id: ID!) { deletePost(id: $id) }`;

export interface BlogListArgs {
  page?: number;
  pageSize?: number;
  category?: string | null;
  tag?: string | null;
}

export async function fetchBlogPosts(request: GraphQLRequest, args: BlogListArgs = {}): Promise<BlogPostPage> {
  const vars: Record<string, unknown> = { page: args.page ?? 1 };
  if (args.pageSize) vars.pageSize = args.pageSize;
  if (args.category) vars.category = args.category;
  if (args.tag) vars.tag = args.tag;
  return (await request<{ posts: BlogPostPage }>(BLOG_POSTS_QUERY, vars)).posts;
}

export async function fetchBlogPost(request: GraphQLRequest, slug: string): Promise<BlogPost | null> {
  return (await request<{ post: BlogPost | null }>(BLOG_POST_QUERY, { slug })).post;
}

export async function fetchBlogCategories(request: GraphQLRequest): Promise<BlogCategory[]> {
  return (await request<{ categories: BlogCategory[] }>(BLOG_CATEGORIES_QUERY)).categories;
}

export async function fetchLatestBlogPosts(request: GraphQLRequest, count: number): Promise<BlogPostSummary[]> {
  return (await fetchBlogPosts(request, { page: 1, pageSize: count })).items;
}

export async function fetchBlogViewer(request: GraphQLRequest): Promise<{ canEdit: boolean }> {
  return (await request<{ viewer: { canEdit: boolean } }>(BLOG_VIEWER_QUERY)).viewer;
}

export type BlogEditorPage = Omit<BlogPostPage, 'items'> & { items: BlogEditablePost[] };

export async function fetchEditorPosts(request: GraphQLRequest): Promise<BlogEditorPage> {
  return (await request<{ editorPosts: BlogEditorPage }>(BLOG_EDITOR_POSTS_QUERY, { page: 1 })).editorPosts;
}

export async function fetchEditorPost(request: GraphQLRequest, id: string): Promise<BlogEditablePost | null> {
  return (await request<{ editorPost: BlogEditablePost | null }>(BLOG_EDITOR_POST_QUERY, { id })).editorPost;
}

export async function previewMarkdown(request: GraphQLRequest, markdown: string): Promise<string> {
  return (await request<{ markdownPreview: string }>(BLOG_MARKDOWN_PREVIEW_QUERY, { markdown })).markdownPreview;
}

export async function saveBlogPost(request: GraphQLRequest, id: string | null, input: BlogPostInput): Promise<BlogEditablePost> {
  if (id) return (await request<{ updatePost: BlogEditablePost }>(BLOG_UPDATE_POST_MUTATION, { id, input })).updatePost;
  return (await request<{ createPost: BlogEditablePost }>(BLOG_CREATE_POST_MUTATION, { input })).createPost;
}

export async function deleteBlogPost(request: GraphQLRequest, id: string): Promise<boolean> {
  return (await request<{ deletePost: boolean }>(BLOG_DELETE_POST_MUTATION, { id })).deletePost;
}

/** An error answered by the GraphQL service: Spanish message and, for bad input, field errors. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

interface GraphQLBody {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }>;
}

/** `data` of a GraphQL response body, or a GraphQLRequestError with the first error. */
export function graphqlData<T>(body: GraphQLBody, status: number): T {
  const first = body.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, first.extensions?.code, status, first.extensions?.errors ?? {});
  if (body.data === undefined || body.data === null) throw new GraphQLRequestError('Respuesta vacía del servicio del blog.', undefined, status);
  return body.data as T;
}

/** A GraphQLRequest over fetch (browser, server render, or the API talking to a remote service). */
export function createFetchGraphQL(
  url: string,
  options: { fetch?: typeof fetch; headers?: () => Record<string, string> | Promise<Record<string, string>>; timeoutMs?: number } = {},
): GraphQLRequest {
  const doFetch = options.fetch ?? fetch;
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(await options.headers?.()) },
      body: JSON.stringify({ query, variables: variables ?? {} }),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
    let body: GraphQLBody;
    try {
      body = (await res.json()) as GraphQLBody;
    } catch {
      throw new GraphQLRequestError('El servicio del blog no respondió correctamente.', undefined, res.status);
    }
    return graphqlData<T>(body, res.status);
  };
}
