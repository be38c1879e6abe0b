/**
 * The source module of each server-rendered route's lazy page, by route id (app/router.tsx), as the
 * Vite manifest names it (`build.manifest`, dist/.vite/manifest.json). The server render returns
 * the modules of the routes it matched, and the API puts a `<link rel="modulepreload">` for their
 * chunks in the page's head: the browser fetches the page's code with the entry instead of after it
 * (main.tsx loads the same routes' code before hydrating). `route-modules.test.ts` checks each entry
 * against the route's own `import()`.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  home: 'src/features/home/pages/home-page.tsx',
  about: 'src/features/info/pages/about-page.tsx',
  terms: 'src/features/info/pages/terms-page.tsx',
  privacy: 'src/features/info/pages/privacy-page.tsx',
  'content-policy': 'src/features/info/pages/content-policy-page.tsx',
  faq: 'src/features/info/pages/faq-page.tsx',
  blog: 'src/features/blog/pages/blog-list-page.tsx',
  'blog-post': 'src/features/blog/pages/blog-post-page.tsx',
  'not-found': 'src/app/pages/not-found-page.tsx',
  pricing: 'src/features/providers/pages/pricing-page.tsx',
  providers: 'src/features/search/pages/search-page.tsx',
  landing: 'src/features/landings/pages/landing-page.tsx',
  search: 'src/features/search/pages/search-page.tsx',
  'website-info': 'src/features/providers/pages/website-info-page.tsx',
  'provider-site': 'src/features/providers/pages/provider-site-page.tsx',
  unknown: 'src/app/pages/not-found-page.tsx',
};

/** The page modules of a render's matched routes (no duplicates, in match order). */
export function routeModulesOf(routeIds: readonly string[]): string[] {
  const modules: string[] = [];
  for (const id of routeIds) {
    const module = ROUTE_MODULES[id];
    if (module && !modules.includes(module)) modules.push(module);
  }
  return modules;
}
