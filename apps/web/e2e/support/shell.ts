import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The page's main heading (h1) inside the router view. */
export function mainHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 }).first();
}

/** Follows a footer link by its Spanish name (client-side navigation). */
export async function openFromFooter(page: Page, name: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

/**
 * The document is no wider than the viewport: no horizontal scrolling. Not 'networkidle': a signed-in
 * page keeps the conversations stream open, so the network never goes idle. Waits for the load and
 * the web fonts, then for the width to hold still (lazy parts of the page come in after the load).
 */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const measure = () => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  let previous = -1;
  await expect
    .poll(async () => {
      const current = await measure();
      const stable = current === previous;
      previous = current;
      return stable;
    }, { intervals: [250, 250, 500, 500, 1_000] })
    .toBe(true);
  const scrollWidth = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  expect(scrollWidth, `scrollWidth ${scrollWidth} > ${width}`).toBeLessThanOrEqual(width);
}
