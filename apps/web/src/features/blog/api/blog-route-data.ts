/**
 * What each blog route needs before it renders, as plain functions of the URL and a GraphQL client
 * (a server render can call them with its own client and dehydrate the QueryClient).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLRequest } from '@eventos/domain';
import { blogCategoriesQuery, blogPostQuery, blogPostsQuery, latestBlogPostsQuery } from './blog-graphql';

/** '/blog?categoria=…&etiqueta=…&pagina=…' → the list's arguments. */
export function blogListArgs(search: URLSearchParams): { page: number; category: string | null; tag: string | null } {
  const page = Math.max(1, Math.floor(Number(search.get('pagina')) || 1));
  const category = search.get('categoria')?.trim() || null;
  const tag = search.get('etiqueta')?.trim() || null;
  return { page, category, tag };
}

export async function prefetchBlogList(client: QueryClient, request: GraphQLRequest, search: URLSearchParams): Promise<void> {
  await Promise.all([
    client.prefetchQuery(blogPostsQuery(request, blogListArgs(search))),
    client.prefetchQuery(blogCategoriesQuery(request)),
  ]);
}

export async function prefetchBlogPost(client: QueryClient, request: GraphQLRequest, slug: string): Promise<void> {
  await client.prefetchQuery(blogPostQuery(request, slug));
}

export async function prefetchLatestPosts(client: QueryClient, request: GraphQLRequest): Promise<void> {
  await client.prefetchQuery(latestBlogPostsQuery(request));
}
