// Plans: upgrade request, and the business-only features (covers, testimonials) enforced by the API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, providers, upgradeRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, ownerWithProvider, seedProvider, type Headers } from './testing/test-utils';

const BUSINESS_ONLY = 'Esta función está disponible solo para el plan Business.';

describe('providers: plans and business-only features', () => {
  let t: TestApp;
  const call = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown, headers?: Headers) =>
    t.app.inject({ method, url: `/api/v1/${url}`, ...(payload === undefined ? {} : { payload: payload as object }), ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('PUT upgrade records the request and grants business; a second one → 409', async () => {
    const { provider, user, headers } = await ownerWithProvider(t.app);
    const res = await call('PUT', `providers/${provider.id}/upgrade`, undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ plan: 'business', upgrade_request: { requested_plan: 'business', status: 'granted' } });
    const [row] = await t.app.db.select().from(upgradeRequests).where(eq(upgradeRequests.provider_id, provider.id));
    expect(row).toMatchObject({ user_id: user.id, status: 'granted', payment_reference: null });
    const [p] = await t.app.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(p!.plan).toBe('business');
    expect(p!.plan_started_at).toBeInstanceOf(Date);
    const again = await call('PUT', `providers/${provider.id}/upgrade`, undefined, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Tu proveedor ya tiene el plan Business.');
  });

  it('basic providers get 422 on covers and testimonial writes', async () => {
    const { provider, headers } = await ownerWithProvider(t.app);
    for (const [method, url, body] of [
      ['PUT', `providers/${provider.id}/covers`, { media_ids: [] }],
      ['POST', `providers/${provider.id}/testimonials`, { customer_name: 'Rosa', testimonial: 'Excelente' }],
      ['PUT', `providers/${provider.id}/testimonials/1`, { customer_name: 'Rosa', testimonial: 'Excelente' }],
      ['DELETE', `providers/${provider.id}/testimonials/1`, undefined],
    ] as const) {
      const res = await call(method, url, body, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json().error).toBe(BUSINESS_ONLY);
    }
  });

  it('PUT covers orders the covers album and trashes the photos left out', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { plan: 'business' });
    const a = await addPhoto(t.app, provider.id, 'covers', 0);
    const b = await addPhoto(t.app, provider.id, 'covers', 1);
    const c = await addPhoto(t.app, provider.id, 'covers', 2);
    const gallery = await addPhoto(t.app, provider.id, 'gallery');
    const stranger = await seedProvider(t.app, { plan: 'business' });
    const foreign = await addPhoto(t.app, stranger.id, 'covers');

    const res = await call('PUT', `providers/${provider.id}/covers`, { media_ids: [c.id, a.id] }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { media_id: number }) => x.media_id)).toEqual([c.id, a.id]);
    expect(res.json().data[0].url).toBe(`/cdn/${c.path}`);
    const [trashed] = await t.app.db.select().from(media).where(eq(media.id, b.id));
    expect(trashed!.trashed_at).toBeInstanceOf(Date);
    const site = (await call('GET', `providers?slug=${provider.slug}&relations=covers&columns=cover`)).json().data[0];
    expect(site.covers.map((x: { media_id: number }) => x.media_id)).toEqual([c.id, a.id]);
    expect(site.cover.path).toBe(c.path);

    for (const ids of [[gallery.id], [foreign.id], [b.id]]) {
      const bad = await call('PUT', `providers/${provider.id}/covers`, { media_ids: ids }, headers);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.media_ids[0]).toBe('Alguna de las fotos de portada no pertenece a tu proveedor');
    }
    const tooMany = await call('PUT', `providers/${provider.id}/covers`, { media_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, headers);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toBe('Puedes elegir como máximo 10 fotos de portada');
  });

  it('testimonials CRUD for business providers, scoped to the provider', async () => {
    const { provider, headers } = await ownerWithProvider(t.app, { plan: 'business' });
    const created = await call(
      'POST',
      `providers/${provider.id}/testimonials`,
      { customer_name: 'Rosa Díaz', testimonial: 'La boda fue perfecta.', company_url: 'www.rosa.pe', photo: 'media/1/rosa-hq.jpg' },
      headers,
    );
    expect(created.statusCode).toBe(201);
    const tm = created.json().data;
    expect(tm).toMatchObject({ customer_name: 'Rosa Díaz', company_url: 'www.rosa.pe', photo: 'media/1/rosa-hq.jpg', photo_url: '/cdn/media/1/rosa-hq.jpg', sort_order: 0 });
    const second = (await call('POST', `providers/${provider.id}/testimonials`, { customer_name: 'Luis', testimonial: 'Muy bien', photo: '/cdn/media/1/luis-hq.jpg' }, headers)).json().data;
    expect(second).toMatchObject({ sort_order: 1, photo: 'media/1/luis-hq.jpg' });

    const list = (await call('GET', `providers/${provider.id}/testimonials`)).json().data;
    expect(list.map((x: { id: number }) => x.id)).toEqual([tm.id, second.id]);

    const updated = await call('PUT', `providers/${provider.id}/testimonials/${tm.id}`, { customer_name: 'Rosa D.', testimonial: 'Perfecta.' }, headers);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ customer_name: 'Rosa D.', testimonial: 'Perfecta.', company_url: null, photo: null });

    const empty = await call('POST', `providers/${provider.id}/testimonials`, { customer_name: '', testimonial: '' }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.customer_name[0]).toBe('Ingresa el nombre del cliente');
    const badPhoto = await call('POST', `providers/${provider.id}/testimonials`, { customer_name: 'A', testimonial: 'B', photo: 'https://otro.example.com/x.jpg' }, headers);
    expect(badPhoto.statusCode).toBe(422);
    expect((await call('POST', `providers/${provider.id}/testimonials`, { customer_name: 'A', testimonial: 'B', photo: '../etc/passwd' }, headers)).statusCode).toBe(422);

    // Another business owner cannot touch these through their own provider id.
    const other = await ownerWithProvider(t.app, { plan: 'business' });
    expect((await call('PUT', `providers/${other.provider.id}/testimonials/${tm.id}`, { customer_name: 'X', testimonial: 'Y' }, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `providers/${other.provider.id}/testimonials/${tm.id}`, undefined, other.headers)).statusCode).toBe(404);

    const deleted = await call('DELETE', `providers/${provider.id}/testimonials/${tm.id}`, undefined, headers);
    expect(deleted.statusCode).toBe(204);
    expect((await call('DELETE', `providers/${provider.id}/testimonials/${tm.id}`, undefined, headers)).statusCode).toBe(404);
    const site = (await call('GET', `providers?slug=${provider.slug}&relations=testimonials`)).json().data[0];
    expect(site.testimonials.map((x: { id: number }) => x.id)).toEqual([second.id]);
  });
});
