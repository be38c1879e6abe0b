import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on `path` in a fresh context (axe needs `browser.newContext()` before `newPage()`)
 * once the page's main heading is visible, and returns the serious and critical violations.
 */
export async function seriousViolations(browser: Browser, baseURL: string, path: string): Promise<AxeFinding[]> {
  const context = await browser.newContext({ baseURL, locale: 'es-PE' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  } finally {
    await context.close();
  }
}
