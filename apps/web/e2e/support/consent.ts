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

/**
 * Right after a sign-in: a new account meets the consent dialog, which mounts when the browser is
 * idle — on a loaded machine many seconds later. Asks the API whether the account still has to
 * consent and, if so, waits until the handler above has accepted the dialog, so no later step (a
 * fill, a download) races it.
 */
export async function settleConsent(page: Page, accessToken: string): Promise<void> {
  const mustConsent = async () => {
    const res = await page.request.get('/api/v1/user/consents', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { required: boolean } }).data.required;
  };
  if (!(await mustConsent())) return;
  const policy = page.getByRole('dialog', { name: CONSENT_DIALOG_NAME });
  await expect(async () => {
    // An auto-waiting assertion runs the locator handler once the dialog shows; until the dialog
    // has mounted it passes at once and the loop asks the API again.
    await expect(policy).toBeHidden({ timeout: 5_000 });
    expect(await mustConsent()).toBe(false);
  }).toPass({ timeout: 60_000 });
}
