import { expect, test } from './support/test';
import { browserStoredValues, newDevAccount, noisePng, refreshCookie, signInWithDevProvider } from './support/auth';
import { nextCookie } from './support/cookies';
import { collectPageErrors } from './support/network';
import { expectNoHorizontalScroll, mainHeading } from './support/shell';

/** Page changes that load a new route chunk on a busy machine. */
const SLOW = 30_000;
// Each sign-in loads the OIDC pages and several route chunks: give the tests room on busy machines.
test.describe.configure({ timeout: 120_000 });

// Issue 3: sign-in through the built-in OIDC provider (`dev`), the session, /micuenta, the avatar
// upload and sign-out, against the real API on an empty database.

test.describe('sign-in journey', () => {
  test('visitor → /login → dev provider → /micuenta: edit profile, upload avatar, sign out', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const account = newDevAccount();

    await test.step('a visitor opening /micuenta lands on /login', async () => {
      await page.goto('/micuenta');
      await expect(page).toHaveURL(/\/login$/, { timeout: SLOW });
      await expect(mainHeading(page)).toHaveText('Ingresa a Eventos Perú', { timeout: SLOW });
      expect((await nextCookie(context))?.path).toBe('/micuenta');
      await expect(page.getByRole('link', { name: 'Términos y condiciones' }).first()).toBeVisible();
    });

    let accessToken = '';
    await test.step('signs in on the dev provider’s pages and comes back to /micuenta', async () => {
      accessToken = await signInWithDevProvider(page, account);
      await expect(page).toHaveURL(/\/micuenta$/, { timeout: SLOW });
      await expect(mainHeading(page)).toHaveText('Mi cuenta', { timeout: SLOW });
      await expect(page.getByText(account.email)).toBeVisible();
      await expect(page.getByLabel('Nombre')).toHaveValue('Lucía');
      await expect(page.getByLabel('Apellido')).toHaveValue('Quispe');
    });

    await test.step('the access token stays in memory; the refresh cookie is HttpOnly', async () => {
      expect(accessToken.split('.')).toHaveLength(3);
      const stored = await browserStoredValues(page);
      expect(stored.some((value) => value.includes(accessToken))).toBe(false);
      expect(stored.some((value) => /eyJ[\w-]+\.[\w-]+\./.test(value))).toBe(false);
      const cookie = await refreshCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, path: '/login', sameSite: 'Strict' });
    });

    await test.step('edits name, gender and birth date and saves', async () => {
      await page.getByLabel('Nombre').fill('María José');
      await page.getByLabel('Apellido').fill('Ñahui Pérez');
      await page.getByRole('combobox', { name: 'Género' }).click();
      await page.getByRole('option', { name: 'Femenino' }).click();
      await page.getByRole('spinbutton', { name: 'Día' }).click({ timeout: SLOW });
      await page.keyboard.type('15081990');
      await expect(page.locator('input[name="birth_date"]')).toHaveValue('15/08/1990');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Perfil actualizado')).toBeVisible();
    });

    await test.step('a reload restores the session and shows the saved values', async () => {
      await page.reload();
      await expect(mainHeading(page)).toHaveText('Mi cuenta', { timeout: SLOW });
      await expect(page.getByLabel('Nombre')).toHaveValue('María José');
      await expect(page.getByLabel('Apellido')).toHaveValue('Ñahui Pérez');
      await expect(page.getByRole('combobox', { name: 'Género' })).toHaveText('Femenino');
      await expect(page.locator('input[name="birth_date"]')).toHaveValue('15/08/1990');
      await expect(page.getByRole('button', { name: 'Abrir menú de mi cuenta' })).toBeVisible();
    });

    await test.step('uploads an avatar with a progress bar, and it becomes the picture', async () => {
      const png = await noisePng();
      // A slow uplink so the progress bar is visible (Chromium's network emulation).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 250 * 1024,
      });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Subir foto' }).click();
      await (await chooser).setFiles({ name: 'mi-foto.png', mimeType: 'image/png', buffer: png });
      const progress = page.getByRole('progressbar', { name: /Subiendo foto|Procesando foto/ });
      await expect(progress).toBeVisible();
      await expect(page.getByText(/Subiendo foto… \d+ %/)).toBeVisible();
      await expect(page.getByText('Foto de perfil actualizada')).toBeVisible({ timeout: 30_000 });
      await expect(progress).toBeHidden();
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect(page.getByTestId('current-avatar').locator('img')).toHaveAttribute('src', /\/cdn\/avatars\//);
      await expect(page.getByRole('radio', { name: /Foto subida/ })).toBeChecked();
    });

    await test.step('switches back to the social picture', async () => {
      await page.getByRole('radio', { name: /Foto de tu red social/ }).check();
      await expect(page.getByRole('radio', { name: /Foto de tu red social/ })).toBeChecked();
      await expect(page.getByTestId('current-avatar').locator('img')).toHaveAttribute('src', /\/oidc\/avatar\//);
    });

    await test.step('signs out, lands on /, and /micuenta asks to sign in again', async () => {
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: SLOW });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
      await page.goto('/micuenta');
      await expect(page).toHaveURL(/\/login$/, { timeout: SLOW });
      // The revoked sign-in can't be refreshed any more.
      const status = await page.evaluate(async () => (await fetch('/login/refresh', { method: 'POST' })).status);
      expect(status).toBe(401);
    });

    expect(errors.map(String)).toEqual([]);
  });
});

