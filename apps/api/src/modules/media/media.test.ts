// GET /api/v1/providers/:id/media: the public gallery of a provider, filtered and paginated.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, albumOf, seedProvider } from '../providers/testing';

let t: TestApp;
let providerId: number;
const photos: number[] = [];
let featuredIds: number[] = [];
let topIds: number[] = [];
let videoIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const provider = await seedProvider(t.app, { plan: 'business' });
  providerId = provider.id;
  const gallery = await albumOf(t.app, providerId, 'gallery');
  for (let i = 0; i < 12; i++) {
    const row = await addPhoto(t.app, providerId, 'gallery', 100 - i); // inserted in reverse order
    photos.push(row.id);
  }
  featuredIds = [photos[2]!, photos[5]!];
  topIds = [photos[5]!, photos[7]!, photos[9]!];
  for (const id of featuredIds) await t.app.db.update(media).set({ featured: true }).where(eq(media.id, id));
  for (const id of topIds) await t.app.db.update(media).set({ top: true }).where(eq(media.id, id));
  const videos = await t.app.db
    .insert(media)
    .values(
      ['dQw4w9WgXcQ', 'M7lc1UVf-VE'].map((external_id, i) => ({
        album_id: gallery.id,
        provider_id: providerId,
        media_type: 'video',
        mime_type: 'youtube',
        filename: `https://youtu.be/${external_id}`,
        external_id,
        seo_filename: `Video ${i}`,
        sort_order: i,
        top: i === 0,
      })),
    )
    .returning({ id: media.id });
  videoIds = videos.map((v) => v.id);
  // Not listed: private, trashed, cover photos, another provider's media.
  const hidden = await addPhoto(t.app, providerId, 'gallery', 0);
  await t.app.db.update(media).set({ visibility: 'private' }).where(eq(media.id, hidden.id));
  const trashed = await addPhoto(t.app, providerId, 'gallery', 0);
  await t.app.db.update(media).set({ trashed_at: new Date() }).where(eq(media.id, trashed.id));
  await addPhoto(t.app, providerId, 'covers', 0);
  const other = await seedProvider(t.app, { plan: 'business' });
  await addPhoto(t.app, other.id, 'gallery', 0);
});

afterAll(async () => {
  await t?.close();
});

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/v1/providers/${providerId}/media${query}` });
const idsOf = (res: Awaited<ReturnType<typeof list>>) => res.json().data.map((m: { id: number }) => m.id) as number[];

describe('GET /api/v1/providers/:id/media', () => {
  it('lists public gallery media in album order, 10 per page by default', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 14, page: 1, size: 10 });
    expect(body.data).toHaveLength(10);
    expect(idsOf(res).slice(0, 2)).toEqual(videoIds);
    expect(idsOf(res).slice(2)).toEqual([...photos].reverse().slice(0, 8));
    expect(body.data[2]).toMatchObject({ media_type: 'photo', provider_id: providerId, visibility: 'public', likes_count: 0 });
    expect(body.data[2].sizes.hq).toMatch(/^\/cdn\/media\/\d+\/.+-hq\.jpg$/);
    expect(body.data[0]).toMatchObject({ media_type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });

  it('pages through with page and size', async () => {
    const second = await list('?page=2');
    expect(second.json()).toMatchObject({ total: 14, page: 2, size: 10 });
    expect(second.json().data).toHaveLength(4);
    const all = await list('?size=20');
    expect(all.json().data).toHaveLength(14);
    expect([...idsOf(await list()), ...idsOf(second)]).toEqual(idsOf(all));
    expect((await list('?page=9')).json()).toMatchObject({ data: [], total: 14 });
  });

  it('filters by media_type, featured and top (true/false, 1/0)', async () => {
    expect(idsOf(await list('?media_type=video'))).toEqual(videoIds);
    expect((await list('?media_type=photo')).json().total).toBe(12);
    expect(idsOf(await list('?featured=true')).sort()).toEqual([...featuredIds].sort());
    expect((await list('?featured=0')).json().total).toBe(12);
    expect(idsOf(await list('?top=1&media_type=photo')).sort()).toEqual([...topIds].sort());
    expect(idsOf(await list('?top=true&media_type=video'))).toEqual([videoIds[0]]);
    expect(idsOf(await list('?featured=true&top=true'))).toEqual([photos[5]]);
  });

  it('400 with Spanish messages for bad filters; 404 for an unknown provider', async () => {
    const bad = await list('?media_type=audio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.media_type).toEqual(['El tipo debe ser photo o video']);
    expect((await list('?featured=quizás')).statusCode).toBe(400);
    expect((await list('?size=7')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/providers/999999/media' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ requestId: expect.any(String), error: 'Proveedor no encontrado' });
  });

  it('every media route is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/providers/{id}/media',
      '/api/v1/albums/{albumId}',
      '/api/v1/albums/{albumId}/media',
      '/api/v1/albums/{albumId}/media/{mediaId}',
      '/api/v1/albums/{albumId}/media/{mediaId}/flags',
      '/api/v1/albums/{albumId}/order',
      '/api/v1/albums/{albumId}/trash',
      '/api/v1/albums/{albumId}/media/{mediaId}/purge',
      '/api/v1/albums/{albumId}/media/{mediaId}/restore',
      '/api/v1/albums/{albumId}/emptytrash',
      '/api/v1/likes',
      '/api/v1/likes/{target_type}/{target_id}',
      '/api/v1/me/albums',
      '/api/v1/me/albums/{id}',
      '/api/v1/me/albums/{id}/items',
      '/api/v1/me/albums/{id}/items/{mediaId}',
      '/api/v1/videos/metadata',
      '/api/v1/cloud-storage',
      '/api/v1/cloud-storage/{fileId}',
      '/api/v1/cloud-storage/{fileId}/content',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe('the gallery is a Business option (issue 11, docs/decisions/115-plans.md)', () => {
  it('is hidden while the provider is basic (after a downgrade too), with its photos kept', async () => {
    const basic = await seedProvider(t.app, { plan: 'basic' });
    await addPhoto(t.app, basic.id, 'gallery', 0);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${basic.id}/media` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ data: [], total: 0 });
    const site = await t.app.inject({ method: 'GET', url: `/api/v1/providers?slug=${basic.slug}&relations=album` });
    expect(site.json().data[0].album.media).toEqual([]);
    await t.app.db.update(providers).set({ plan: 'business' }).where(eq(providers.id, basic.id));
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/providers/${basic.id}/media` });
    expect(shown.json().total).toBe(1);
  });
});
