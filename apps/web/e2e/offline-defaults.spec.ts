// Issue 17 on a server with the embedded defaults (no YouTube configuration, no internet) and a
// tag manager container whose script is a local stand-in:
//  - the consent banner: no tag and no request to the tag manager before "Aceptar", the tag after it;
//    "Rechazar" is remembered and can be changed from the footer;
//  - a provider adds a YouTube video and sees «Video guardado» (built-in video metadata stand-in).
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from './support/test';
import { createBusinessProvider, stubYouTubeAssets } from './support/media';
import { startSecondServer, type SecondServer } from './support/second-server';

const APP_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const TAG_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const TAG_URL = `http://127.0.0.1:${TAG_PORT}/gtm.js`;

let server: SecondServer;
let tagServer: Server;
let tagRequests: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tagServer = createServer((req, res) => {
    tagRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
    res.end("window.__tagStandIn = (window.__tagStandIn || 0) + 1; (window.dataLayer = window.dataLayer || []).push({ event: 'stand_in_loaded' });");
  });
  await new Promise<void>((resolve) => tagServer.listen(TAG_PORT, '127.0.0.1', resolve));
  server = await startSecondServer(APP_PORT, { GTM_CONTAINER_ID: 'GTM-E2E1234', GTM_SCRIPT_URL: TAG_URL });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => tagServer?.close(resolve));
});

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies de analítica' });

test('no tag manager before "Aceptar"; the stand-in tag loads after it and on the next visit', async ({ page }) => {
  tagRequests = [];
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.baseURL)) thirdParty.push(r.url());
  });
  await page.goto(`${server.baseURL}/`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Rechazar' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(tagRequests).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="gtm.js"]').length)).toBe(0);

  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagStandIn?: number }).__tagStandIn ?? 0)).toBe(1);
  expect(tagRequests).toEqual(['/gtm.js?id=GTM-E2E1234']);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.map((e) => e.event));
  expect(events).toEqual(expect.arrayContaining(['gtm.js', 'stand_in_loaded']));

  // A search pushes a dataLayer event now that there is consent.
  await page.goto(`${server.baseURL}/proveedores?q=dj`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event?: string; search_term?: string }> }).dataLayer?.find((e) => e.event === 'search')?.search_term))
    .toBe('dj');
  await expect(banner(page)).toBeHidden();
});

test('"Rechazar" is remembered, loads nothing, and can be changed from the footer', async ({ page }) => {
  tagRequests = [];
  await page.goto(`${server.baseURL}/sobre-nosotros`);
  await banner(page).getByRole('button', { name: 'Rechazar' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(banner(page)).toBeHidden();
  expect(tagRequests).toEqual([]);
  await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => tagRequests.length).toBe(1);
});

test('a provider adds a YouTube video on the embedded default and sees «Video guardado»', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
  await context.addCookies([{ name: 'ep_consent_analytics', value: 'denied', url: server.baseURL }]);
  const page = await context.newPage();
  try {
    await stubYouTubeAssets(page);
    const provider = await createBusinessProvider(page, 'Video');
    await page.goto(`/${provider.slug}`);
    await page.getByLabel('Editar sitio').check();
    await page.getByRole('button', { name: 'Agregar video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar video' });
    await dialog.getByLabel('Enlace de YouTube').fill('https://youtu.be/aqz-KE-bpKQ');
    await expect(dialog.getByText('Video de YouTube aqz-KE-bpKQ')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Video guardado')).toBeVisible();
  } finally {
    await context.close();
  }
});
