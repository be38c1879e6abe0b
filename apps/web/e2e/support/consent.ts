// Every signed-in journey meets the personal-data consent dialog once (issue 18): the sign-in
// helpers register this handler so the dialog is accepted whenever it shows up before an action.
// consent.spec.ts signs in by hand to test the dialog itself.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const CONSENT_DIALOG_NAME = /Antes de continuar|Actualizamos nuestros términos/;
const registered = new WeakSet<Page>();

export async function acceptConsentWhenAsked(page: Page): Promise<void> {
  if (registered.has(page)) return;
  registered.add(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: CONSENT_DIALOG_NAME }), async (dialog) => {
    await dialog.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await expect(dialog).toBeHidden();
  });
}
