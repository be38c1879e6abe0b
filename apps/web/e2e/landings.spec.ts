import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createBusinessProvider, loadCatalogue, openMailbox } from './support/events';
import type { Mailbox } from './support/events';
import { collectPageErrors } from './support/network';
import { expectNoHorizontalScroll, mainHeading } from './support/shell';

// Issue 12 (crawlable pages): landing pages per category × department at
// /proveedores/{categoria}/{departamento}, reached from the home through links, each provider card,
// breadcrumb and page number a real <a href> that works when opened directly. Providers are created
// through the API as real users do; the server may be reused, so counts are "at least".

const RUN = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
const SERVICE = 'Marinera y caballos de paso';
const SERVICE_SLUG = 'marinera-y-caballos-de-paso';
const LANDING = `/proveedores/${SERVICE_SLUG}/moquegua`;
const HEADING = 'Marinera y caballos de paso en Moquegua';
const MOQUEGUA_COUNT = 10;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href')));

test.describe('landing pages', () => {
  // Several page loads per test on a shared 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let mailbox: Mailbox;
  const names: string[] = [];

  test.beforeAll(async ({ browser, baseURL, request }) => {
    test.setTimeout(300_000);
    mailbox = await openMailbox();
    const catalogue = await loadCatalogue(request);
    const moquegua = catalogue.districtId('Moquegua', 'Mariscal Nieto', 'Moquegua');
    const tacna = catalogue.districtId('Tacna', 'Tacna', 'Tacna');
    const seeds = [
      ...Array.from({ length: MOQUEGUA_COUNT }, (_, i) => ({
        companyName: `Marinera ${RUN} ${String(i + 1).padStart(2, '0')}`,
        serviceTypeId: catalogue.serviceTypeId(SERVICE),
        districtId: moquegua,
      })),
      { companyName: `Danzas ${RUN}`, serviceTypeId: catalogue.serviceTypeId('Danzas típicas'), districtId: moquegua },
      { companyName: `Marinera Tacna ${RUN}`, serviceTypeId: catalogue.serviceTypeId(SERVICE), districtId: tacna },
    ];
    // Three at a time: each signs in, confirms an e-mail code and affiliates.
    for (let i = 0; i < seeds.length; i += 3) {
      await Promise.all(
        seeds.slice(i, i + 3).map(async (seed, j) => {
          const n = i + j;
          const provider = await createBusinessProvider(browser, baseURL!, mailbox, {
            label: `Marinera${String.fromCharCode(65 + n)}`,
            slug: `marinera-${RUN}-${n + 1}`,
            ...seed,
          });
          await provider.context.close();
        }),
      );
    }
    names.push(...seeds.slice(0, MOQUEGUA_COUNT).map((s) => s.companyName));
  });

  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('home → a popular landing → a provider site, all through links', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const popular = page.getByRole('navigation', { name: 'Búsquedas populares' });
    const first = popular.getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/proveedores\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const label = (await first.locator('span').first().textContent())!;
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(mainHeading(page)).toHaveText(label);

    const card = page.getByRole('list', { name: `Proveedores: ${label}` }).getByRole('link').first();
    const cardHref = await card.getAttribute('href');
    expect(cardHref).toMatch(/^\/[a-z0-9-]+$/);
    const cardName = await card.getByRole('heading', { level: 2 }).textContent();
    await card.click();
    await expect(page).toHaveURL(cardHref!);
    await expect(mainHeading(page)).toHaveText(cardName!);
    expect(errors).toEqual([]);
  });

  test('the footer links to the department landings', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Proveedores por ciudad' });
    await expect(footer.getByRole('link', { name: 'Proveedores en Arequipa' })).toHaveAttribute('href', '/proveedores/todos/arequipa');
    await footer.getByRole('link', { name: 'Proveedores en Lima' }).click();
    await expect(mainHeading(page)).toHaveText('Proveedores para eventos en Lima');
  });

  test('a landing: head from the server, heading, breadcrumbs, cards and related landings as links', async ({ page, request }) => {
    const html = await request.get(LANDING);
    expect(html.status()).toBe(200);
    const body = await html.text();
    expect(body).toContain(`<title>${HEADING} | Eventos Perú</title>`);
    expect(body).toContain('"@type":"ItemList"');
    expect(body).toContain('"@type":"BreadcrumbList"');

    await page.goto(LANDING);
    await expect(mainHeading(page)).toHaveText(HEADING, { timeout: 30_000 });
    await expect(page).toHaveTitle(`${HEADING} | Eventos Perú`);
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await crumbs.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/proveedores',
      `/proveedores/${SERVICE_SLUG}/todo-el-peru`,
    ]);
    const cards = page.getByRole('list', { name: `Proveedores: ${HEADING}` });
    for (const name of names) {
      await expect(cards.getByRole('link').filter({ hasText: name })).toHaveAttribute('href', /^\/marinera-\d+-\d+$/);
    }
    const categories = page.getByRole('navigation', { name: 'Otras categorías' });
    await expect(categories.getByRole('link', { name: /Danzas típicas en Moquegua/ })).toHaveAttribute('href', '/proveedores/danzas-tipicas/moquegua');
    const departments = page.getByRole('navigation', { name: 'En otros departamentos' });
    await expect(departments.getByRole('link', { name: /Marinera y caballos de paso en Tacna/ })).toHaveAttribute(
      'href',
      `/proveedores/${SERVICE_SLUG}/tacna`,
    );

    // Breadcrumb → the category in all of Peru; the provider site's breadcrumb leads back here.
    await crumbs.getByRole('link', { name: 'Marinera y caballos de paso' }).click();
    await expect(mainHeading(page)).toHaveText('Marinera y caballos de paso en todo el Perú');
    await page.goto(`/marinera-${RUN}-1`);
    await expect(mainHeading(page)).toHaveText(names[0]!, { timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: HEADING }).click();
    await expect(page).toHaveURL(LANDING);
    await expect(mainHeading(page)).toHaveText(HEADING);
  });

  test('an unknown landing is the not-found page with HTTP 404', async ({ page, request }) => {
    const res = await request.get('/proveedores/no-existe/moquegua');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('noindex');
    await page.goto('/proveedores/no-existe/moquegua');
    await expect(mainHeading(page)).toHaveText('No encontramos esta página', { timeout: 30_000 });
  });

  test('search pages, category chips and cards are <a href> that work when opened directly', async ({ page }) => {
    await page.goto(`/proveedores?s=${SERVICE_SLUG}`);
    const pagination = page.getByRole('navigation', { name: 'Paginación de proveedores' });
    const next = pagination.getByRole('link', { name: 'Ir a la página 2' });
    await expect(next).toHaveAttribute('href', new RegExp(`^/proveedores\\?s=${SERVICE_SLUG}&page=2$`), { timeout: 30_000 });
    expect(await pagination.getByRole('button').count()).toBe(0);
    const chip = page.getByRole('link', { name: /^Animación/ });
    await expect(chip).toHaveAttribute('href', `/proveedores?c=animation&s=${SERVICE_SLUG}`);
    const cardLinks = await hrefs(page, 'main ul[aria-label="Proveedores"] > li a');
    expect(cardLinks.length).toBe(10);
    expect(cardLinks.every((h) => /^\/[a-z0-9-]+$/.test(h ?? ''))).toBe(true);

    // The href itself, loaded as a new page (as a crawler would): page 2 with its own results.
    await page.goto((await next.getAttribute('href'))!);
    await expect(pagination.getByRole('link', { name: 'Página 2, actual' })).toBeVisible({ timeout: 30_000 });
    const second = await hrefs(page, 'main ul[aria-label="Proveedores"] > li a');
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((h) => cardLinks.includes(h))).toEqual([]);
    // And clicked (client-side): back to page 1.
    await pagination.getByRole('link', { name: 'Ir a la página 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/proveedores\\?s=${SERVICE_SLUG}$`));
  });

  for (const width of [360, 1280]) {
    test(`a landing at ${width} px: no horizontal scroll, no serious axe violation`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, locale: 'es-PE', viewport: { width, height: width === 360 ? 740 : 900 } });
      const page = await context.newPage();
      await page.goto(LANDING);
      await expect(mainHeading(page)).toHaveText(HEADING, { timeout: 30_000 });
      await expectNoHorizontalScroll(page, width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/landing-${width}.png`, fullPage: true });
      if (SCREENSHOTS) {
        await page.goto('/');
        await page.getByRole('navigation', { name: 'Búsquedas populares' }).scrollIntoViewIfNeeded({ timeout: 30_000 });
        await expectNoHorizontalScroll(page, width);
        await page.screenshot({ path: `${SCREENSHOTS}/home-${width}.png`, fullPage: true });
      }
      await context.close();
      expect(await seriousViolations(browser, baseURL!, LANDING)).toEqual([]);
    });
  }
});
