// The content service: Mercurius at /graphql with the blog schema, the hardening rules and a
// Spanish error formatter. Mounted by modules/blog/blog.routes.ts inside the API process, or by
// src/blog-server.ts as its own process. Rate limits come from plugins/security.ts (same as /api).
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { moduleDeps } from '../../plugins/module-deps';
import { BLOG_SDL } from './blog.schema';
import { blogContext, blogResolvers } from './blog.resolvers';
import { formatGraphQLErrors, limitsRule, noIntrospectionRule } from './graphql-limits';

export const GRAPHQL_PATH = '/graphql';

export async function registerBlogGraphQL(app: FastifyInstance): Promise<void> {
  const production = app.config.isProduction;
  await app.register(mercurius, {
    schema: BLOG_SDL,
    resolvers: blogResolvers as never,
    path: GRAPHQL_PATH,
    graphiql: !production,
    context: blogContext(moduleDeps(app)) as never,
    allowBatchedQueries: false,
    // The cost rule reads the variables (page sizes), so every request is validated afresh.
    cache: false,
    validationRules: ({ variables }) => [limitsRule(variables ?? {}), ...(production ? [noIntrospectionRule] : [])],
    errorFormatter: (execution, context) => {
      const { statusCode, errors } = formatGraphQLErrors(execution.errors, (error) =>
        (context as { reply?: { log: FastifyInstance['log'] } }).reply?.log.error({ err: error }, 'Error en el servicio del blog'),
      );
      const hasData = execution.data !== null && execution.data !== undefined;
      return { statusCode: hasData ? 200 : statusCode, response: { data: execution.data ?? null, errors } as never };
    },
    additionalRouteOptions: { schema: { hide: true } } as never,
  });
}
