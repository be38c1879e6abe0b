// At 360 px: the home's event-type tiles keep every word whole, and the floating WhatsApp button
// never covers the footer's last links once the page is scrolled to the end.
import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

test('the popular event types break no word in the middle at 360 px', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Eventos populares' });
  await section.scrollIntoViewIfNeeded();
  const names = section.locator('ul li a p:first-child');
  await expect(names.first()).toBeVisible({ timeout: 30_000 });
  const broken = await names.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const text = node.textContent ?? '';
        if (/\s/.test(text.trim())) return false;
        // A single word on more than one line was broken inside the word.
        const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
        return node.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((node) => node.textContent),
  );
  expect(broken).toEqual([]);
});

test('the floating WhatsApp button leaves the footer links uncovered at the end of the page', async ({ page }) => {
  await page.goto('/politica-de-privacidad');
  const button = page.getByRole('link', { name: /Escríbenos por WhatsApp/ });
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const fab = (await button.boundingBox())!;
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('link');
  for (let i = 0; i < (await links.count()); i += 1) {
    const box = await links.nth(i).boundingBox();
    if (!box) continue;
    const overlaps =
      box.x < fab.x + fab.width && fab.x < box.x + box.width && box.y < fab.y + fab.height && fab.y < box.y + box.height;
    expect(overlaps, `${await links.nth(i).textContent()} bajo el botón de WhatsApp`).toBe(false);
  }
  const lastText = footer.getByText('Hecho con cariño en el Perú');
  const last = (await lastText.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(fab.y);
});
