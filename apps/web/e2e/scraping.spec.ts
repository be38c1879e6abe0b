// Issue 17 (/scraping): a signed-in user pastes a provider site's URL and sees how WhatsApp,
// Facebook, X and LinkedIn will show it, read from the server HTML, with the missing-image
// warning; "ask Facebook again" answers with the offline stand-in (no Facebook app configured).
import { expect, test } from './support/test';
import { createBusinessProvider } from './support/media';
import { mainHeading } from './support/shell';

test('/scraping shows the preview of a provider site and warns that it has no image', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const provider = await createBusinessProvider(page, 'Vista');
  await page.goto('/scraping');
  await expect(mainHeading(page)).toHaveText('Vista previa en redes sociales');
  await page.getByLabel('Dirección de la página').fill(`${baseURL}/${provider.slug}`);
  await page.getByRole('button', { name: 'Ver vista previa' }).click();

  for (const network of ['whatsapp', 'facebook', 'x', 'linkedin']) {
    const card = page.locator(`[data-network="${network}"]`);
    await expect(card.getByText(`${provider.company_name} — Eventos Perú`)).toBeVisible();
    await expect(card.getByText('Sin imagen')).toBeVisible();
  }
  await expect(page.locator('[data-warning="image_missing"]')).toHaveText(
    'La página no tiene imagen para compartir (og:image): las redes mostrarán una vista sin foto.',
  );

  await page.getByRole('button', { name: 'Pedir a Facebook que vuelva a leer la página' }).click();
  await expect(page.getByText(/^Simulación local: sin FACEBOOK_CLIENT_ID/)).toBeVisible();

  // Another site's URL is refused next to the field.
  await page.getByLabel('Dirección de la página').fill('https://otro-sitio.example/pagina');
  await page.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(page.getByText(/^Solo puedes revisar páginas de Eventos Perú/)).toBeVisible();
});
