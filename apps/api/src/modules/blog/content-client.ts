// How the API itself (page heads, sitemap, RSS) reads the blog: through GraphQL like the web —
// in process (Mercurius's executor) by default, or over HTTP when BLOG_GRAPHQL_URL points at the
// content service's own process.
import { createFetchGraphQL, graphqlData, type GraphQLRequest } from '@eventos/domain';
import type { FastifyInstance } from 'fastify';
import type { BlogContext } from './blog.resolvers';
import { moduleDeps } from '../../plugins/module-deps';

export function contentClient(app: FastifyInstance): GraphQLRequest {
  const remote = app.config.BLOG_GRAPHQL_URL;
  if (remote) return createFetchGraphQL(remote, { timeoutMs: 10_000 });
  const context: BlogContext = { deps: moduleDeps(app), userId: null };
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const result = await app.graphql(query, context as never, variables);
    return graphqlData<T>(result as never, 200);
  };
}
