import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { startMailCatcher, verificationCode } from './support/mail';
import type { MailCatcher } from './support/mail';
import { makeLogoPng, newUser, signInWithDevProvider, uniqueSuffix } from './support/providers';
import { mainHeading } from './support/shell';

// Issue 4 (providers): a new user affiliates through every step, confirms the e-mail code from
// the captured mail, lands on the new site and edits it; a visitor sees the changes; the raw HTML
// of the site has its share tags; axe finds no serious or critical problem.

// Generous waits: CI machines are small and this journey talks to a real server and database.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const INTRO_MIN_MESSAGE =
  'Escribe una descripción más larga (al menos 100 caracteres) para ayudar a los usuarios a conocer tu empresa';
const INTRO =
  'Somos un estudio de fotografía y video para bodas, quinceañeros y eventos corporativos en Lima. ' +
  'Cubrimos tu evento de principio a fin con dos fotógrafos, dron y entrega en 15 días.';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

async function newSignedInPage(browser: Browser, baseURL: string, label: string) {
  const context = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
  const page = await context.newPage();
  await page.goto('/proveedores/afiliacion');
  await expect(mainHeading(page)).toHaveText('Afilia tu negocio');
  await signInWithDevProvider(page, newUser(label), /\/proveedores\/afiliacion$/);
  return { context, page };
}

