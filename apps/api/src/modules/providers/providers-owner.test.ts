// Owner-only writes: the 401/403/404 matrix on every write, and each edit (name + slug history,
// intro, services, contact, social links, logo).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, providerSlugHistory, providers, testimonials, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser, district, mailedCode, ownerWithProvider, seedProvider, serviceTypeIds, verifyEmail, type Headers } from './testing/test-utils';

const INTRO = 'Somos una empresa familiar con más de veinte años organizando bodas, quinceañeros y eventos corporativos en Lima.';

describe('providers: owner-only writes', () => {
  let t: TestApp;
  const call = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown, headers?: Headers) =>
    t.app.inject({ method, url: `/api/v1/${url}`, ...(payload === undefined ? {} : { payload: payload as object }), ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function writes(id: number, tid: number) {
    const loc = await district(t.app);
    return [
      ['PUT', `providers/${id}/upgrade`, undefined],
      ['PUT', `providers/${id}/logo`, { logo_id: null }],
      ['PUT', `providers/${id}/name`, { company_name: 'Nuevo nombre', slug: `nuevo-${id}` }],
      ['PUT', `providers/${id}/intro`, { introductory_text: INTRO }],
      ['PUT', `providers/${id}/services`, { service_type_ids: await serviceTypeIds(t.app, 1) }],
      [
        'PUT',
        `providers/${id}/contact`,
        { contact_firstname: 'Ana', contact_lastname: 'Pérez', cellphone: '912345678', email: 'ana@example.com', address_line1: 'Jr. Lima 1', location_id: loc.id },
      ],
      ['PUT', `providers/${id}/social`, { facebook: 'facebook.com/mi-empresa' }],
      ['PUT', `providers/${id}/covers`, { media_ids: [] }],
      ['POST', `providers/${id}/testimonials`, { customer_name: 'Rosa', testimonial: 'Todo salió perfecto' }],
      ['PUT', `providers/${id}/testimonials/${tid}`, { customer_name: 'Rosa', testimonial: 'Todo salió perfecto' }],
      ['DELETE', `providers/${id}/testimonials/${tid}`, undefined],
      ['GET', `providers/${id}/kpis`, undefined],
      ['PUT', `providers/${id}/unlink`, undefined],
      ['DELETE', `providers/${id}`, undefined],
    ] as const;
  }

  it('every write: 401 for visitors, 403 for other users (even with bad bodies), 404 for unknown ids', async () => {
    const { provider } = await ownerWithProvider(t.app, { plan: 'business' });
    const [tm] = await t.app.db.insert(testimonials).values({ provider_id: provider.id, customer_name: 'X', testimonial: 'Y' }).returning();
    const other = await createSignedInUser(t.app);
    const someoneWithProvider = await ownerWithProvider(t.app);
    for (const [method, url, body] of await writes(provider.id, tm!.id)) {
      const visitor = await call(method, url, body);
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      expect(visitor.json().error).toBe('Debes iniciar sesión para continuar.');
      for (const headers of [other.headers, someoneWithProvider.headers]) {
        const res = await call(method, url, body, headers);
        expect(res.statusCode, `${method} ${url} other user`).toBe(403);
        expect(res.json().error).toBe('No tienes permiso para realizar esta acción.');
      }
      if (body) expect((await call(method, url, { basura: 1 }, other.headers)).statusCode, `${method} ${url} bad body`).toBe(403);
    }
    for (const [method, url, body] of await writes(999999, 1)) {
      expect((await call(method, url, body, other.headers)).statusCode, `${method} ${url} unknown`).toBe(404);
    }
    // Nothing changed.
    const after = (await call('GET', `providers/${provider.id}`)).json().data;
    expect(after.slug).toBe(provider.slug);
  });

  it('PUT name renames, normalises the slug and keeps the old one for redirects', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { slug: 'salon-dorado' });
    const res = await call('PUT', `providers/${provider.id}/name`, { company_name: 'Salón Dorado Real', slug: 'Salón Dorado Real' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ company_name: 'Salón Dorado Real', slug: 'salon-dorado-real' });
    const old = (await call('GET', 'providers?slug=salon-dorado')).json();
    expect(old.redirect_slug).toBe('salon-dorado-real');
    // Someone else cannot take the old slug; the owner can take it back.
    await seedProvider(t.app, { slug: 'ocupado' });
    expect((await call('PUT', `providers/${provider.id}/name`, { company_name: 'X Y', slug: 'ocupado' }, headers)).statusCode).toBe(409);
    expect((await call('PUT', `providers/${provider.id}/name`, { company_name: 'X Y', slug: 'api' }, headers)).statusCode).toBe(422);
    const back = await call('PUT', `providers/${provider.id}/name`, { company_name: 'Salón Dorado', slug: 'salon-dorado' }, headers);
    expect(back.json().data.slug).toBe('salon-dorado');
    const history = await t.app.db.select().from(providerSlugHistory).where(eq(providerSlugHistory.provider_id, provider.id));
    expect(history.map((h) => h.slug)).toEqual(['salon-dorado-real']);
    expect((await call('GET', 'providers?slug=salon-dorado-real')).json().redirect_slug).toBe('salon-dorado');
    const short = await call('PUT', `providers/${provider.id}/name`, { company_name: '', slug: 'salon-dorado' }, headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.company_name[0]).toBe('Ingresa el nombre de tu empresa');
  });

  it('PUT intro checks the minimum length message', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const short = await call('PUT', `providers/${provider.id}/intro`, { introductory_text: 'Muy corto' }, headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(
      'Escribe una descripción más larga (al menos 100 caracteres) para ayudar a los usuarios a conocer tu empresa',
    );
    const ok = await call('PUT', `providers/${provider.id}/intro`, { introductory_text: INTRO }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.introductory_text).toBe(INTRO);
  });

  it('PUT services replaces the list (at least one, all existing)', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const ids = await serviceTypeIds(t.app, 3, 5);
    const ok = await call('PUT', `providers/${provider.id}/services`, { service_type_ids: [ids[0], ids[1], ids[1]] }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.service_type_ids.sort()).toEqual([ids[0], ids[1]].sort());
    expect(ok.json().data.servicesTypes).toHaveLength(2);
    const none = await call('PUT', `providers/${provider.id}/services`, { service_type_ids: [] }, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.service_type_ids[0]).toBe('Selecciona al menos un servicio de la lista');
    expect((await call('PUT', `providers/${provider.id}/services`, { service_type_ids: [999999] }, headers)).statusCode).toBe(422);
  });

  it('PUT contact updates the contact data and the district', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const barranco = await district(t.app, 'Barranco');
    const body = {
      contact_firstname: 'José',
      contact_lastname: 'Huamán',
      cellphone: '+51 912-345-678',
      email: provider.email!.toUpperCase(),
      address_line1: 'Av. Grau 300',
      address_line2: 'Oficina 2',
      location_id: barranco.id,
    };
    const res = await call('PUT', `providers/${provider.id}/contact`, body, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cellphone: '+51912345678', email: provider.email, district: 'Barranco', province: 'Lima', location_id: barranco.id });
    const bad = await call('PUT', `providers/${provider.id}/contact`, { ...body, cellphone: '12345' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cellphone).toBeDefined();
    expect((await call('PUT', `providers/${provider.id}/contact`, { ...body, location_id: 1 }, headers)).statusCode).toBe(422);
  });

  it('PUT contact uses a new e-mail only once it is confirmed with the mailed code (issue 11)', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const loc = await district(t.app, 'Barranco');
    const body = { contact_firstname: 'Ana', contact_lastname: 'Pérez', cellphone: '912345678', email: 'nuevo.correo@example.com', address_line1: 'Jr. Lima 1', location_id: loc.id };
    const unverified = await call('PUT', `providers/${provider.id}/contact`, body, headers);
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().errors.email[0]).toBe('Confirma tu correo electrónico con el código que te enviamos.');
    const [row] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.email).toBe(provider.email);

    // A code validated for another address does not count.
    const other = await verifyEmail(t.app, headers, 'otro@example.com');
    expect((await call('PUT', `providers/${provider.id}/contact`, { ...body, preregister_id: other.preregister_id }, headers)).statusCode).toBe(422);

    await call('POST', 'providers/resendCode', { email_address: 'nuevo.correo@example.com' }, headers).then(async (sent) => {
      // 60 s between codes: the earlier request was the other address, so this one may be throttled.
      if (sent.statusCode === 429) {
        await t.app.db.update(emailCodes).set({ last_sent_at: new Date(Date.now() - 120_000) });
        expect((await call('POST', 'providers/resendCode', { email_address: 'nuevo.correo@example.com' }, headers)).statusCode).toBe(200);
      }
    });
    const code = await mailedCode(t.app, 'nuevo.correo@example.com');
    const valid = await call('POST', 'providers/validateCode', { code }, headers);
    expect(valid.statusCode).toBe(200);
    const ok = await call('PUT', `providers/${provider.id}/contact`, { ...body, preregister_id: valid.json().data.preregister_id }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('nuevo.correo@example.com');
    // Going back to the previous address needs its own code as well.
    const again = await call('PUT', `providers/${provider.id}/contact`, { ...body, email: provider.email }, headers);
    expect(again.statusCode).toBe(422);
  });

  it('the website link is a Business option: stored for a basic provider, shown after the upgrade (issue 11)', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const loc = await district(t.app, 'Barranco');
    const body = { contact_firstname: 'Ana', contact_lastname: 'Pérez', cellphone: '912345678', email: provider.email, address_line1: 'Jr. Lima 1', location_id: loc.id };
    const set = await call('PUT', `providers/${provider.id}/contact`, { ...body, website: 'https://www.fiestasana.pe' }, headers);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.website).toBeNull();
    const [stored] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(stored!.website).toBe('https://www.fiestasana.pe');
    expect((await call('GET', `providers?slug=${provider.slug}`)).json().data[0].website).toBeNull();
    expect((await call('PUT', `providers/${provider.id}/upgrade`, undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', `providers?slug=${provider.slug}`)).json().data[0].website).toBe('https://www.fiestasana.pe');
  });

  it('PUT contact sets, keeps and removes the website', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { plan: 'business' });
    const loc = await district(t.app, 'Barranco');
    const body = { contact_firstname: 'Ana', contact_lastname: 'Pérez', cellphone: '912345678', email: provider.email, address_line1: 'Jr. Lima 1', location_id: loc.id };
    const set = await call('PUT', `providers/${provider.id}/contact`, { ...body, website: 'https://www.fiestasana.pe' }, headers);
    expect(set.json().data.website).toBe('https://www.fiestasana.pe');
    expect((await call('PUT', `providers/${provider.id}/contact`, body, headers)).json().data.website).toBe('https://www.fiestasana.pe');
    const bad = await call('PUT', `providers/${provider.id}/contact`, { ...body, website: 'no es un enlace' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.website).toBeDefined();
    expect((await call('PUT', `providers/${provider.id}/contact`, { ...body, website: '' }, headers)).json().data.website).toBeNull();
  });

  it('PUT social stores https links and rejects links to other sites', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    const res = await call('PUT', `providers/${provider.id}/social`, { facebook: 'facebook.com/fiesta', instagram: 'https://www.instagram.com/fiesta', twitter: '', linkedin: null }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.social_links).toEqual({ facebook: 'https://facebook.com/fiesta', instagram: 'https://www.instagram.com/fiesta', twitter: null, linkedin: null });
    const bad = await call('PUT', `providers/${provider.id}/social`, { facebook: 'https://evil.example.com/x' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.facebook[0]).toBe('Ingresa un enlace válido de Facebook');
  });

  it('PUT logo accepts only the user’s own image uploads; null removes it', async () => {
    const { provider, user, headers } = await ownerWithProvider(t.app);
    const other = await createSignedInUser(t.app);
    const [mine, theirs] = await t.app.db
      .insert(uploads)
      .values([
        { user_id: user.id, kind: 'logo', path: 'logotipos/mio-hq.jpg', key_prefix: 'logotipos/mio', mime_type: 'image/jpeg', sizes: { thumbnail: 'logotipos/mio-thumbnail.jpg', md: 'logotipos/mio-md.jpg', hq: 'logotipos/mio-hq.jpg', webp: { thumbnail: 'logotipos/mio-thumbnail.webp', md: 'logotipos/mio-md.webp', hq: 'logotipos/mio-hq.webp' } } },
        { user_id: other.user.id, kind: 'logo', path: 'logotipos/otro-hq.jpg', key_prefix: 'logotipos/otro', mime_type: 'image/jpeg' },
      ])
      .returning();
    const ok = await call('PUT', `providers/${provider.id}/logo`, { logo_id: mine!.id }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.logo).toMatchObject({ id: mine!.id, url: '/cdn/logotipos/mio-hq.jpg', thumbnail_url: '/cdn/logotipos/mio-thumbnail.jpg' });
    expect((await call('PUT', `providers/${provider.id}/logo`, { logo_id: theirs!.id }, headers)).statusCode).toBe(422);
    const removed = await call('PUT', `providers/${provider.id}/logo`, { logo_id: null }, headers);
    expect(removed.json().data).toMatchObject({ logo_id: null, logo: null });
  });
});
