/**
 * The web reads the blog only through GraphQL: `blogGraphQL` posts to the content service
 * (`/graphql`, or the URL the server announces in <meta name="eventos:graphql"> when the service
 * runs as its own process) with the signed-in user's bearer token. The query options below are
 * pure: they take any `GraphQLRequest`, so a server render can prefetch them with its own client.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  BLOG_HOME_POSTS,
  GraphQLRequestError,
  createFetchGraphQL,
  fetchBlogCategories,
  fetchBlogPost,
  fetchBlogPosts,
  fetchBlogViewer,
  fetchEditorPost,
  fetchEditorPosts,
  fetchLatestBlogPosts,
  type BlogListArgs,
  type GraphQLRequest,
} from '@eventos/domain';
import { shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-token';

export const DEFAULT_GRAPHQL_URL = '/graphql';

/** The content service's URL: the server's <meta name="eventos:graphql">, else '/graphql'. */
export function graphqlUrl(): string {
  if (typeof document === 'undefined') return DEFAULT_GRAPHQL_URL;
  return document.querySelector<HTMLMetaElement>('meta[name="eventos:graphql"]')?.content || DEFAULT_GRAPHQL_URL;
}

/** Browser client: bearer token, and one session refresh + retry after a 401. */
export const blogGraphQL: GraphQLRequest = async <T,>(query: string, variables?: Record<string, unknown>): Promise<T> => {
  const run = (token: string | null) =>
    createFetchGraphQL(graphqlUrl(), { headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}) })<T>(query, variables);
  const token = getAccessToken();
  try {
    return await run(token);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 401 && (await shouldRetryAfterUnauthorized(token))) {
      return run(getAccessToken());
    }
    throw error;
  }
};

const FIVE_MINUTES = 5 * 60_000;

export const blogKeys = {
  all: ['blog'] as const,
  posts: (args: BlogListArgs) => ['blog', 'posts', args] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  categories: () => ['blog', 'categories'] as const,
  latest: () => ['blog', 'latest'] as const,
  viewer: (generation: number) => ['blog', 'viewer', generation] as const,
  editorPosts: () => ['blog', 'editor', 'posts'] as const,
  editorPost: (id: string) => ['blog', 'editor', 'post', id] as const,
};

export const blogPostsQuery = (request: GraphQLRequest, args: BlogListArgs) =>
  queryOptions({ queryKey: blogKeys.posts(args), queryFn: () => fetchBlogPosts(request, args), staleTime: FIVE_MINUTES });

export const blogPostQuery = (request: GraphQLRequest, slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => fetchBlogPost(request, slug), staleTime: FIVE_MINUTES });

export const blogCategoriesQuery = (request: GraphQLRequest) =>
  queryOptions({ queryKey: blogKeys.categories(), queryFn: () => fetchBlogCategories(request), staleTime: FIVE_MINUTES });

export const latestBlogPostsQuery = (request: GraphQLRequest) =>
  queryOptions({ queryKey: blogKeys.latest(), queryFn: () => fetchLatestBlogPosts(request, BLOG_HOME_POSTS), staleTime: FIVE_MINUTES });

export const blogViewerQuery = (request: GraphQLRequest, generation: number) =>
  queryOptions({ queryKey: blogKeys.viewer(generation), queryFn: () => fetchBlogViewer(request) });

export const editorPostsQuery = (request: GraphQLRequest) =>
  queryOptions({ queryKey: blogKeys.editorPosts(), queryFn: () => fetchEditorPosts(request) });

export const editorPostQuery = (request: GraphQLRequest, id: string) =>
  queryOptions({ queryKey: blogKeys.editorPost(id), queryFn: () => fetchEditorPost(request, id) });
