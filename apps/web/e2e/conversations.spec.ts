import { expect as baseExpect, test } from './support/test';
import {
  createBusinessProvider,
  fillDevSignIn,
  limaDatePlus,
  loadCatalogue,
  makePdf,
  newAccount,
  openMailbox,
} from './support/events';
import type { Mailbox } from './support/events';

// The e2e machine may be busy: allow slow answers. The live stream keeps a connection open, so
// this spec never waits for 'networkidle'.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 15, two browser contexts: the customer asks a provider a question from its site; the
// provider sees it live, answers with a quick reply and a PDF; the customer sees the answer live
// and the provider sees «Visto»; the provider's quotation appears in the thread; the customer
// accepts it and the provider's thread, inbox and e-mail show it; the response-time badge appears
// on the site.

function suffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

test.describe('conversations', () => {
  let mailbox: Mailbox;
  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('customer and provider talk in real time around the quotation', async ({ browser, baseURL, request }) => {
    test.setTimeout(600_000);
    const base = baseURL ?? 'http://localhost:3100';
    const catalogue = await loadCatalogue(request);
    const place = catalogue.place('Lima', 'Lima', 'Miraflores');
    const serviceTypeId = catalogue.serviceTypeId('Catering');
    const id = suffix();
    const provider = await createBusinessProvider(browser, base, mailbox, {
      label: 'Lucia',
      companyName: `Banquetes Lucía ${id}`,
      slug: `banquetes-lucia-${id}`,
      serviceTypeId,
      districtId: place.district_id,
    });
    const providerHeaders = { Authorization: `Bearer ${provider.token}` };

    // ---- The customer signs in and has an open event ---------------------------------------
    const customerContext = await browser.newContext({ baseURL: base, locale: 'es-PE', timezoneId: 'America/Lima' });
    const page = await customerContext.newPage();
    const customer = newAccount('Carla');
    await page.goto('/login/dev');
    const token = await fillDevSignIn(page, customer);
    const created = await customerContext.request.post('/api/v1/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        event_type_id: catalogue.eventTypeId('Boda'),
        description:
          'Boda para 80 invitados en una casa de playa al sur de Lima. Buscamos catering criollo con mozos y menaje completo.',
        ...place,
        place: 'Casa de playa en Punta Hermosa',
        date: limaDatePlus(40),
        services: [{ service_type_id: serviceTypeId, guests: 80, hours: 5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { data: { id: number } }).data.id;

    // The provider waits on its inbox (no reload from here on).
    const providerPage = provider.page;
    await providerPage.goto('/mensajes');
    await expect(providerPage.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await expect(providerPage.getByText('Aún no tienes conversaciones.', { exact: false })).toBeVisible();

    // ---- The customer asks from the provider's site ----------------------------------------
    await page.goto(`/${provider.slug}`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const ask = page.getByRole('dialog', { name: `Escribir a ${provider.companyName}` });
    await ask.getByLabel('Mensaje').fill('¿Incluye movilidad hasta Punta Hermosa?');
    await ask.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/mensajes\/\d+$/);
    const threadId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('¿Incluye movilidad hasta Punta Hermosa?')).toBeVisible();

    // ---- The provider sees it live, answers with a quick reply and a PDF -------------------
    const row = providerPage.getByTestId('thread-row').filter({ hasText: 'Carla Prueba' });
    await expect(row).toBeVisible();
    await expect(providerPage.getByTestId('inbox-button')).toHaveAccessibleName(/sin leer/);
    await row.click();
    await expect(providerPage).toHaveURL(new RegExp(`/mensajes/${threadId}$`));
    await expect(providerPage.getByText('¿Incluye movilidad hasta Punta Hermosa?')).toBeVisible();

    const reply = 'Sí, la movilidad está incluida en Lima y balnearios del sur.';
    await providerPage.getByRole('button', { name: 'Respuestas rápidas' }).click();
    await providerPage.getByRole('menuitem', { name: 'Administrar respuestas rápidas' }).click();
    const manage = providerPage.getByRole('dialog', { name: 'Respuestas rápidas' });
    await manage.getByRole('button', { name: 'Nueva respuesta' }).click();
    await manage.getByLabel('Título').fill('Movilidad');
    await manage.getByLabel('Texto').fill(reply);
    await manage.getByRole('button', { name: 'Guardar' }).click();
    await expect(manage.getByText('Movilidad', { exact: true })).toBeVisible();
    await manage.getByRole('button', { name: 'Cerrar' }).click();
    await providerPage.getByRole('button', { name: 'Respuestas rápidas' }).click();
    await providerPage.getByRole('menuitem', { name: /Movilidad/ }).click();
    await expect(providerPage.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue(reply);
    await providerPage
      .getByTestId('composer-file')
      .setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: makePdf('Propuesta de catering') });
    await expect(providerPage.getByTestId('composer-attachment')).toContainText('propuesta.pdf');
    await providerPage.getByRole('button', { name: 'Enviar' }).click();
    await expect(providerPage.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('');

    // ---- The customer sees it live; the provider sees «Visto» ------------------------------
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByRole('link', { name: 'propuesta.pdf' })).toBeVisible();
    await expect(providerPage.getByTestId('message-seen')).toBeVisible();
    const ids = await page.locator('[data-message-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-message-id')));
    expect(new Set(ids).size).toBe(ids.length);
    await expect(page.getByText('Los datos de contacto se muestran cuando el cliente acepta una cotización.')).toBeVisible();

    // ---- The provider's quotation appears in the thread -------------------------------------
    const quoted = await provider.context.request.post(`/api/v1/events/${eventId}/quotations`, {
      headers: providerHeaders,
      data: { service_price: 9000, discount: 0, currency: 'PEN', includes_igv: true, message: 'Catering criollo para 80.' },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    await expect(page.getByText(new RegExp(`${provider.companyName} envió una cotización: S/ 9,000\\.00`))).toBeVisible();

    // ---- The customer accepts it: the provider's thread, inbox and e-mail show it -----------
    await page.goto(`/eventos/${eventId}`);
    await page
      .getByRole('group', { name: `Acciones para la cotización de ${provider.companyName}` })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await page.getByRole('dialog', { name: '¿Aceptar esta cotización?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText(`Aceptaste la cotización de ${provider.companyName}.`)).toBeVisible();
    await expect(providerPage.getByText('Carla aceptó la cotización', { exact: false })).toBeVisible();
    const mail = await mailbox.waitFor(provider.account.email, (m) => m.subject.includes('aceptó tu cotización'));
    expect(mail.text).toContain(`/mensajes/${threadId}`);
    await providerPage.getByRole('link', { name: 'Volver a mensajes' }).click();
    await expect(providerPage.getByTestId('thread-row').filter({ hasText: 'Carla aceptó la cotización' })).toBeVisible();

    // Contact data and WhatsApp once accepted.
    await page.goto(`/mensajes/${threadId}`);
    const whatsapp = page.getByRole('link', { name: 'Continuar por WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/51987654321\?text=.*Boda/);

    // ---- The response-time badge on the site ------------------------------------------------
    await page.goto(`/${provider.slug}`);
    await expect(page.getByTestId('response-time-badge')).toHaveText('Responde en menos de 1 hora');

    await customerContext.close();
    await provider.context.close();
  });
});
