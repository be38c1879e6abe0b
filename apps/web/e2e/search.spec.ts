import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { createBusinessProvider, loadCatalogue, openMailbox } from './support/events';
import type { Mailbox } from './support/events';
import { collectPageErrors } from './support/network';
import { expectNoHorizontalScroll, mainHeading } from './support/shell';

// Issue 6 (search): a visitor searches from the home page, filters by department and service
// type, pages through (10 per page, more than 10 results), opens a provider site, goes back and
// finds the same filters and page. The providers are created through the API as real users do
// (dev sign-in → e-mail code → POST providers), 12 matching ones plus two that must not show.

const MATCHING = 12;
// A random 12-digit number: never "corrected" as a typo, and too unlike the numbers of earlier runs
// (a reused e2e server keeps their providers) for the similar-name search, so the search finds
// exactly this run's providers.
const RUN = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
const NAME = `Sonido ${RUN}`;
const SERVICE = 'Sonido e iluminación';
const SERVICE_SLUG = 'sonido-e-iluminacion';

function results(page: Page): Locator {
  return page.getByRole('list', { name: 'Proveedores' }).locator(':scope > li');
}

async function cardNames(page: Page): Promise<string[]> {
  return results(page).getByRole('heading', { level: 2 }).allTextContents();
}

test.describe('provider search', () => {
  test.describe.configure({ mode: 'serial' });
  let mailbox: Mailbox;
  const decoys = { otherPlace: `${NAME} Arequipa`, otherService: `${NAME} DJ` };

  test.beforeAll(async ({ browser, baseURL, request }) => {
    test.setTimeout(300_000);
    mailbox = await openMailbox();
    const catalogue = await loadCatalogue(request);
    const cusco = catalogue.districtId('Cusco', 'Cusco', 'Cusco');
    const wanchaq = catalogue.districtId('Cusco', 'Cusco', 'Wanchaq');
    const seeds = [
      ...Array.from({ length: MATCHING }, (_, i) => ({
        companyName: `${NAME} ${String(i + 1).padStart(2, '0')}`,
        serviceTypeId: catalogue.serviceTypeId(SERVICE),
        districtId: i % 2 ? cusco : wanchaq,
      })),
      { companyName: decoys.otherPlace, serviceTypeId: catalogue.serviceTypeId(SERVICE), districtId: catalogue.districtId('Arequipa', 'Arequipa', 'Arequipa') },
      { companyName: decoys.otherService, serviceTypeId: catalogue.serviceTypeId('DJ'), districtId: cusco },
    ];
    for (const [i, seed] of seeds.entries()) {
      const provider = await createBusinessProvider(browser, baseURL!, mailbox, {
        label: `Sonido${String.fromCharCode(65 + i)}`, // a first name: letters only
        slug: `sonido-${RUN}-${i + 1}`,
        ...seed,
      });
      await provider.context.close();
    }
  });

  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('search from home, filter by department and service, page through, open a site and come back', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);

    // 1) Home: type the search and press "Buscar".
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Buscar proveedores, servicios o lugares' }).fill(NAME);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=Sonido\+\d+$/);
    await expect(mainHeading(page)).toHaveText('Buscar proveedores', { timeout: 30_000 });
    await expect(results(page).first()).toBeVisible();

    // 2) Filters: department, then service type (each is in the URL and resets the page).
    await page.getByLabel('Departamento').selectOption({ label: 'Cusco' });
    await expect(page).toHaveURL(/[?&]d=\d+/);
    await page.getByLabel('Tipo de servicio').selectOption(SERVICE_SLUG);
    await expect(page).toHaveURL(new RegExp(`[?&]s=${SERVICE_SLUG}`));
    await expect(page.getByRole('status').filter({ hasText: /proveedores$/ })).toHaveText(`${MATCHING} proveedores`);
    await expect(results(page)).toHaveCount(10);
    const firstPage = await cardNames(page);
    expect(firstPage.every((name) => name.startsWith(NAME))).toBe(true);
    expect(firstPage).not.toContain(decoys.otherPlace);
    expect(firstPage).not.toContain(decoys.otherService);

    // 3) Page 2 (10 per page): the remaining two, none repeated.
    await page.getByRole('link', { name: 'Ir a la página 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(results(page)).toHaveCount(MATCHING - 10);
    const secondPage = await cardNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect([...firstPage, ...secondPage].sort()).toEqual(
      Array.from({ length: MATCHING }, (_, i) => `${NAME} ${String(i + 1).padStart(2, '0')}`),
    );
    const searchUrl = page.url();

    // 4) Open a provider site from the results.
    const opened = secondPage[0]!;
    await results(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/sonido-\d+-\d+$/);
    await expect(mainHeading(page)).toHaveText(opened);

    // 5) Back: the same filters, page and results.
    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(page.getByLabel('Departamento').locator('option:checked')).toHaveText('Cusco');
    await expect(page.getByLabel('Tipo de servicio')).toHaveValue(SERVICE_SLUG);
    await expect(page.getByRole('link', { name: 'Página 2, actual' })).toBeVisible();
    await expect(results(page)).toHaveCount(MATCHING - 10);
    expect(await cardNames(page)).toEqual(secondPage);

    // 6) A new text from the search box keeps the filters and goes back to the first page.
    await page.getByRole('combobox', { name: 'Buscar proveedores, servicios o lugares' }).fill(`${NAME} 01`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Sonido\+\d+\+01(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]s=${SERVICE_SLUG}`));
    await expect(page).toHaveURL(/[?&]d=\d+/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    expect(errors).toEqual([]);
  });

  test('a shared link opens the same search; nothing found shows suggestions and clears filters', async ({ page }) => {
    await page.goto(`/proveedores?q=${encodeURIComponent(NAME)}&s=${SERVICE_SLUG}&size=20`);
    await expect(mainHeading(page)).toHaveText('Proveedores', { timeout: 30_000 });
    await expect(results(page)).toHaveCount(MATCHING + 1); // the Arequipa one too: no department filter
    await expect(page.getByLabel('Proveedores por página')).toHaveValue('20');

    await page.goto(`/buscar?q=${encodeURIComponent('zzqxwvb jjkkqp')}&d=1`);
    await expect(page.getByRole('heading', { name: 'No encontramos proveedores' })).toBeVisible({ timeout: 30_000 });
    // The empty state's suggestion (the filter chips above are links too, with their counts).
    await expect(page.getByRole('link', { name: 'Alimentación', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/buscar$/);
  });
});

test.describe('search at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the filters fold behind «Filtros» (with the count of active ones) and the page fits', async ({ page }) => {
    await page.goto(`/buscar?q=boda&s=${SERVICE_SLUG}`);
    await expect(mainHeading(page)).toHaveText('Buscar proveedores', { timeout: 30_000 });
    const toggle = page.getByRole('button', { name: 'Filtros (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Departamento')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Departamento')).toBeVisible();
    await expect(page.getByLabel('Tipo de servicio')).toHaveValue(SERVICE_SLUG);
    await expectNoHorizontalScroll(page, 360);
  });
});
