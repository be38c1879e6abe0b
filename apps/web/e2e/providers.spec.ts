import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';
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
    await expect(page.getByText('Selecciona al menos un servicio de la lista')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Fotografía y video' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 3) Contact: Peru cellphone, department → province → district.
    await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
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
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 5) The code mailed to the contact e-mail.
    await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
    const message = await mail.waitForMail(owner.email, (m) => /c[oó]digo/i.test(m.text));
    const code = verificationCode(message);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código de verificación').fill(wrong);
    await page.getByRole('button', { name: 'Confirmar y publicar' }).click();
    await expect(page.getByText('El código no es correcto o ha expirado').first()).toBeVisible();
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
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos de contacto guardados')).toBeVisible();
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
});

test('axe: no serious or critical violations on the affiliation form', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await newSignedInPage(browser, baseURL ?? '', 'Axe');
  await expect(page.getByRole('heading', { name: '¿Cómo se llama tu negocio?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
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
