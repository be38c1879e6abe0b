import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  createBusinessProvider,
  fillDevSignIn,
  limaDatePlus,
  loadCatalogue,
  makePdf,
  newAccount,
  openMailbox,
  typeDate,
} from './support/events';
import type { BusinessProvider, Mailbox } from './support/events';
import { mainHeading } from './support/shell';

// The e2e machine may be busy (several servers and browsers): allow slow answers.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 7 (events and quotations), three browser contexts: a customer creates an event through
// the four steps (signing in through the login modal mid-wizard and coming back to the same step
// with the draft intact); two Business providers (created through the API, same service and
// department) get the notification mail and see it in the searcher; one quotes in soles with a
// PDF, the other in dollars; the customer compares them side by side, opens one (the provider
// then sees «Leída») and accepts it; the provider's KPIs change.

const SERVICE = 'Catering';
const [DEPARTMENT, PROVINCE, DISTRICT] = ['Lima', 'Lima', 'Miraflores'];
const DESCRIPTION_MIN_MESSAGE =
  'Escribe una descripción más larga (al menos 50 caracteres) para que los proveedores puedan cotizar mejor';
const DESCRIPTION =
  'Boda civil y religiosa para 120 invitados en una casa de campo. Buscamos un catering criollo con ' +
  'entrada, fondo y postre, mozos y menaje completo. La recepción empieza a las 7 p. m.';

function suffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Serious and critical axe findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const STEP_HEADINGS = ['Tipo de evento', 'Servicios', 'Lugar y fecha', 'Descripción'];

/**
 * «Siguiente», then the next step on screen. The URL changes before React shows the step (the
 * router renders it in a transition): on a loaded machine a click right after the URL changed could
 * still reach the previous step's button, so the step's heading is the signal.
 */
