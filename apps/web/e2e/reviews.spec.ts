import { expect as baseExpect, test } from './support/test';
import {
  createBusinessProvider,
  fillDevSignIn,
  limaDatePlus,
  loadCatalogue,
  newAccount,
  openMailbox,
} from './support/events';
import type { Mailbox } from './support/events';

// The machine may be busy (several servers and browsers): allow slow answers.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 14 (reviews), two browser contexts plus a visitor: a Business provider (created through
// the API) quotes the customer's event; the customer accepts the quotation in the app, follows
// «Calificar» and reviews (first trying each empty field and seeing each message); the provider
// sees the notice and answers; a visitor sees the review, the new average and the answer on the
// site, and the site's JSON-LD carries the new rating; the reminder e-mail's link opens the form
// after sign-in.

const SERVICE = 'Catering';
const [DEPARTMENT, PROVINCE, DISTRICT] = ['Lima', 'Lima', 'Miraflores'];
const COMMENT =
  'La comida llegó caliente y a tiempo, los mozos fueron muy amables y nos asesoraron con el menú. <b>Recomendados</b>.';

function suffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

test.describe('reviews', () => {
  let mailbox: Mailbox;
  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('a customer reviews after accepting a quotation; the provider answers; visitors see it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const catalogue = await loadCatalogue((await browser.newContext({ baseURL })).request);
    const id = suffix();
    const provider = await createBusinessProvider(browser, baseURL!, mailbox, {
      label: 'Resenas',
      companyName: `Banquetes Reseña ${id}`,
      slug: `banquetes-resena-${id}`,
      serviceTypeId: catalogue.serviceTypeId(SERVICE),
      districtId: catalogue.districtId(DEPARTMENT, PROVINCE, DISTRICT),
    });

    // ---- The customer: an event addressed to the provider, quoted through the API -------------
    const customerContext = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
    const page = await customerContext.newPage();
    const customer = newAccount('Clienta');
    await page.goto('/login/dev');
    const token = await fillDevSignIn(page, customer);
    const created = await customerContext.request.post('/api/v1/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        event_type_id: catalogue.eventTypeId('Boda'),
        description:
          'Boda para 80 invitados en una casa de campo de Miraflores. Buscamos catering criollo con mozos y menaje.',
        ...catalogue.place(DEPARTMENT, PROVINCE, DISTRICT),
        place: 'Casa de campo',
        date: limaDatePlus(20),
        provider_id: provider.id,
        services: [{ service_type_id: catalogue.serviceTypeId(SERVICE), guests: 80 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = ((await created.json()) as { data: { id: number } }).data.id;
    const quoted = await provider.context.request.post(`/api/v1/events/${eventId}/quotations`, {
      headers: { Authorization: `Bearer ${provider.token}` },
      data: { service_price: 8000, discount: 0, currency: 'PEN', includes_igv: true, message: 'Menú criollo completo.' },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    const quotationId = ((await quoted.json()) as { data: { id: number } }).data.id;

    // Before accepting, the site says how to review and the form is not available.
    await page.goto(`/calificar/${provider.slug}`);
    await expect(page.getByRole('heading', { name: 'Aún no puedes calificar a este proveedor' })).toBeVisible();

    // ---- Accept the quotation, then «Calificar» from it -----------------------------------------
    await page.goto(`/eventos/${eventId}`);
    const actions = page.getByRole('group', { name: `Acciones para la cotización de ${provider.companyName}` }).first();
    await actions.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('dialog', { name: '¿Aceptar esta cotización?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText(`Aceptaste la cotización de ${provider.companyName}.`)).toBeVisible();
    await page.getByRole('link', { name: `Calificar a ${provider.companyName}` }).first().click();
    await expect(page).toHaveURL(new RegExp(`/calificar/${provider.slug}\\?cotizacion=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: `Califica a ${provider.companyName}` })).toBeVisible();

    // Every empty field, its exact message.
    const publish = page.getByRole('button', { name: 'Publicar reseña' });
    await publish.click();
    await expect(page.getByText('Califica todos los criterios')).toBeVisible();
    await expect(page.getByText('Ingresa tu experiencia con este proveedor')).toBeVisible();
    await expect(page.getByText('Acepta la Política de Contenido')).toBeVisible();
    // The first error (a criterion) has the focus.
    await expect(page.getByRole('radiogroup', { name: 'Precio' }).getByRole('radio').first()).toBeFocused();

    const ratings: Record<string, string> = {
      Precio: 'Muy bueno',
      Experiencia: 'Bueno',
      Calidad: 'Muy bueno',
      Puntualidad: 'Bueno',
      Amabilidad: 'Muy bueno',
    };
    for (const [criterion, label] of Object.entries(ratings)) {
      await page.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: label, exact: true }).check();
    }
    await publish.click();
    await expect(page.getByText('Califica todos los criterios')).toBeVisible(); // Asesoría is missing
    await page.getByRole('radiogroup', { name: 'Asesoría' }).getByRole('radio', { name: 'Regular' }).check();
    await expect(page.getByText('Califica todos los criterios')).toBeHidden();

    const text = page.getByRole('textbox', { name: 'Tu experiencia con este proveedor' });
    await text.fill('Muy buen servicio');
    await publish.click();
    await expect(page.getByText('Tu experiencia debe tener al menos 30 caracteres')).toBeVisible();
    await text.fill(COMMENT);
    await expect(page.getByText('Tu experiencia debe tener al menos 30 caracteres')).toBeHidden();
    await publish.click();
    await expect(page.getByText('Acepta la Política de Contenido')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Política de Contenido' })).toHaveAttribute('href', '/politica-de-contenido');
    await page.getByRole('checkbox', { name: /Acepto la Política de Contenido/ }).check();
    await publish.click();

    await expect(page.getByText('¡Gracias! Publicamos tu reseña.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${provider.slug}#resena-\\d+$`));
    const mine = page.getByRole('article', { name: /^Reseña de Clienta/ });
    await expect(mine.getByText(COMMENT)).toBeVisible(); // the HTML is shown as text
    await expect(mine.getByText('Verificada')).toBeVisible();

    // ---- The provider: the notice, then the answer --------------------------------------------
    const owner = provider.page;
    await owner.goto('/');
    await expect(owner.getByRole('button', { name: /Notificaciones: \d+ sin leer/ })).toBeVisible();
    await owner.getByRole('button', { name: /Notificaciones: \d+ sin leer/ }).click();
    await owner.getByText(/Recibiste una nueva reseña \(4\.3 de 5\)/).first().click();
    await expect(owner).toHaveURL(new RegExp(`/${provider.slug}#resenas$`));
    const review = owner.getByRole('article', { name: /^Reseña de Clienta/ });
    await review.getByRole('button', { name: 'Responder' }).click();
    await review.getByRole('button', { name: 'Publicar respuesta' }).click();
    await expect(review.getByText('Por favor, ingresa tu respuesta')).toBeVisible();
    await review.getByRole('textbox', { name: 'Tu respuesta pública' }).fill('¡Gracias, fue un gusto atenderlos!');
    await review.getByRole('button', { name: 'Publicar respuesta' }).click();
    await expect(owner.getByText('Publicaste tu respuesta')).toBeVisible();
    await expect(review.getByText(`Respuesta de ${provider.companyName}`)).toBeVisible();

    // ---- A visitor: the review, the new average and the answer; the JSON-LD ---------------------
    const visitorContext = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${provider.slug}`);
    const section = visitor.getByRole('region', { name: 'Reseñas' });
    await expect(section.getByTestId('puntaje-general')).toContainText('4.3');
    await expect(section.getByTestId('puntaje-general')).toContainText('1 reseña');
    const seen = section.getByRole('article', { name: /^Reseña de Clienta/ });
    await expect(seen.getByText(COMMENT)).toBeVisible();
    await expect(seen.getByText('¡Gracias, fue un gusto atenderlos!')).toBeVisible();
    await expect(seen.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(section.getByRole('link', { name: `Calificar a ${provider.companyName}` })).toBeVisible();

    const html = await (await visitorContext.request.get(`/${provider.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const business = blocks.find((b) => b['@type'] === 'LocalBusiness');
    expect(business?.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 1 });
    expect(business?.review).toEqual([expect.objectContaining({ reviewBody: COMMENT })]);

    // ---- The e-mail's link (as in the day-after reminder) opens the form after sign-in -----------
    const mailContext = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
    const fromMail = await mailContext.newPage();
    await fromMail.goto(`/calificar/${provider.slug}?cotizacion=${quotationId}`);
    await expect(fromMail).toHaveURL(/\/login$/);
    await fromMail.getByRole('link', { name: 'Continuar con cuenta de prueba' }).click();
    await fillDevSignIn(fromMail, customer);
    await expect(fromMail).toHaveURL(new RegExp(`/calificar/${provider.slug}\\?cotizacion=${quotationId}$`));
    await expect(fromMail.getByText('Ya calificaste a este proveedor para este evento')).toBeVisible();

    await mailContext.close();
    await visitorContext.close();
    await customerContext.close();
    await provider.context.close();
  });
});
