import { resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { ROUTE_MODULES, routeModulesOf } from './route-modules';

const WEB_ROOT = resolve(__dirname, '../..');

/** Pages rendered in the browser only (the API's CLIENT_ONLY paths): their chunks are never preloaded by the server. */
const CLIENT_RENDERED = [
  'complaints-book',
  'login',
  'oauth2-callback',
  'image-compressor',
  'affiliation',
  'external-affiliation',
  'create-event',
  'event-searcher',
  'event-searcher-detail',
  'event-detail',
  'my-account',
  'admin-complaints',
  'scraping',
  'blog-editor-list',
  'blog-editor',
  'my-events',
  'quotations',
  'review',
  'review-moderation',
  'inbox',
  'thread',
];

function lazyRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [...(typeof route.lazy === 'function' ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe('ROUTE_MODULES', () => {
  it("names, for every server-rendered lazy route, the module its import() loads", async () => {
    const lazy = lazyRoutes(routes);
    for (const route of lazy) {
      const id = route.id ?? '';
      if (CLIENT_RENDERED.includes(id)) {
        expect(ROUTE_MODULES[id], id).toBeUndefined();
        continue;
      }
      const module = ROUTE_MODULES[id];
      expect(module, `${id} has no entry in ROUTE_MODULES`).toBeDefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()) as { Component: unknown };
      const direct = (await import(/* @vite-ignore */ resolve(WEB_ROOT, module!))) as { default: unknown };
      expect(loaded.Component, id).toBe(direct.default);
    }
    expect(Object.keys(ROUTE_MODULES).every((id) => lazy.some((route) => route.id === id))).toBe(true);
  }, 60_000);

  it('gives the modules of matched routes once, skipping routes without a page module', () => {
    expect(routeModulesOf(['root', 'pages', 'provider-site'])).toEqual(['src/features/providers/pages/provider-site-page.tsx']);
    expect(routeModulesOf(['providers', 'search'])).toEqual(['src/features/search/pages/search-page.tsx']);
  });
});
