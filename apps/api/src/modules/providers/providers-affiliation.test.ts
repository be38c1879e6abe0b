// Affiliation: e-mail codes (hashing, throttling, expiry, attempts), slug rules and POST providers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, emailCodes, outbox, providerServiceTypes, providerSlugHistory, providers, uploads, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { MAX_CODE_ATTEMPTS } from './email-codes.service';
import {
  affiliate,
  affiliationBody,
  createSignedInUser,
  mailedCode,
  seedProvider,
  verifyEmail,
  type Headers,
} from './testing/test-utils';

describe('providers: affiliation', () => {
  let t: TestApp;
  const post = (url: string, payload: unknown, headers?: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, ...(headers ? { headers } : {}) });
  const resend = (email: string, headers: Headers) => post('providers/resendCode', { email_address: email }, headers);
  const validate = (code: string, headers: Headers) => post('providers/validateCode', { code }, headers);
  /** Lets the user ask for a new code right away (the 60 s throttle has passed). */
  const pastThrottle = (userId: number) =>
    t.app.db.update(emailCodes).set({ last_sent_at: new Date(Date.now() - 61_000) }).where(eq(emailCodes.user_id, userId));
  const codeRow = async (userId: number) =>
    (await t.app.db.select().from(emailCodes).where(eq(emailCodes.user_id, userId)).orderBy(emailCodes.id)).at(-1)!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('visitors get 401 on every affiliation write, even with a bad body', async () => {
    for (const [url, body] of [
      ['providers/resendCode', { email_address: 'a@example.com' }],
      ['providers/validateCode', { code: '123456' }],
      ['providers', await affiliationBody(t.app)],
      ['providers', { nada: true }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe('Debes iniciar sesión para continuar.');
    }
  });

  it('resendCode mails a 6-digit code, stores only its hash and throttles resends', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    const res = await resend('Ana@Example.com', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sent: true, email_address: 'ana@example.com', resend_after_seconds: 60 });
    const code = await mailedCode(t.app, 'ana@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to_address, 'ana@example.com'));
    expect(mail).toMatchObject({ template: 'provider_email_code', subject: 'Confirma tu correo para afiliar tu negocio a Eventos Perú' });
    expect(mail?.text_body).toContain('Estás afiliando tu negocio a Eventos Perú');
    expect(mail?.text_body).toContain(`\n${code}\n`);
    expect(mail?.text_body).toContain('vence en 15 minutos');
    const row = await codeRow(user.id);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const again = await resend('ana@example.com', headers);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^Espera \d+ segundos antes de solicitar un nuevo código\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    // After the throttle a new code replaces the old one.
    await pastThrottle(user.id);
    expect((await resend('ana@example.com', headers)).statusCode).toBe(200);
    const newCode = await mailedCode(t.app, 'ana@example.com');
    if (newCode !== code) {
      const old = await validate(code, headers);
      expect(old.statusCode).toBe(422);
    }
    const ok = await validate(newCode, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true, preregister_id: expect.any(Number), email_address: 'ana@example.com' });
    // Validating again is idempotent.
    expect((await validate(newCode, headers)).json().data.valid).toBe(true);
  });

  it('validateCode: format 400, none requested 422, wrong 422 counting attempts, exhausted 423', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    const format = await validate('12ab', headers);
    expect(format.statusCode).toBe(400);
    expect(format.json().errors.code[0]).toBe('El código debe tener 6 dígitos');
    const none = await validate('123456', headers);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe('Primero solicita un código de verificación.');

    await resend('beto@example.com', headers);
    const code = await mailedCode(t.app, 'beto@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await validate(wrong, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'El código no es correcto o ha expirado', errors: { code: ['El código no es correcto o ha expirado'] } });
    }
    expect((await codeRow(user.id)).attempts).toBe(MAX_CODE_ATTEMPTS - 1);
    const last = await validate(wrong, headers);
    expect(last.statusCode).toBe(423);
    expect(last.json().error).toBe('Superaste el número de intentos permitidos. Solicita un nuevo código.');
    // Locked even with the right code, until a new code is requested.
    expect((await validate(code, headers)).statusCode).toBe(423);
    await pastThrottle(user.id);
    await resend('beto@example.com', headers);
    expect((await validate(await mailedCode(t.app, 'beto@example.com'), headers)).statusCode).toBe(200);
  });

  it('an expired code → 422 asking for a new one', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    await resend('caro@example.com', headers);
    const code = await mailedCode(t.app, 'caro@example.com');
    await t.app.db.update(emailCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(emailCodes.user_id, user.id));
    const res = await validate(code, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('El código ha expirado. Solicita uno nuevo.');
  });

  it('at most 5 codes per hour', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    for (let i = 0; i < 5; i++) {
      await pastThrottle(user.id);
      expect((await resend('dani@example.com', headers)).statusCode).toBe(200);
    }
    await pastThrottle(user.id);
    const res = await resend('dani@example.com', headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('Solicitaste demasiados códigos. Intenta nuevamente en una hora.');
  });

  it('POST providers creates provider, albums and services in one go and attaches it to the user', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    const body = await affiliationBody(t.app, { slug: 'Eventos Ñañez' });
    const unverified = await post('providers', body, headers);
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().errors.email[0]).toBe('Confirma tu correo electrónico con el código que te enviamos.');

    const { preregister_id } = await verifyEmail(t.app, headers, 'lucia@example.com');
    const chosenGuid = '11111111-2222-3333-4444-555555555555';
    const res = await post('providers', { ...body, preregister_id, created_by: 999, guid: chosenGuid }, headers);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      slug: 'eventos-nanez',
      company_name: 'Eventos Ñañez & Cía.',
      plan: 'basic',
      created_by: user.id,
      cellphone: '+51987654321',
      email: 'lucia@example.com',
      district: 'Miraflores',
      preregister_id: String(preregister_id),
      service_type_ids: body.service_type_ids,
    });
    expect(data.album).toMatchObject({ kind: 'gallery', media: [] });
    const [u] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.provider_id).toBe(data.id);
    const own = await t.app.db.select().from(albums).where(eq(albums.provider_id, data.id));
    expect(own.map((a) => a.kind).sort()).toEqual(['covers', 'gallery']);
    expect(data.covers_album_id).toBe(own.find((a) => a.kind === 'covers')!.id);
    expect(await t.app.db.select().from(providerServiceTypes).where(eq(providerServiceTypes.provider_id, data.id))).toHaveLength(2);
    const [p] = await t.app.db.select().from(providers).where(eq(providers.id, data.id));
    expect(p!.email_verified_at).toBeInstanceOf(Date);
    // The server picks the guid (a client's choice could collide with or impersonate another's).
    expect(p!.guid).not.toBe(chosenGuid);
    expect(p!.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.app.db.select().from(emailCodes).where(eq(emailCodes.user_id, user.id))).toHaveLength(0);

    const twice = await post('providers', { ...body, slug: 'otro-nombre' }, headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Ya tienes un proveedor registrado.');
  });

  it('slug rules on POST providers: reserved 422, taken 409, old slug 409, bad services 400/422, district 422', async () => {
    const { headers } = await createSignedInUser(t.app);
    await verifyEmail(t.app, headers, 'lucia@example.com');
    const taken = await seedProvider(t.app, { slug: 'ya-existe' });
    const send = async (overrides: Record<string, unknown>) => post('providers', await affiliationBody(t.app, overrides), headers);

    const reserved = await send({ slug: 'Blog' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors.slug[0]).toBe('Esta dirección no está disponible. Elige otra.');
    const invalid = await send({ slug: '!!' });
    expect(invalid.statusCode).toBe(422);
    expect((await send({ slug: 'ya-existe' })).statusCode).toBe(409);
    const dup = await send({ slug: 'YA EXISTE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.slug[0]).toBe('Esta dirección ya está en uso. Elige otra.');
    // Old slugs stay reserved for their provider's redirects.
    await t.app.db.insert(providerSlugHistory).values({ provider_id: taken.id, slug: 'nombre-antiguo' });
    expect((await send({ slug: 'nombre-antiguo' })).statusCode).toBe(409);

    const noServices = await send({ slug: 'sin-servicios', service_type_ids: [] });
    expect(noServices.statusCode).toBe(400);
    expect(noServices.json().error).toBe('Selecciona al menos un servicio de la lista');
    const unknown = await send({ slug: 'servicio-raro', service_type_ids: [999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.service_type_ids[0]).toBe('Alguno de los servicios seleccionados no existe');
    const department = await send({ slug: 'en-departamento', location_id: 1 });
    expect(department.statusCode).toBe(422);
    expect(department.json().errors.location_id[0]).toBe('Selecciona el distrito');
  });

  it('POST providers rejects a logo uploaded by someone else', async () => {
    const other = await createSignedInUser(t.app);
    const [upload] = await t.app.db
      .insert(uploads)
      .values({ user_id: other.user.id, kind: 'logo', path: 'logotipos/ajeno-hq.jpg', key_prefix: 'logotipos/ajeno', mime_type: 'image/jpeg' })
      .returning();
    const { headers } = await createSignedInUser(t.app);
    await verifyEmail(t.app, headers, 'lucia@example.com');
    const res = await post('providers', await affiliationBody(t.app, { slug: 'logo-ajeno', logo_id: upload!.id }), headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.logo_id[0]).toBe('El logo no es válido. Súbelo nuevamente.');
  });

  it('GET providers/slug-availability normalises and explains', async () => {
    await seedProvider(t.app, { slug: 'fiesta-total' });
    const check = async (slug: string, headers?: Headers) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/providers/slug-availability?slug=${encodeURIComponent(slug)}`, ...(headers ? { headers } : {}) })).json().data;
    expect(await check('Música en Vivo')).toEqual({ available: true, slug: 'musica-en-vivo' });
    expect(await check('Fiesta Total')).toMatchObject({ available: false, slug: 'fiesta-total', reason: 'taken' });
    expect(await check('eventos')).toMatchObject({ available: false, reason: 'reserved', message: 'Esta dirección no está disponible. Elige otra.' });
    expect(await check('ab')).toMatchObject({ available: false, reason: 'invalid' });
    // The owner sees their own slug as available (for renaming).
    const owner = await createSignedInUser(t.app);
    const mine = await affiliate(t.app, owner.headers, { slug: 'mi-sitio-propio' });
    expect(await check('mi-sitio-propio', owner.headers)).toEqual({ available: true, slug: 'mi-sitio-propio' });
    expect((await check('mi-sitio-propio')).available).toBe(false);
    const rows = await t.app.db.select().from(providers).where(and(eq(providers.id, mine.id)));
    expect(rows).toHaveLength(1);
  });
});
