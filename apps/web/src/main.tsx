import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';
import { LayoutGuessContext } from './hooks/use-is-mobile';
import { endHydration, startHydration } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { readServerRenderState } from './ssr/hydration-state';
import { createEmotionCache } from './styling/emotion-cache';
import { appTheme } from './theme';


const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

/** Sets `<html data-hydrated>` once the server's HTML is live (e2e waits for it before clicking). */
function HydrationMarker() {
  useEffect(() => endHydration(), []);
  return null;
}

/** Loads the code of the URL's routes first: hydration must render what the server rendered. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the start of a server-rendered page is several tasks (the entry's evaluation;
 * reading the state and loading the page's code; the page code's evaluation; the router and the theme;
 * then hydration, itself in slices), none long enough to block input (docs/decisions/258).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const rendered = container!.firstElementChild !== null;
  if (rendered) await nextTask();
  const state = rendered ? readServerRenderState() : null;
  if (!state) {
    // A page the server did not render (signed-in areas, `npm run dev -w @eventos/web`).
    const router = createAppRouter();
    createRoot(container!).render(
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <AppProvider>
            <RouterProvider router={router} />
            <HydrationMarker />
          </AppProvider>
        </CacheProvider>
      </StrictMode>,
    );
    return;
  }
  startHydration();
  hydrate(queryClient, state.queries);
  await loadMatchedRoutes();
  await nextTask();
  const router = createAppRouter(state.router);
  await nextTask();
  appTheme();
  await nextTask();
  // Adopts the server's style tags (the rules stay where the server put them).
  const cache = createEmotionCache();
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <CacheProvider value={cache}>
          <LayoutGuessContext.Provider value={state.mobile}>
            <AppProvider>
              <RouterProvider router={router} />
              <HydrationMarker />
            </AppProvider>
          </LayoutGuessContext.Provider>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

void start();
