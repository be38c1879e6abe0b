import { expect, test } from './support/test';
import { newDevAccount, signInWithDevProvider } from './support/auth';
import { seriousViolations } from './support/axe';
import { nextCookie } from './support/cookies';
import { collectPageErrors, countRequests } from './support/network';
import { expectNoHorizontalScroll, mainHeading, openFromFooter } from './support/shell';

// Issue 2 (foundation) journeys, as a visitor, on an empty database with Peru's catalogue only.

test.describe('guards and redirects', () => {
  for (const path of ['/micuenta', '/scraping']) {
    test(`a visitor opening ${path} is sent to /login, and next remembers ${path}`, async ({ page, context }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(mainHeading(page)).toHaveText('Ingresa a Eventos Perú');
      expect((await nextCookie(context))?.path).toBe(path);
    });
  }

  test('/eventos sends a visitor to /eventos/lista, which asks to sign in', async ({ page, context }) => {
    await page.goto('/eventos');
    await expect(page).toHaveURL(/\/login$/);
    // The redirect went through /eventos/lista: that is the path saved to come back to.
    expect((await nextCookie(context))?.path).toBe('/eventos/lista');
  });

  test('an unknown path of several segments goes to /404 with the Spanish page', async ({ page }) => {
    await page.goto('/a/b/c');
    await expect(page).toHaveURL(/\/404$/);
    await expect(mainHeading(page)).toHaveText('No encontramos esta página');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });

  test('an unknown single-segment slug renders the provider-site route without crashing', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/proveedor-inexistente-e2e');
    // Missing provider → /404 (or the provider frame while it loads): never a blank page.
    await expect(page).toHaveURL(/\/(404|proveedor-inexistente-e2e)$/);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(errors.map(String)).toEqual([]);
  });
});

test.describe('next cookie', () => {
  test('saves the full path, URL-encoded, for 1 day; /login does not overwrite it', async ({ page, context }) => {
    await page.goto('/proveedores?q=x');
    await expect(mainHeading(page)).toBeVisible();
    await expect.poll(async () => (await nextCookie(context))?.path).toBe('/proveedores?q=x');
    const saved = await nextCookie(context);
    expect(saved?.raw).toBe(encodeURIComponent('/proveedores?q=x'));
    const lifetime = (saved?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(86_400 - 120);
    expect(lifetime).toBeLessThanOrEqual(86_400 + 5);

    // In-app navigation to /login (header button), then a direct load of /login.
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(mainHeading(page)).toBeVisible();
    expect((await nextCookie(context))?.path).toBe('/proveedores?q=x');
    await page.goto('/login');
    await expect(mainHeading(page)).toBeVisible();
    expect((await nextCookie(context))?.path).toBe('/proveedores?q=x');
  });
});

test.describe('catalogue at start-up', () => {
  const CATALOGUE = ['/api/v1/locations', '/api/v1/service-types', '/api/v1/search/keywords'] as const;

  test('locations, service types and keywords load once across in-app navigation', async ({ page }) => {
    const counts = countRequests(page, CATALOGUE);
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));

    const routes = [
      ['Sobre nosotros', '/sobre-nosotros'],
      ['Preguntas frecuentes', '/preguntas-frecuentes'],
      ['Términos y condiciones', '/terminos-y-condiciones'],
      ['Política de privacidad', '/politica-de-privacidad'],
    ] as const;
    for (const [name, path] of routes) {
      await openFromFooter(page, name);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(mainHeading(page)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    // Still the same document: every step was client-side routing, not a page load.
    expect(await page.evaluate(() => (window as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
    // The service types arrive with the server-rendered page (its query cache): never fetched here.
    expect(counts['/api/v1/locations']).toBe(1);
    expect(counts['/api/v1/search/keywords']).toBe(1);
    expect(counts['/api/v1/service-types'] ?? 0).toBe(0);
  });
});

test.describe('home', () => {
  test('keyword autocomplete suggests Arequipa for "arequ"; Enter searches the text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar proveedores, servicios o lugares' }).first();
    await box.click();
    await box.pressSequentially('arequ', { delay: 40 });
    await expect(page.getByRole('option', { name: /Arequipa/ }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=arequ$/);
  });

  test('the shell has the header, footer and WhatsApp contact button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
});

test.describe('snackbar', () => {
  test('a saved change shows the bottom snackbar, which Cerrar closes', async ({ page }) => {
    test.slow(); // signs in through the built-in OIDC provider first
    await page.goto('/micuenta');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithDevProvider(page, newDevAccount('snackbar'));
    await expect(page).toHaveURL(/\/micuenta$/);
    await page.getByLabel('Nombre').fill('Rosa');
    await page.getByRole('button', { name: 'Guardar' }).click();

    const snackbar = page.getByRole('status').filter({ hasText: 'Perfil actualizado' });
    await expect(snackbar).toBeVisible();
    const box = await snackbar.boundingBox();
    expect(box && box.y).toBeGreaterThan((page.viewportSize()?.height ?? 0) / 2); // at the bottom
    await snackbar.getByRole('button', { name: 'Cerrar' }).click();
    await expect(snackbar).toBeHidden();
  });
});

test.describe('mobile layout at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/sobre-nosotros', '/preguntas-frecuentes', '/404', '/login']) {
    test(`${path} fits 360 px and shows the menu button`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrir menú', exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page, 360);
    });
  }

  test('the menu button opens the navigation drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Proveedores' }).last()).toBeVisible();
  });
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of ['/', '/sobre-nosotros', '/terminos-y-condiciones', '/politica-de-privacidad', '/preguntas-frecuentes', '/404', '/login']) {
    test(path, async ({ browser, baseURL }) => {
      test.slow(); // axe on the long legal pages takes a while on a 2-core machine
      expect(await seriousViolations(browser, baseURL ?? '', path)).toEqual([]);
    });
  }
});
