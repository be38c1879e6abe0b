import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptConsentWhenAsked, settleConsent } from './consent';

export interface DevAccount {
  name: string;
  email: string;
}

/** A new dev-provider account per call (the e2e server may be reused between runs). */
export function newDevAccount(prefix = 'e2e'): DevAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Lucía Quispe', email: `${prefix}-${id}@example.com` };
}

/**
 * From /login (or the login modal): "Continuar con cuenta de prueba" → the built-in OIDC
 * provider's real pages (Nombre, Correo electrónico, Ingresar; consent is automatic for our own
 * client) → back through the callback. (An optional click on a consent button here once matched the
 * app's own «Antes de continuar» policy dialog after a fast sign-in and waited for a button the
 * consent handler had already closed.)
 * Resolves with the access token the app received from `POST /login/refresh?login`.
 */
export async function signInWithDevProvider(page: Page, account: DevAccount): Promise<string> {
  await page.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Nombre').fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  const tokenResponse = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login/refresh',
  );
  await acceptConsentWhenAsked(page);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await tokenResponse;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).search).toBe('?login');
  const body = (await response.json()) as { access_token: string };
  await settleConsent(page, body.access_token);
  return body.access_token;
}

/** Every value of localStorage, sessionStorage and document.cookie, for leak checks. */
export async function browserStoredValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const values: string[] = [document.cookie];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        values.push(key, storage.getItem(key) ?? '');
      }
    }
    return values;
  });
}

/** The refresh cookie as the browser holds it. */
export async function refreshCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => /refresh_token$/.test(c.name)) ?? null;
}

/**
 * A PNG of random noise (so it doesn't compress: big enough to watch the upload progress when
 * the network is throttled). Made at run time with sharp, no binary fixture in the repository.
 */
export async function noisePng(width = 420, height = 420): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}