test.describe('callback errors', () => {
  test('a callback without a matching state shows the Spanish error and a way back', async ({ page }) => {
    // No flow cookie, made-up state: the API answers ?error=invalid_state and creates nothing.
    await page.goto('/login/dev/callback?code=forged&state=forged');
    await expect(page).toHaveURL(/\/login\/dev\/callback\?error=invalid_state$/);
    await expect(mainHeading(page)).toHaveText('No pudimos iniciar tu sesión', { timeout: SLOW });
    await expect(page.getByRole('alert')).toHaveText('No pudimos completar el inicio de sesión. Intenta nuevamente.');
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: SLOW });
    await expect(page.getByRole('link', { name: 'Continuar con cuenta de prueba' })).toBeVisible({ timeout: SLOW });
  });

  test('cancelling on the provider page comes back with a message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
    await page.getByRole('link', { name: 'Cancelar y volver' }).click();
    await expect(page).toHaveURL(/\/login\/dev\/callback\?error=access_denied$/);
    await expect(page.getByRole('alert')).toContainText('Cancelaste el inicio de sesión');
  });
});

test.describe('session', () => {
  test('a visitor sends no refresh request and the console stays clean (home, /login, the dev provider page)', async ({
    page,
  }) => {
    const refreshes: number[] = [];
    const consoleErrors: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/login/refresh') refreshes.push(r.status());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible({ timeout: SLOW });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The sign-in page speaks only of the providers this server offers (here the test account).
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Continuar con cuenta de prueba' })).toBeVisible({ timeout: SLOW });
    await expect(page.getByText(/servidor de prueba/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Google');
    await expect(page.getByRole('main')).not.toContainText('Facebook');
    await page.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible({ timeout: SLOW });
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the session hint cookie follows the sign-in: set with it, gone after signing out', async ({ page, context }) => {
    await page.goto('/login');
    await signInWithDevProvider(page, newDevAccount('hint'));
    await expect(page.getByRole('button', { name: 'Abrir menú de mi cuenta' })).toBeVisible({ timeout: SLOW });
    const hint = (await context.cookies()).find((c) => c.name === 'session_hint');
    expect(hint).toMatchObject({ value: '1', path: '/', httpOnly: false, sameSite: 'Lax' });
    // A reload restores the session through the refresh cookie (one POST /login/refresh).
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/login/refresh') refreshes.push(r.status());
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menú de mi cuenta' })).toBeVisible({ timeout: SLOW });
    expect(refreshes).toEqual([200]);
    await page.goto('/micuenta');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: SLOW });
    expect((await context.cookies()).find((c) => c.name === 'session_hint')).toBeUndefined();
  });

  test('after signing in, the next path is where the user returns', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expect(mainHeading(page)).toBeVisible({ timeout: SLOW });
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await signInWithDevProvider(page, newDevAccount('next'));
    await expect(page).toHaveURL(/\/preguntas-frecuentes$/, { timeout: SLOW });
    await expect(page.getByRole('button', { name: 'Abrir menú de mi cuenta' })).toBeVisible({ timeout: SLOW });
  });
});

test.describe('/micuenta at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('fits without horizontal scrolling', async ({ page }) => {
    await page.goto('/login');
    await signInWithDevProvider(page, newDevAccount('mobile'));
    await expect(page).toHaveURL(/\/$/, { timeout: SLOW });
    await page.goto('/micuenta');
    await expect(mainHeading(page)).toHaveText('Mi cuenta', { timeout: SLOW });
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    // The signed-in header (messages, notices, account, menu) is complete before measuring: the lazy
    // inbox button once pushed the menu button 8 px past the edge.
    await expect(page.getByTestId('inbox-button')).toBeVisible({ timeout: SLOW });
    await expect(page.getByRole('button', { name: 'Abrir menú', exact: true })).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalScroll(page, 360);
  });
});
