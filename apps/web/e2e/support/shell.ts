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

/** The document is no wider than the viewport: no horizontal scrolling. */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const scrollWidth = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  expect(scrollWidth, `scrollWidth ${scrollWidth} > ${width}`).toBeLessThanOrEqual(width);
}
