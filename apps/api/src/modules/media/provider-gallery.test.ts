// GET providers/{id}/media in one statement (findProviderGallery, ADR 295): the same page, total and
// service types as the separate reads (providerPlan + listProviderMedia + loadMediaServices), for
// every filter, both plans, a page past the end and an unknown provider; the route's answers byte for byte.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaServiceTypes } from '../../db/schema';
import { countStatements, createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, albumOf, seedProvider, serviceTypeIds } from '../providers/testing';
import { findProviderGallery, listProviderMedia, loadMediaServices, providerPlan, type ProviderMediaFilter } from './media.repository';

describe('providers/{id}/media: the gallery in one statement', () => {
  let t: TestApp;
  let statements: { readonly count: number };

  beforeAll(async () => {
    t = await createTestApp();
    statements = countStatements(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the route answered before: three reads (four with the services). */
  async function separately(providerId: number, filter: ProviderMediaFilter, page: { limit: number; offset: number }) {
    const plan = await providerPlan(t.app.db, providerId);
    if (plan !== 'business') return { plan, rows: [], total: 0 };
    const { rows, total } = await listProviderMedia(t.app.db, providerId, filter, page);
    const services = await loadMediaServices(t.app.db, rows.map((r) => r.id));
    return { plan, rows: rows.map((row) => ({ row, services: services.get(row.id) ?? [] })), total };
  }

  async function counted(providerId: number, filter: ProviderMediaFilter, page: { limit: number; offset: number }) {
    const before = statements.count;
    const out = await findProviderGallery(t.app.db, providerId, filter, page);
    return { out, statements: statements.count - before };
  }

  it('the same page, total and services as the separate reads, in one statement', async () => {
    const p = await seedProvider(t.app, { plan: 'business', slug: 'galeria-una-lectura' });
    const a = await addPhoto(t.app, p.id, 'gallery', 3);
    const b = await addPhoto(t.app, p.id, 'gallery', 1);
    await addPhoto(t.app, p.id, 'gallery', 1);
    await addPhoto(t.app, p.id, 'covers', 0);
    const trashed = await addPhoto(t.app, p.id, 'gallery', 0);
    await t.app.db.update(media).set({ trashed_at: sql`now()` }).where(eq(media.id, trashed.id));
    await t.app.db.update(media).set({ featured: true }).where(eq(media.id, a.id));
    await t.app.db.update(media).set({ top: true }).where(eq(media.id, b.id));
    const gallery = await albumOf(t.app, p.id, 'gallery');
    const [video] = await t.app.db
      .insert(media)
      .values({ album_id: gallery.id, provider_id: p.id, media_type: 'video', mime_type: 'video/youtube', external_id: 'dQw4w9WgXcQ', sort_order: 2 })
      .returning();
    await t.app.db.insert(media).values({ album_id: gallery.id, provider_id: p.id, mime_type: 'image/jpeg', path: 'x.jpg', visibility: 'private' });
    const [s1, s2] = await serviceTypeIds(t.app, 2, 4);
    await t.app.db.insert(mediaServiceTypes).values([
      { media_id: a.id, service_type_id: s2! },
      { media_id: a.id, service_type_id: s1! },
      { media_id: video!.id, service_type_id: s1! },
    ]);

    const filters: ProviderMediaFilter[] = [{}, { media_type: 'photo' }, { media_type: 'video' }, { featured: true }, { top: false }, { media_type: 'photo', top: true }];
    const pages = [
      { limit: 50, offset: 0 },
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 2, offset: 10 },
    ];
    for (const filter of filters) {
      for (const page of pages) {
        const { out, statements: n } = await counted(p.id, filter, page);
        expect(out).toEqual(await separately(p.id, filter, page));
        // A page past the end too: the plan and the total come with the provider's row (ADR 316).
        expect(n).toBe(1);
      }
    }
    const all = (await counted(p.id, {}, { limit: 50, offset: 0 })).out;
    expect(all.total).toBe(4);
    expect(all.rows.find((r) => r.row.id === a.id)?.services).toEqual([s1!, s2!].sort((x, y) => x - y));
  });

  it('a basic provider: no media (one statement); an unknown provider: no plan', async () => {
    const basic = await seedProvider(t.app, { plan: 'basic', slug: 'galeria-basica' });
    await addPhoto(t.app, basic.id, 'gallery', 0);
    const { out, statements: n } = await counted(basic.id, {}, { limit: 50, offset: 0 });
    expect(out).toEqual({ plan: 'basic', rows: [], total: 0 });
    expect(n).toBe(1);
    expect(await findProviderGallery(t.app.db, 987_654, {}, { limit: 50, offset: 0 })).toEqual({ plan: null, rows: [], total: 0 });
    expect(await findProviderGallery(t.app.db, 987_654, {}, { limit: 50, offset: 50 })).toEqual({ plan: null, rows: [], total: 0 });
  });

  it('the route answers as before: 404 unknown, empty on basic, the page with its services', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/providers/987654/media' });
    expect(unknown.statusCode).toBe(404);
    const p = await seedProvider(t.app, { plan: 'business', slug: 'galeria-ruta' });
    const photo = await addPhoto(t.app, p.id, 'gallery', 0);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${p.id}/media?media_type=photo&page=1&size=50` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Array<{ id: number }>; total: number; page: number; size: number }>();
    expect(body.total).toBe(1);
    expect(body.data.map((m) => m.id)).toEqual([photo.id]);
    expect({ page: body.page, size: body.size }).toEqual({ page: 1, size: 50 });
  });
});
