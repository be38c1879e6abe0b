/**
 * Route data on the server (docs/decisions/120-server-rendering.md). A page module exports
 * `loader = serverLoader(async (args, { queryClient }) => { await queryClient.ensureQueryData(x(...)) })`
 * with the same TanStack `queryOptions(...)` factory its component reads through `useQuery`: the
 * server render fills the request's QueryClient, the client receives it dehydrated and finds the
 * data in its cache (no second fetch). In the browser (no server context) the loader returns at
 * once: navigation stays client-side and the components fetch as they always did.
 * A loader may throw `data(null, { status: 404 })` (the not-found page with HTTP 404) or return
 * `redirect(url, 301)`.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLRequest } from '@eventos/domain';

export interface ServerRenderContext {
  ssr: true;
  /** The request's own QueryClient, dehydrated into the page after the render. */
  queryClient: QueryClient;
  /** GraphQL client of the blog content service for this process (in process or BLOG_GRAPHQL_URL). */
  graphql: GraphQLRequest;
}

export function isServerRenderContext(context: unknown): context is ServerRenderContext {
  return typeof context === 'object' && context !== null && (context as { ssr?: unknown }).ssr === true;
}

export type ServerLoad = (args: LoaderFunctionArgs, context: ServerRenderContext) => Promise<unknown>;

/** A route loader that only works during a server render (see above). */
export function serverLoader(load: ServerLoad) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    if (!isServerRenderContext(args.context)) return null;
    return (await load(args, args.context)) ?? null;
  };
}
