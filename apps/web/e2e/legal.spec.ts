// Issue 18 journeys: a visitor files a reclamo from the footer and receives the copy (PDF);
// a new user accepts the policies on first sign-in; a user downloads their data and deletes
// the account.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { newDevAccount } from './support/auth';
import { seriousViolations } from './support/axe';
import { CONSENT_DIALOG_NAME } from './support/consent';
import { openMailbox } from './support/events';

/** Dev sign-in from /login without the automatic consent handler. */
async function signIn(page: Page, account: { name: string; email: string }) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await page.getByLabel('Nombre').fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/oidc\//, { timeout: 30_000 });
}

test('a visitor files a reclamo from the footer and receives the copy with the PDF', async ({ page }) => {
  const mailbox = await openMailbox();
  const email = `reclamo-${Date.now().toString(36)}@example.com`;
  await page.goto('/sobre-nosotros');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Libro de Reclamaciones' }).click();
  await expect(page).toHaveURL(/\/libro-de-reclamaciones$/);
  await expect(page.getByText('RUC 20000000001')).toBeVisible();

  // Sending it empty shows a Spanish message next to the fields.
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(page.getByText('Ingresa tu nombre completo')).toBeVisible();
  await expect(page.getByText('Debes aceptar la declaración para enviar la hoja')).toBeVisible();

  await page.getByLabel('Nombre completo').fill('Ana Quispe Mamani');
  await page.getByLabel('Número de documento').fill('12345678');
  await page.getByLabel('Domicilio').fill('Av. Arequipa 123, Lima');
  await page.getByLabel('Celular').fill('987 654 321');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Servicio contratado').fill('Alquiler de local para boda');
  await page.getByLabel('Monto reclamado (opcional)').fill('1500');
  await page.getByRole('radio', { name: /^Reclamo:/ }).check();
  await page.getByLabel('Detalle').fill('El local no estuvo listo a la hora pactada.');
  await page.getByLabel('Pedido').fill('Devolución del adelanto.');
  await page.getByRole('checkbox', { name: /Declaro que los datos/ }).check();
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();

  const heading = page.getByRole('heading', { name: /Hoja de reclamación Nº \d{4}-\d{6} registrada/ });
  await expect(heading).toBeVisible();
  const code = /\d{4}-\d{6}/.exec((await heading.textContent()) ?? '')?.[0];
  const mail = await mailbox.waitFor(email, (m) => m.subject.includes(code ?? '?'));
  expect(mail.raw).toContain('application/pdf');
  expect(mail.raw).toContain(`hoja-de-reclamacion-${code}.pdf`);
  expect(mail.text).toContain('15 días hábiles');
  await mailbox.close();
});

test('a new user accepts the terms and privacy policy on first sign-in', async ({ page }) => {
  await signIn(page, newDevAccount('consent'));
  const dialog = page.getByRole('dialog', { name: CONSENT_DIALOG_NAME });
  await expect(dialog).toBeVisible();
  const terms = dialog.getByRole('checkbox', { name: /He leído y acepto/ });
  const marketing = dialog.getByRole('checkbox', { name: /novedades y promociones/ });
  await expect(terms).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(dialog.getByText('Para continuar debes aceptar los Términos y condiciones y la Política de privacidad')).toBeVisible();
  await terms.check();
  await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(dialog).toBeHidden();
  // Listen before reloading: the reload returns once the app is hydrated, possibly after the call.
  const consents = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/consents');
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await consents;
  await expect(page.getByRole('dialog', { name: CONSENT_DIALOG_NAME })).toHaveCount(0);
});

test('a user withdraws the marketing-e-mail consent from /micuenta', async ({ page }) => {
  await signIn(page, newDevAccount('promociones'));
  const dialog = page.getByRole('dialog', { name: CONSENT_DIALOG_NAME });
  await dialog.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await dialog.getByRole('checkbox', { name: /novedades y promociones/ }).check();
  await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/micuenta');
  const section = page.getByRole('region', { name: 'Correos de novedades y promociones' });
  await expect(section.getByText(/Aceptaste recibirlos el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/user/consents/marketing' && r.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: 'Retirar mi consentimiento' }).click();
  expect((await saved).status()).toBe(200);
  await expect(section.getByText(/No recibes correos de novedades ni promociones/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Quiero recibir novedades y promociones' })).toBeVisible();
});

test('a user downloads their data and deletes the account', async ({ page }) => {
  const account = newDevAccount('borrar');
  await signIn(page, account);
  // Accept the policies before going on: the download must already hold those consents.
  const consent = page.getByRole('dialog', { name: CONSENT_DIALOG_NAME });
  await consent.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await consent.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(consent).toBeHidden();
  await page.goto('/micuenta');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos (JSON)' }).click();
  const download = await downloadPromise;
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { user: { email: string }; consents: unknown[] };
  expect(data.user.email).toBe(account.email);
  expect(data.consents.length).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog.getByText(/Libro de Reclamaciones que presentaste se conservan/)).toBeVisible();
  await expect(dialog.getByText(/Tus cotizaciones/)).toBeVisible();
  await dialog.getByLabel('Confirmación').fill('no');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('Escribe ELIMINAR para confirmar', { exact: true })).toBeVisible();
  await dialog.getByLabel('Confirmación').fill('ELIMINAR');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
});

test('axe: no serious or critical violations on the Libro de Reclamaciones', async ({ browser, baseURL }) => {
  expect(await seriousViolations(browser, baseURL!, '/libro-de-reclamaciones')).toEqual([]);
});
