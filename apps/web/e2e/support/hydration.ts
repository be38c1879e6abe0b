import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Public pages arrive server-rendered and become interactive when the app hydrates them: a click
 * before that does nothing. The app sets `<html data-hydrated>` right after hydration (and after
 * its first render on client-rendered pages); documents without the app (#root) are not waited for.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
        undefined,
        { timeout },
      );
      return;
    } catch (error) {
      // A navigation replaced the document while waiting: wait on the new one.
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}

const PATCHED = Symbol('hydration-wait');
const SKIP = Symbol('no-hydration-wait');
type Patched = { [PATCHED]?: true; [SKIP]?: true };

/** For a page with JavaScript off: navigations return at `load`, nothing hydrates. */
export function withoutHydrationWait(page: Page): Page {
  (page as Page & Patched)[SKIP] = true;
  return page;
}

/** `goto`, `reload`, `goBack`, `goForward` and `waitForURL` of this page also wait for hydration. */
export function waitForHydrationOnNavigation(page: Page): void {
  const marked = page as Page & Patched;
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const original = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const result = await original(...args);
      if (!marked[SKIP]) await waitForHydration(page);
      return result;
    };
  }
}

/** Every page of this context (present and future) waits for hydration after navigating. */
export function waitForHydrationInContext(context: BrowserContext): void {
  const marked = context as BrowserContext & Patched;
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  for (const page of context.pages()) waitForHydrationOnNavigation(page);
  context.on('page', waitForHydrationOnNavigation);
}

/** Contexts and pages made from this browser wait for hydration too. */
export function waitForHydrationInBrowser(browser: Browser): void {
  const marked = browser as Browser & Patched;
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    waitForHydrationInContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    waitForHydrationOnNavigation(page);
    return page;
  };
}