async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventos/crear/${step}$`));
  await expect(page.getByRole('heading', { name: STEP_HEADINGS[step - 1], level: 2, exact: true })).toBeVisible();
}

test.describe('events and quotations', () => {
  test.describe.configure({ mode: 'serial' });
  let mailbox: Mailbox;

  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('a customer publishes an event, two providers quote it, the customer compares and accepts', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const base = baseURL ?? 'http://localhost:3100';
    const catalogue = await loadCatalogue(request);
    const districtId = catalogue.districtId(DEPARTMENT, PROVINCE, DISTRICT);
    const serviceTypeId = catalogue.serviceTypeId(SERVICE);
    const id = suffix();

    // Two Business providers of catering in Lima, created through the API.
    const [soles, dollars] = await Promise.all([
      createBusinessProvider(browser, base, mailbox, {
        label: 'Rosa',
        companyName: `Sabores del Perú ${id}`,
        slug: `sabores-del-peru-${id}`,
        serviceTypeId,
        districtId,
      }),
      createBusinessProvider(browser, base, mailbox, {
        label: 'Jorge',
        companyName: `Catering Andino ${id}`,
        slug: `catering-andino-${id}`,
        serviceTypeId,
        districtId,
      }),
    ]);
    const providers: BusinessProvider[] = [soles, dollars];
    const before = await soles.kpis();

    // ---- The customer: four steps, the step in the URL --------------------------------------
    const customer = newAccount('Ana');
    await page.goto('/eventos/crear');
    await expect(mainHeading(page)).toHaveText('Publica tu evento');
    await expect(page.getByRole('heading', { name: 'Tipo de evento', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Selecciona el tipo de evento')).toBeVisible();
    await page.getByRole('radio', { name: 'Boda', exact: true }).check();
    await next(page, 2);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Selecciona al menos un servicio de la lista')).toBeVisible();
    await page.getByRole('button', { name: SERVICE, exact: true }).click();
    await page.getByLabel(`Invitados para ${SERVICE}`).fill('120');
    await page.getByLabel(`Horas de ${SERVICE}`).fill('6');
    const budgetFrom = page.getByLabel(`Presupuesto desde para ${SERVICE}`);
    await budgetFrom.fill('123456.789');
    await expect(budgetFrom).toHaveValue('');
    await expect(page.getByText('Máximo 5 dígitos enteros y 2 decimales')).toBeVisible();
    await budgetFrom.fill('8,000.5');
    await budgetFrom.blur();
    await expect(budgetFrom).toHaveValue('8000.50');
    await page.getByLabel(`Presupuesto hasta para ${SERVICE}`).fill('15000');
    await page.getByLabel(`Notas para ${SERVICE}`).fill('Menú criollo, opción vegetariana para 10 personas.');
    await next(page, 3);

    await page.getByLabel('Departamento').selectOption({ label: DEPARTMENT });
    await page.getByLabel('Provincia').selectOption({ label: PROVINCE });
    await page.getByLabel('Distrito').selectOption({ label: DISTRICT });
    await page.getByLabel('Lugar del evento').fill('Casa de campo La Quinta');
    // Tomorrow at the earliest.
    await typeDate(page, 'Fecha del evento', limaDatePlus(0));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('La fecha del evento debe ser a partir de mañana')).toBeVisible();
    const eventDate = limaDatePlus(45);
    await typeDate(page, 'Fecha del evento', eventDate);

    // Back and forward work, and a refresh keeps the draft.
    await page.goBack();
    await expect(page).toHaveURL(/\/eventos\/crear\/2$/);
    await expect(page.getByLabel(`Invitados para ${SERVICE}`)).toHaveValue('120');
    await page.goForward();
    await expect(page).toHaveURL(/\/eventos\/crear\/3$/);
    await page.reload();
    await expect(page.getByLabel('Distrito')).toHaveValue(String(districtId));
    await expect(page.getByLabel('Lugar del evento')).toHaveValue('Casa de campo La Quinta');
    await next(page, 4);

    const description = page.getByLabel('Describe tu evento');
    await description.fill('Boda para 120 personas.');
    await page.getByRole('button', { name: 'Publicar evento' }).click();
    await expect(page.getByText(DESCRIPTION_MIN_MESSAGE)).toBeVisible();
    await description.fill(DESCRIPTION);
    await expect(page.getByRole('region', { name: 'Revisa tu evento' })).toContainText(
      'Casa de campo La Quinta',
    );

    // Publishing needs an account: the login modal, then back to this same step with the draft.
    await page.getByRole('button', { name: 'Publicar evento' }).click();
    const modal = page.getByRole('dialog', { name: 'Ingresa a Eventos Perú' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
    await fillDevSignIn(page, customer);
    await expect(page).toHaveURL(/\/eventos\/crear\/4$/, { timeout: 30_000 });
    await expect(page.getByLabel('Describe tu evento')).toHaveValue(DESCRIPTION);
    await expect(page.getByText('Ya ingresaste. Guardamos todo lo que escribiste')).toBeVisible();
    await page.getByRole('button', { name: 'Publicar evento' }).click();
    await expect(page).toHaveURL(/\/eventos\/\d+$/, { timeout: 20_000 });
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('¡Listo! Publicamos tu evento.')).toBeVisible();
    await expect(mainHeading(page)).toHaveText('Boda');
    await expect(page.getByText('Aún no recibes cotizaciones')).toBeVisible();

    // My events: visible, no quotations yet.
    await page.goto('/eventos/lista');
    const card = page.getByRole('article').filter({ hasText: 'Boda' });
    await expect(card.getByText('Visible')).toBeVisible();
    await expect(card.getByRole('link', { name: /0 cotizaciones/ })).toBeVisible();

    // ---- Providers: the mail, the searcher, the quotations --------------------------------
    for (const provider of providers) {
      const mail = await mailbox.waitFor(provider.account.email, (m) =>
        m.text.includes(`/eventos/buscador/${eventId}`),
      );
      expect(mail.subject).toContain('Nuevo evento para cotizar: Boda');
    }

    await soles.page.goto('/eventos/buscador');
    await expect(mainHeading(soles.page)).toHaveText('Buscador de eventos');
    await soles.page.locator(`a[href="/eventos/buscador/${eventId}"]`).click();
    await expect(soles.page).toHaveURL(new RegExp(`/eventos/buscador/${eventId}$`));
    await expect(soles.page.getByText('Los verás cuando el cliente acepte tu cotización.')).toBeVisible();
    const form = soles.page.getByRole('form', { name: 'Enviar cotización' });
    const price = form.getByLabel('Precio del servicio');
    // Too many digits: refused with the domain message, never cut to another number.
    await price.fill('123456.789');
    await expect(price).toHaveValue('');
    await expect(form.getByText('Máximo 5 dígitos enteros y 2 decimales')).toBeVisible();
    await price.fill('12500');
    await price.blur();
    await expect(price).toHaveValue('12500.00');
    await form.getByLabel('Descuento').fill('500');
    await expect(form.getByLabel('El precio incluye IGV')).toBeChecked();
    await form.getByLabel('Qué incluye').fill('Entrada, fondo y postre; 8 mozos; menaje y mantelería.');
    await form
      .getByLabel('Mensaje para el cliente')
      .fill('¡Gracias por considerarnos! Incluye degustación previa.');
    // Attachments: 1024 KB at most (checked in the browser); the API sniffs the content.
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'propuesta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2 * 1024 * 1024, 1),
    });
    await expect(form.getByText('El archivo no puede pesar más de 1024 KB')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'propuesta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 7)]),
    });
    await expect(form.getByText('Solo se aceptan archivos pdf, excel o word')).toBeVisible();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cotizacion-boda.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await expect(form.getByRole('link', { name: 'cotizacion-boda.pdf' })).toBeVisible({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Enviar cotización' }).click();
    await expect(soles.page.getByText('¡Enviamos tu cotización al cliente!')).toBeVisible();
    await expect(soles.page.getByRole('heading', { name: 'Tu cotización' })).toBeVisible();
    await expect(soles.page.getByText('Enviada', { exact: true }).first()).toBeVisible();

    await dollars.page.goto(`/eventos/buscador/${eventId}`);
    const usd = dollars.page.getByRole('form', { name: 'Enviar cotización' });
    await usd.getByRole('button', { name: 'Dólares ($)' }).click();
    const usdPrice = usd.getByLabel('Precio del servicio');
    // A sixth integer digit is refused with the domain message, never cut silently.
    await usdPrice.pressSequentially('123456');
    await expect(usdPrice).toHaveValue('12345');
    await expect(usd.getByText('Máximo 5 dígitos enteros y 2 decimales')).toBeVisible();
    await usdPrice.fill('3200.5');
    await expect(usd.getByText('Máximo 5 dígitos enteros y 2 decimales')).toBeHidden();
    await usdPrice.blur();
    await expect(usdPrice).toHaveValue('3200.50');
    await usd.getByLabel('El precio incluye IGV').uncheck();
    await usd.getByLabel('Qué incluye').fill('Buffet criollo completo y barra de postres.');
    await usd.getByRole('button', { name: 'Enviar cotización' }).click();
    await expect(dollars.page.getByText('¡Enviamos tu cotización al cliente!')).toBeVisible();
    // Updating it: a new version («Actualizada»), the previous one stays visible.
    await dollars.page.getByRole('button', { name: 'Actualizar cotización' }).click();
    const revise = dollars.page.getByRole('form', { name: 'Actualizar cotización' });
    await expect(revise.getByLabel('Precio del servicio')).toHaveValue('3200.50');
    await revise.getByLabel('Precio del servicio').fill('3000');
    await revise.getByRole('button', { name: 'Actualizar cotización' }).click();
    await expect(dollars.page.getByText('Actualizamos tu cotización.')).toBeVisible();
    await expect(dollars.page.getByRole('heading', { name: 'Versiones anteriores' })).toBeVisible();

    // ---- The customer compares side by side ------------------------------------------------
    await page.goto(`/eventos/${eventId}`);
    await expect(page.getByRole('heading', { name: 'Cotizaciones recibidas (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cotizaciones en soles (S/)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cotizaciones en dólares ($)' })).toBeVisible();
    await expect(page.getByText('no convertimos entre monedas')).toBeVisible();
    const penTable = page.getByRole('region', { name: 'Comparación de las cotizaciones en soles' });
    await expect(penTable.getByText('S/ 12,000.00').first()).toBeVisible(); // total with IGV
    await expect(penTable.getByText('S/ 10,169.49')).toBeVisible(); // without IGV
    await expect(penTable.getByText('S/ 100.00')).toBeVisible(); // per guest (120)
    await expect(penTable.getByRole('link', { name: 'cotizacion-boda.pdf' })).toBeVisible();
    // One response-time row (the provider's usual time under it only when it differs).
    await expect(penTable.getByRole('rowheader', { name: 'Tiempo de respuesta' })).toHaveCount(1);
    const usdTable = page.getByRole('region', { name: 'Comparación de las cotizaciones en dólares' });
    await expect(usdTable.getByText('$ 3,540.00').first()).toBeVisible(); // 3,000.00 + 18 % IGV
    await expect(usdTable.getByText('$ 3,000.00').first()).toBeVisible();
    await expect(usdTable.getByText('Actualizada')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Ordenar por').click();
    await page.getByRole('option', { name: 'Tiempo de respuesta' }).click();

    // Opening a quotation marks it «Leída»; the provider sees it.
    await page.getByRole('button', { name: `Ver detalle de la cotización de ${soles.companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cotización de ${soles.companyName}` });
    await expect(dialog.getByText('Leída').first()).toBeVisible();
    await expect(dialog.getByText('Entrada, fondo y postre; 8 mozos; menaje y mantelería.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page
      .getByRole('button', { name: `Ver detalle de la cotización de ${dollars.companyName}` })
      .click();
    const updated = page.getByRole('dialog', { name: `Cotización de ${dollars.companyName}` });
    await expect(updated.getByRole('heading', { name: 'Versiones anteriores' })).toBeVisible();
    // Version 1: 3,200.50 + IGV.
    await expect(updated.getByRole('button', { name: /^Versión 1 · .* · \$ 3,776\.59$/ })).toBeVisible();
    await updated.getByRole('button', { name: 'Cerrar' }).click();

    await soles.page.goto('/cotizaciones');
    await expect(mainHeading(soles.page)).toHaveText('Cotizaciones');
    const mine = soles.page.getByRole('article').filter({ hasText: 'Boda' });
    await expect(mine.getByText('Leída')).toBeVisible();
    await expect(mine.getByText('S/ 12,000.00')).toBeVisible();

    // Accept (with confirmation); the others are untouched.
    await penTable
      .getByRole('group', { name: `Acciones para la cotización de ${soles.companyName}` })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const confirm = page.getByRole('dialog', { name: '¿Aceptar esta cotización?' });
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    // The result shows under the comparison's controls, where no snackbar covers «Mostrar archivadas».
    await expect(page.getByRole('status').getByText(`Aceptaste la cotización de ${soles.companyName}.`)).toBeVisible();
    await expect(page.getByRole('status').getByText(`Aceptaste la cotización de ${soles.companyName}.`)).toBeInViewport();
    await expect(page.getByRole('switch', { name: 'Mostrar archivadas' })).toBeInViewport();
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
    await expect(penTable.getByText('Aceptada')).toBeVisible();
    await expect(usdTable.getByText('Leída')).toBeVisible();

    // ---- The provider: contact data and KPIs -------------------------------------------------
    const after = await soles.kpis();
    expect(after.quotations_count).toBe(before.quotations_count + 1);
    expect(after.conversion_rate).toBe(100);
    expect(after.sales_total).toBe(before.sales_total + 12000);
    expect(after.customers_count).toBeGreaterThan(before.customers_count);
    await soles.page.reload();
    await expect(soles.page.getByRole('definition').filter({ hasText: '100.00%' })).toBeVisible();
    await expect(soles.page.getByRole('definition').filter({ hasText: 'S/ 12,000.00' })).toBeVisible();
    await soles.page.goto(`/eventos/buscador/${eventId}`);
    await expect(soles.page.getByRole('link', { name: customer.email })).toBeVisible();

    for (const provider of providers) await provider.context.close();
  });

  test('«Solicitar cotización» sends an open event to a provider that does not match it (360 px)', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const base = baseURL ?? 'http://localhost:3100';
    const catalogue = await loadCatalogue(request);
    const id = suffix();
    // A Business caterer in Lima; the wedding is in Cusco: the provider only sees it once invited.
    const provider = await createBusinessProvider(browser, base, mailbox, {
      label: 'Lucia',
      companyName: `Banquetes Limeños ${id}`,
      slug: `banquetes-limenos-${id}`,
      serviceTypeId: catalogue.serviceTypeId(SERVICE),
      districtId: catalogue.districtId(DEPARTMENT, PROVINCE, DISTRICT),
    });

    const context = await browser.newContext({
      baseURL: base,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/login/dev');
    const token = await fillDevSignIn(page, newAccount('Rosa'));
    const eventDate = limaDatePlus(60);
    const created = await context.request.post('/api/v1/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        event_type_id: catalogue.eventTypeId('Boda'),
        description: DESCRIPTION,
        ...catalogue.place('Cusco', 'Cusco', 'Cusco'),
        place: 'Hacienda Huayoccari',
        date: eventDate,
        services: [{ service_type_id: catalogue.serviceTypeId(SERVICE), guests: 120 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { data: { id: number } }).data.id;
    const hiddenFromProvider = await provider.context.request.get(`/api/v1/events/search/${eventId}`, {
      headers: { Authorization: `Bearer ${provider.token}` },
    });
    expect(hiddenFromProvider.status()).toBe(403);

    // The provider's site: «¿Para qué evento?» lists the open wedding.
    await page.goto(`/${provider.slug}`);
    await page.getByRole('button', { name: 'Solicitar cotización' }).first().click();
    const dialog = page.getByRole('dialog', { name: '¿Para qué evento?' });
    await expect(dialog).toBeVisible();
    const [y, m, d] = eventDate.split('-');
    await expect(dialog.getByText(`${d}/${m}/${y} · Hacienda Huayoccari, Cusco, Cusco`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Crear un evento nuevo' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /Boda/ }).check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Solicitud enviada a ${provider.companyName}` }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The event page lists the invited provider.
    await page.goto(`/eventos/${eventId}`);
    const invited = page.getByRole('region', { name: 'Proveedores invitados (1)' });
    await expect(invited.getByRole('link', { name: provider.companyName })).toHaveAttribute(
      'href',
      `/${provider.slug}`,
    );

    // The provider is told and finds it in its searcher as a direct request.
    const mail = await mailbox.waitFor(provider.account.email, (mm) =>
      mm.text.includes(`/eventos/buscador/${eventId}`),
    );
    expect(mail.subject).toContain('te pidió una cotización: Boda');
    await provider.page.goto('/eventos/buscador');
    await provider.page.locator(`a[href="/eventos/buscador/${eventId}"]`).click();
    await expect(
      provider.page.getByText('El cliente te pidió esta cotización directamente desde tu sitio.'),
    ).toBeVisible();
    await expect(provider.page.getByRole('form', { name: 'Enviar cotización' })).toBeVisible();

    await context.close();
    await provider.context.close();
  });
});
