// Public reads: by slug (exactly one or none, old slugs), paginated list, columns/relations
// allow-lists, by code, by id, latest, featured, count and similar providers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerResponseTimes, providerSlugHistory, providers, reviewRatings, reviews, testimonials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, createSignedInUser, district, seedProvider, serviceTypeIds } from './testing/test-utils';

describe('providers: public reads', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}` });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET providers?slug= returns exactly one provider, with relations and logo', async () => {
    const p = await seedProvider(t.app, { slug: 'banquetes-lima', plan: 'business' });
    const res = await get('providers?slug=banquetes-lima&withLogo=true&relations=servicesTypes,location,album,covers,reviews,testimonials,settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    const item = body.data[0];
    expect(item).toMatchObject({ id: p.id, slug: 'banquetes-lima', plan: 'business', district: 'Miraflores', province: 'Lima', department: 'Lima' });
    expect(item.logo).toBeNull();
    expect(item.servicesTypes.length).toBe(2);
    expect(item.location).toMatchObject({ name: 'Miraflores', type: 'district' });
    expect(item.album).toMatchObject({ kind: 'gallery', media: [] });
    expect(item.covers).toEqual([]);
    expect(item.reviews).toEqual([]);
    expect(item.testimonials).toEqual([]);
    expect(item.settings).toEqual({});
    expect(typeof item.created_at).toBe('string');
  });

  it('GET providers?slug= reads services and response time with the row: the same view as providers/{id}', async () => {
    const p = await seedProvider(t.app, { slug: 'responde-rapido' });
    await t.app.db.insert(providerResponseTimes).values({ provider_id: p.id, median_seconds: 3_601, threads: 4 });
    const bySlug = (await get('providers?slug=responde-rapido&withLogo=true&relations=servicesTypes')).json().data[0];
    const byId = (await get(`providers/${p.id}?relations=servicesTypes`)).json().data;
    expect(bySlug.response_minutes).toBe(61);
    expect(bySlug.service_type_ids).toHaveLength(2);
    expect(bySlug.servicesTypes.map((s: { id: number }) => s.id)).toEqual(bySlug.service_type_ids);
    expect(bySlug).toEqual(byId);
    const plain = (await get('providers?slug=responde-rapido')).json().data[0];
    expect(plain).toMatchObject({ response_minutes: 61, service_type_ids: bySlug.service_type_ids });
    expect(plain).not.toHaveProperty('servicesTypes');
  });

  it('GET providers?slug= normalises the slug and returns [] when nothing matches', async () => {
    await seedProvider(t.app, { slug: 'cafe-nino' });
    expect((await get('providers?slug=Caf%C3%A9-Ni%C3%B1o')).json().data).toHaveLength(1);
    expect((await get('providers?slug=no-existe-nadie')).json()).toEqual({ data: [] });
    expect((await get('providers?slug=')).json()).toEqual({ data: [] });
  });

  it('an old slug resolves to the current provider with redirect_slug', async () => {
    const p = await seedProvider(t.app, { slug: 'nombre-nuevo' });
    await t.app.db.insert(providerSlugHistory).values({ provider_id: p.id, slug: 'nombre-viejo' });
    const body = (await get('providers?slug=nombre-viejo')).json();
    expect(body.redirect_slug).toBe('nombre-nuevo');
    expect(body.data[0].id).toBe(p.id);
  });

  it('columns select fields; unknown columns or relations → 400 with the field error', async () => {
    await seedProvider(t.app, { slug: 'solo-columnas' });
    const res = await get('providers?slug=solo-columnas&columns=company_name,slug');
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['company_name', 'id', 'slug']);
    const bad = await get('providers?slug=solo-columnas&columns=company_name,password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.columns[0]).toBe('Columna no válida: password');
    const badRel = await get('providers?relations=servicesTypes,users');
    expect(badRel.statusCode).toBe(400);
    expect(badRel.json().error).toBe('Relación no válida: users');
    expect((await get('providers?withLogo=quizas')).statusCode).toBe(400);
  });

  it('GET providers without slug is paginated', async () => {
    const res = await get('providers?page=1&size=10');
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 10 });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect((await get('providers?size=7')).statusCode).toBe(400);
  });

  it('GET provider?code= finds by guid; unknown → 404, malformed → 400', async () => {
    const p = await seedProvider(t.app);
    const res = await get(`provider?code=${p.guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(p.id);
    const missing = await get('provider?code=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Proveedor no encontrado');
    expect((await get('provider?code=abc')).statusCode).toBe(400);
  });

  it('GET providers/:id with columns; 404 and 400 for bad ids', async () => {
    const p = await seedProvider(t.app);
    const res = await get(`providers/${p.id}?columns=slug`);
    expect(res.json().data).toEqual({ id: p.id, slug: p.slug, logo: null });
    expect((await get('providers/999999')).statusCode).toBe(404);
    expect((await get('providers/abc')).statusCode).toBe(400);
  });

  it('latest (8, newest first), count, featured (business, best reviews)', async () => {
    for (let i = 0; i < 9; i++) await seedProvider(t.app);
    const latest = (await get('providers/latest')).json().data;
    expect(latest).toHaveLength(8);
    expect(latest[0].id).toBeGreaterThan(latest[7].id);
    expect(latest[0]).toHaveProperty('logo');
    expect(latest[0]).toHaveProperty('cover');
    const total = (await t.app.db.select().from(providers)).length;
    expect((await get('providers/count')).json()).toEqual({ data: { count: total } });

    const top = await seedProvider(t.app, { plan: 'business' });
    const second = await seedProvider(t.app, { plan: 'business' });
    const user = await createSignedInUser(t.app);
    const user2 = await createSignedInUser(t.app);
    await t.app.db.insert(reviews).values([
      { provider_id: top.id, user_id: user.user.id, comment: 'Excelente servicio', score: 5 },
      { provider_id: second.id, user_id: user2.user.id, comment: 'Bueno', score: 4 },
    ]);
    const featured = (await get('providers/featured')).json().data as Array<{ id: number; plan: string }>;
    expect(featured.every((p) => p.plan === 'business')).toBe(true);
    expect(featured.length).toBeLessThanOrEqual(8);
    const ids = featured.map((p) => p.id);
    expect(ids.indexOf(top.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('cover: first covers photo for business, first gallery photo for basic', async () => {
    const business = await seedProvider(t.app, { plan: 'business' });
    await addPhoto(t.app, business.id, 'gallery');
    const cover = await addPhoto(t.app, business.id, 'covers');
    const basic = await seedProvider(t.app);
    await addPhoto(t.app, basic.id, 'covers');
    const gallery = await addPhoto(t.app, basic.id, 'gallery');
    const b = (await get(`providers?slug=${business.slug}&columns=cover`)).json().data[0];
    expect(b.cover.path).toBe(cover.path);
    expect(b.cover.url).toBe(`/cdn/${cover.path}`);
    expect(b.cover.sizes.hq).toBe(`/cdn/${cover.path}`);
    const basicView = (await get(`providers?slug=${basic.slug}&columns=cover&relations=covers`)).json().data[0];
    expect(basicView.cover.path).toBe(gallery.path);
    expect(basicView.covers).toEqual([]);
  });

  it('testimonials are hidden for basic providers', async () => {
    const p = await seedProvider(t.app);
    await t.app.db.insert(testimonials).values({ provider_id: p.id, customer_name: 'Rosa', testimonial: 'Todo perfecto' });
    expect((await get(`providers?slug=${p.slug}&relations=testimonials`)).json().data[0].testimonials).toEqual([]);
    expect((await get(`providers/${p.id}/testimonials`)).json()).toEqual({ data: [] });
    await t.app.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, p.id));
    expect((await get(`providers/${p.id}/testimonials`)).json().data).toHaveLength(1);
  });

  it('similar: same services and department, excluding itself, at most 5, best match first', async () => {
    const [s1, s2, s3] = await serviceTypeIds(t.app, 3, 10);
    const lima = await district(t.app, 'Barranco');
    const miraflores = await district(t.app, 'Miraflores');
    const arequipa = await district(t.app, 'Cayma', '04');
    const base = await seedProvider(t.app, { services: [s1!, s2!], location_id: miraflores.id });
    const best = await seedProvider(t.app, { services: [s1!, s2!], location_id: miraflores.id });
    const sameDept = await seedProvider(t.app, { services: [s1!], location_id: lima.id });
    const otherDept = await seedProvider(t.app, { services: [s1!, s2!], location_id: arequipa.id });
    const otherService = await seedProvider(t.app, { services: [s3!], location_id: miraflores.id });
    const others = [];
    for (let i = 0; i < 5; i++) others.push((await seedProvider(t.app, { services: [s2!], location_id: lima.id })).id);
    const res = await get(`providers/${base.id}/similar`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as Array<{ id: number }>).map((p) => p.id);
    expect(ids).toHaveLength(5);
    expect(ids[0]).toBe(best.id);
    expect(ids).not.toContain(base.id);
    expect(ids).not.toContain(otherDept.id);
    expect(ids).not.toContain(otherService.id);
    const eligible = new Set([best.id, sameDept.id, ...others]);
    expect(ids.every((id) => eligible.has(id))).toBe(true);
    // Served from the per-process cache until a write clears it.
    expect((await get(`providers/${base.id}/similar`)).json().data.map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await get('providers/999999/similar')).statusCode).toBe(404);
  });

  it('documents every providers route in the OpenAPI JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of ['/api/v1/providers', '/api/v1/provider', '/api/v1/providers/{id}/similar', '/api/v1/providers/{id}/kpis', '/api/v1/providers/{id}/testimonials/{tid}']) {
      expect(paths).toContain(path);
    }
  });

  it('reviews relation: published reviews with ratings and author', async () => {
    const p = await seedProvider(t.app);
    const author = await createSignedInUser(t.app, { first_name: 'Marta', last_name: 'Rojas', avatar_url: 'https://example.com/a.png' });
    const [review] = await t.app.db
      .insert(reviews)
      .values({ provider_id: p.id, user_id: author.user.id, comment: 'Muy puntuales y amables', score: 4.5 })
      .returning();
    await t.app.db.insert(reviewRatings).values([
      { review_id: review!.id, criterion: 'price', rating: 4 },
      { review_id: review!.id, criterion: 'punctuality', rating: 5 },
    ]);
    const hidden = await createSignedInUser(t.app);
    await t.app.db.insert(reviews).values({ provider_id: p.id, user_id: hidden.user.id, comment: 'Oculta', score: 1, status: 'hidden' });
    const item = (await get(`providers?slug=${p.slug}&relations=reviews`)).json().data[0];
    expect(item.reviews).toHaveLength(1);
    expect(item.reviews[0]).toMatchObject({
      comment: 'Muy puntuales y amables',
      score: 4.5,
      user: { id: author.user.id, first_name: 'Marta', last_name: 'Rojas', avatar: 'https://example.com/a.png' },
    });
    expect(item.reviews[0].detail).toEqual(expect.arrayContaining([{ criterion: 'price', rating: 4 }, { criterion: 'punctuality', rating: 5 }]));
    expect(item).toMatchObject({ reviews_number: 1, reviews_score: 4.5 });
  });
});
