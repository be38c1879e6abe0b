/**
 * `test` and `expect` for every spec: Playwright's, with pages that wait for the app to hydrate
 * after each navigation (support/hydration.ts), so a click never lands on inert server HTML.
 */
import { test as base } from '@playwright/test';
import { waitForHydrationInBrowser, waitForHydrationInContext } from './hydration';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      waitForHydrationInBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    waitForHydrationInContext(context);
    await use(context);
  },
});
