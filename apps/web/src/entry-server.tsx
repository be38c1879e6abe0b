/**
 * Server render of a public page (docs/decisions/120-server-rendering.md). The API calls
 * `renderPage` for a GET of a page: React Router's static handler runs the matched routes' server
 * loaders (app/ssr-loader.ts) into a QueryClient of this request, React renders the page to HTML
 * with MUI's styles collected by Emotion, and the result carries what the client needs to hydrate
 * the same tree: the router's hydration data and the dehydrated query cache.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import type { GraphQLRequest } from '@eventos/domain';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { routeModulesOf } from './app/route-modules';
import type { ServerRenderContext } from './app/ssr-loader';
import { LayoutGuessContext } from './hooks/use-is-mobile';
import { OriginContext } from './hooks/use-origin';
import { setApiFetch } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { extractCriticalStyles } from './ssr/emotion-critical';
import { createEmotionCache } from './styling/emotion-cache';
import { setLeanButtonsProbe } from './components/ui/lean-buttons';
import { serializeForScript, SSR_STATE_ID } from './ssr/serialize';

export interface RenderOptions {
  /** Absolute URL of the page (origin + path + query). */
  url: string;
  /** Phone-like User-Agent: the first render uses the mobile layout. */
  mobile: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /**
       * `<style data-emotion>` tags: the critical CSS of this HTML, as UTF-8 bytes that may be shared
       * with other renders (ssr/emotion-critical.ts): copied into the page, never written into.
       */
      styles: Buffer;
      /** The app's HTML, for inside `<div id="root">`: the UTF-8 bytes React wrote, never decoded (ADR 337). */
      html: Buffer;
      /** `<script>` with the router's hydration data and the dehydrated query cache. */
      state: string;
      /**
       * The data this render loaded (its query cache: key and data of each successful query). The
       * API builds the page's head from it instead of reading the database again for the same page.
       */
      queries: RenderedQuery[];
      /**
       * The page modules of the matched routes (Vite manifest keys, app/route-modules.ts): the API
       * preloads their chunks from the head, since the browser loads them before hydrating.
       */
      modules: string[];
    };

export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface ServerRenderer {
  renderPage(options: RenderOptions): Promise<RenderResult>;
}

const handler = createStaticHandler(routes);

/**
 * One renderer per process: `apiFetch` answers the API calls of the loaders (the API passes one
 * that runs in process), `graphql` the blog's content service.
 */
export function createServerRenderer({ apiFetch, graphql }: { apiFetch: typeof fetch; graphql: GraphQLRequest }): ServerRenderer {
  setApiFetch(apiFetch);
  // MUI's buttons are read once per variant and then written without their components (docs/decisions/381).
  setLeanButtonsProbe(renderToString);
  return {
    async renderPage({ url, mobile }) {
      const queryClient: QueryClient = createQueryClient();
      const requestContext: ServerRenderContext = { ssr: true, queryClient, graphql };
      const context = await handler.query(new Request(url), { requestContext });
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const cache = createEmotionCache();
      // Styles are collected in the cache instead of <style> tags beside each element.
      cache.compat = true;
      const html = await renderComplete(
        <StrictMode>
          <CacheProvider value={cache}>
            <OriginContext.Provider value={new URL(url).origin}>
              <LayoutGuessContext.Provider value={mobile}>
                <AppProvider queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProvider>
              </LayoutGuessContext.Provider>
            </OriginContext.Provider>
          </CacheProvider>
        </StrictMode>,
      );
      const styles = extractCriticalStyles(cache, html);
      // A JSON data block, not a script: the Content-Security-Policy runs no inline script.
      const state = `<script type="application/json" id="${SSR_STATE_ID}">${serializeForScript({
        router: routerHydrationData(context),
        queries: dehydrate(queryClient),
        mobile,
      })}</script>`;
      const queries: RenderedQuery[] = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
      queryClient.clear();
      const modules = routeModulesOf(context.matches.map((match) => match.route.id));
      return { kind: 'page', status: context.statusCode, styles, html, state, queries, modules };
    },
  };
}

/**
 * The whole page as one string once every lazy part has loaded (`onAllReady`): boundaries arrive
 * complete, so the HTML needs no inline script to reveal them (the Content-Security-Policy allows
 * none).
 */
function renderComplete(element: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The chunks are kept as React wrote them (UTF-8 bytes) and joined once at the end: the page goes
    // out as these bytes, so they are never decoded to a string and encoded again (ADR 337).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a finished boundary into a later chunk revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** What `createBrowserRouter` reads back (errors serialised the way React Router revives them). */
function routerHydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [id, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) errors[id] = { ...error, __type: 'RouteErrorResponse' };
      else if (error instanceof Error) errors[id] = { message: 'Error', __type: 'Error' };
      else errors[id] = error;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