test.describe('affiliation and provider site', () => {
  test.describe.configure({ mode: 'serial' });
  let mail: MailCatcher;
  const suffix = uniqueSuffix();
  const company = `Fotografía Ñandú ${suffix}`;
  const slug = `fotografia-nandu-${suffix}`;
  const owner = newUser('Rosa');
  const siteEmail = `contacto.${suffix}@example.com`;
  /** The code that confirmed siteEmail (the claim's mail is the next one to that address). */
  let siteCode = '';

  test.beforeAll(async () => {
    mail = await startMailCatcher();
  });
  test.afterAll(async () => {
    await mail?.close();
  });

  test('a new user affiliates through every step and lands on the new site', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/proveedores/afiliacion');
    await expect(mainHeading(page)).toHaveText('Afilia tu negocio');
    // Visitors sign in first; the app brings them back here (cookie `next`).
    await expect(page.getByRole('button', { name: 'Ingresar para continuar' })).toBeVisible();
    await signInWithDevProvider(page, owner, /\/proveedores\/afiliacion$/);

    // 1) Company and slug: suggested from the name, lower case, no accents; app routes rejected.
    await expect(page.getByRole('heading', { name: '¿Cómo se llama tu negocio?' })).toBeVisible();
    // Issue 11: the main menu highlights «Soy un proveedor» here, not «Proveedores».
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Soy un proveedor' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Proveedores' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Nombre de tu empresa').fill(company);
    const slugField = page.getByLabel('Dirección de tu página');
    await expect(slugField).toHaveValue(slug);
    await slugField.fill('Blog');
    await expect(slugField).toHaveValue('blog');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Esta dirección no está disponible. Elige otra.')).toBeVisible();
    await slugField.fill(slug);
    await expect(page.getByText(`¡Disponible! Tu página será eventosperu.pe/${slug}`)).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 2) Services: at least one.
    await expect(page.getByRole('heading', { name: '¿Qué servicios ofreces?' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // Issue 11: the error is brought into view and focused (it was ~1,200 px below the button).
    const servicesError = page.getByText('Selecciona al menos un servicio de la lista');
    await expect(servicesError).toBeFocused();
    await expect(servicesError).toBeInViewport();
    await page.getByRole('checkbox', { name: 'Fotografía y video' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 3) Contact: Peru cellphone, department → province → district.
    await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
    // Issue 11: prefilled from the signed-in user; an empty e-mail says why next to the field.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(owner.email);
    await page.getByLabel('Correo electrónico').fill('');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Ingresa tu correo electrónico')).toBeVisible();
    await page.getByLabel('Nombres').fill('Rosa');
    await page.getByLabel('Apellidos').fill('Quispe Huamán');
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Celular').fill('12345');
    await page.getByLabel(/^Dirección/).fill('Av. Larco 123');
    await page.getByLabel('Departamento').selectOption({ label: 'Lima' });
    await page.getByLabel('Provincia').selectOption({ label: 'Lima' });
    await page.getByLabel('Distrito').selectOption({ label: 'Miraflores' });
    await page.getByLabel('Sitio web (opcional)').fill('www.nandu-foto.pe');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Celular')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Celular').fill('987 654 321');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 4) Logo: png upload with a progress bar and a preview (the photo picker: at least 600 × 400).
    await expect(page.getByRole('heading', { name: 'El logo de tu negocio' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makeLogoPng(640) });
    await expect(page.getByText('¡Listo! Así se verá tu logo en tu página.')).toBeVisible({ timeout: 20_000 });
    // Issue 11: the preview is the uploaded logo (it was a relative URL, a 404, and showed initials).
    const preview = page.getByRole('img', { name: 'Vista previa' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(preview).toHaveAttribute('src', /^(?:https?:\/\/[^/]+)?\/cdn\/logotipos\/.+-md\.jpg$/);
    // Issue 11: no sideways scrolling on a 360 px phone (the empty live region was 100 % wide).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 5) The code mailed to the contact e-mail.
    await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
    const message = await mail.waitForMail(owner.email, (m) => /c[oó]digo/i.test(m.text));
    const code = verificationCode(message);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código de verificación').fill(wrong);
    await page.getByRole('button', { name: 'Confirmar y publicar' }).click();
    await expect(page.getByText('El código no es correcto o ha expirado').first()).toBeVisible();
    // Issue 13 (ADR 139): the API's message is on the code field, which is focused.
    await expect(page.getByLabel('Código de verificación')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Código de verificación')).toBeFocused();
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Confirmar y publicar' }).click();

    await expect(page.getByText('¡Listo! Tu sitio ya está publicado.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/${slug}$`), { timeout: 20_000 });
    await expect(mainHeading(page)).toHaveText(company);
    // A provider can't reuse the affiliation page: it goes to its site.
    await page.goto('/proveedores/afiliacion');
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));

    // Owner editing: intro (with the domain's minimum length), services and contact.
    await expect(page.getByText('Tu sitio', { exact: true })).toBeVisible();
    await page.getByLabel('Editar sitio').check();
    await page.getByRole('button', { name: `Editar: Acerca de ${company}` }).click();
    const intro = page.getByLabel('Descripción de tu empresa');
    await intro.fill('Muy corta');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(INTRO_MIN_MESSAGE)).toBeVisible();
    await intro.fill(INTRO);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Descripción guardada')).toBeVisible();

    await page.getByRole('button', { name: 'Editar: Servicios' }).click();
    await page.getByRole('checkbox', { name: 'DJ' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Servicios guardados')).toBeVisible();

    await page.getByRole('button', { name: 'Editar: Contacto' }).click();
    await page.getByLabel('Celular').fill('912 345 678');
    await page.getByLabel(/^Dirección/).fill('Calle Berlín 456');
    // Issue 11: a new contact e-mail is confirmed with the mailed code before it is used.
    await page.getByLabel('Correo electrónico').fill(siteEmail);
    await page.getByRole('button', { name: 'Guardar' }).click();
    siteCode = verificationCode(await mail.waitForMail(siteEmail, (m) => /c[oó]digo/i.test(m.text)));
    await page.getByLabel('Código de verificación').fill(siteCode);
    await page.getByRole('button', { name: 'Confirmar y guardar' }).click();
    await expect(page.getByText('Datos de contacto guardados')).toBeVisible();
    await expect(page.getByRole('link', { name: siteEmail })).toBeVisible();

    // Issue 11: no sideways scrolling in edit mode on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('a visitor in another browser context sees the changes', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto(`/${slug}`);
    await expect(mainHeading(page)).toHaveText(company);
    await expect(page.getByText(INTRO)).toBeVisible();
    const services = page.locator('#servicios');
    await expect(services.getByText(/Fotografía y video/)).toBeVisible();
    await expect(services.getByText(/DJ/)).toBeVisible();
    await expect(page.getByText('Calle Berlín 456')).toBeVisible();
    await expect(page.getByRole('link', { name: '+51 912 345 678' })).toHaveAttribute('href', 'tel:+51912345678');
    const whatsapp = await page.getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/51912345678\?text=/);
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toContain(company);
    // No owner tools for visitors; a basic provider takes no quotation requests (a Business option);
    // "Me gusta" on the provider asks a visitor to sign in.
    await expect(page.getByLabel('Editar sitio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Solicitar cotización' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Me gusta' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Inicia sesión');
    await context.close();
  });

  test('the raw HTML of the site has Open Graph tags and JSON-LD before any JavaScript', async ({ request }) => {
    const response = await request.get(`/${slug}`);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${company}[^"]*">`));
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    const data = JSON.parse(jsonLd ?? '{}') as { '@type'?: string; name?: string };
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(company);
  });

  test('axe: no serious or critical violations on the site', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto(`/${slug}`);
    await expect(mainHeading(page)).toHaveText(company);
    await expect(page.getByRole('heading', { name: 'Reseñas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('an unlinked site is hidden until its owner claims it with the code mailed to the site', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
    const page = await context.newPage();
    await page.goto(`/${slug}`);
    await signInWithDevProvider(page, owner, new RegExp(`/${slug}$`));
    await page.getByRole('button', { name: 'Más opciones del sitio' }).click();
    await page.getByRole('menuitem', { name: 'Desvincular mi cuenta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desvincular' }).click();
    await expect(page.getByText('Tu cuenta ya no está vinculada a este sitio.')).toBeVisible();

    // A visitor: not the site, nothing of it in the HTML head either.
    const visitor = await browser.newContext({ baseURL, locale: 'es-PE' });
    const other = await visitor.newPage();
    await other.goto(`/${slug}`);
    await expect(mainHeading(other)).toHaveText('Este sitio no está disponible');
    await expect(other.getByText(company)).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Ingresar para reclamarlo' })).toBeVisible();
    expect(await (await other.request.get(`/${slug}`)).text()).not.toContain(company);
    await visitor.close();

    // The former owner (a customer now) claims it back with the code sent to the site's e-mail.
    await page.goto(`/${slug}`);
    await expect(mainHeading(page)).toHaveText('Este sitio no está disponible');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText(/Enviamos un código a c\*\*\*@example\.com/)).toBeVisible();
    const code = verificationCode(
      await mail.waitForMail(siteEmail, (m) => /c[oó]digo/i.test(m.text) && verificationCode(m) !== siteCode),
    );
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Reclamar sitio' }).click();
    await expect(page.getByText('¡Listo! El sitio vuelve a estar publicado y es tuyo.')).toBeVisible();
    await expect(mainHeading(page)).toHaveText(company);
    await expect(page.getByText('Tu sitio', { exact: true })).toBeVisible();

    // The upgrade dialog states the price and the terms (issue 11, ADR 115).
    await page.getByRole('button', { name: 'Mejorar a Business' }).first().click();
    const dialog = page.getByRole('dialog', { name: '¿Pasar al plan Business?' });
    await expect(dialog).toContainText(/Business: (Gratis|S\/ [\d,]+\.\d{2} al mes)/);
    await expect(dialog.getByRole('listitem').first()).toContainText('Incluye fotos de portada');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await context.close();
  });
});

test('the plans page shows the prices and «Elige Business» leads to the affiliation for Business', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await newSignedInPage(browser, baseURL ?? '', 'Planes');
  await page.goto('/soy-un-proveedor');
  const business = page.getByRole('region', { name: /Business/ });
  const basic = page.getByRole('region', { name: /Básico/ });
  await expect(basic.getByText('Gratis', { exact: true })).toBeVisible();
  await expect(basic.getByRole('link', { name: 'Empieza con Básico' })).toHaveAttribute('href', '/proveedores/afiliacion');
  await expect(business.getByText(/^(Gratis|S\/ [\d,]+\.\d{2} al mes)/).first()).toBeVisible();
  await business.getByRole('link', { name: 'Elige Business' }).click();
  await expect(page).toHaveURL(/\/proveedores\/afiliacion\?plan=business$/);
  await expect(page.getByRole('heading', { name: '¿Cómo se llama tu negocio?' })).toBeVisible();
  await context.close();
});

test('axe: no serious or critical violations on the affiliation form', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await newSignedInPage(browser, baseURL ?? '', 'Axe');
  await expect(page.getByRole('heading', { name: '¿Cómo se llama tu negocio?' })).toBeVisible();
  // Signed in: the conversations stream stays open, so never 'networkidle'.
  await page.waitForLoadState('load');
  expect(await seriousViolations(page)).toEqual([]);
  // The services step (the longest form) as well.
  await page.getByLabel('Nombre de tu empresa').fill(`Axe ${uniqueSuffix()}`);
  await expect(page.getByText(/¡Disponible!/)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¿Qué servicios ofreces?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('a visitor on the affiliation page is asked to sign in', async ({ page }) => {
  await page.goto('/afiliacion');
  await expect(mainHeading(page)).toHaveText('Lleva tu negocio de eventos a más clientes');
  await page.getByRole('button', { name: 'Ingresar para continuar' }).click();
  await expect(page.getByRole('dialog')).toContainText('Para afiliar tu negocio necesitas una cuenta');
});
