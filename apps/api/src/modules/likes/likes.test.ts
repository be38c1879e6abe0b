// Likes: idempotent like/unlike of media and providers, counters on the item, my likes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, media, providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, albumOf, createSignedInUser, seedProvider } from '../providers/testing';

let t: TestApp;
let ana: Record<string, string>;
let luis: Record<string, string>;
let providerId: number;
let photoId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await createSignedInUser(t.app)).headers;
  luis = (await createSignedInUser(t.app)).headers;
  providerId = (await seedProvider(t.app, { plan: 'business' })).id;
  photoId = (await addPhoto(t.app, providerId, 'gallery')).id;
});

afterAll(async () => {
  await t?.close();
});

const like = (headers: Record<string, string>, target_type: string, target_id: number | string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/likes', headers, payload: { target_type, target_id } });
const unlike = (headers: Record<string, string>, type: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/likes/${type}/${id}`, headers });
const mediaCount = async () => (await t.app.db.select().from(media).where(eq(media.id, photoId)))[0]!.likes_count;

describe('likes', () => {
  it('likes a photo once: 201, then 200 with the same count (idempotent)', async () => {
    const first = await like(ana, 'media', photoId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { target_type: 'media', target_id: photoId, liked: true, likes_count: 1 } });
    const again = await like(ana, 'media', String(photoId));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.likes_count).toBe(1);
    expect((await like(luis, 'media', photoId)).json().data.likes_count).toBe(2);
    expect(await mediaCount()).toBe(2);
  });

  it('concurrent likes by the same user count once', async () => {
    const results = await Promise.all([like(luis, 'provider', providerId), like(luis, 'provider', providerId), like(luis, 'provider', providerId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const [row] = await t.app.db.select().from(providers).where(eq(providers.id, providerId));
    expect(row!.likes_count).toBe(1);
  });

  it('unlikes idempotently and the counter follows', async () => {
    const res = await unlike(ana, 'media', photoId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { target_type: 'media', target_id: photoId, liked: false, likes_count: 1 } });
    expect((await unlike(ana, 'media', photoId)).json().data.likes_count).toBe(1);
    expect(await mediaCount()).toBe(1);
  });

  it('lists my likes, optionally by type', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/likes', headers: luis });
    expect(mine.json().data.map((l: { target_type: string; target_id: number }) => [l.target_type, l.target_id])).toEqual([
      ['provider', providerId],
      ['media', photoId],
    ]);
    const onlyMedia = await t.app.inject({ method: 'GET', url: '/api/v1/likes?target_type=media', headers: luis });
    expect(onlyMedia.json().data).toEqual([{ target_type: 'media', target_id: photoId, created_at: expect.any(String) }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/likes', headers: ana })).json().data).toEqual([]);
  });

  it('404 for unknown, trashed or private media and unknown providers; 400 for a bad type', async () => {
    const trashed = await addPhoto(t.app, providerId, 'gallery');
    await t.app.db.update(media).set({ trashed_at: new Date() }).where(eq(media.id, trashed.id));
    const hidden = await addPhoto(t.app, providerId, 'gallery');
    await t.app.db.update(media).set({ visibility: 'private' }).where(eq(media.id, hidden.id));
    for (const id of [999999, trashed.id, hidden.id]) {
      const res = await like(ana, 'media', id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Foto o video no encontrado' });
    }
    expect((await like(ana, 'provider', 999999)).json()).toEqual({ requestId: expect.any(String), error: 'Proveedor no encontrado' });
    expect((await unlike(ana, 'provider', 999999)).statusCode).toBe(404);
    const bad = await like(ana, 'review', 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ target_type: ['El tipo debe ser media o provider'] });
  });

  it('401 for visitors', async () => {
    for (const res of [
      await like({}, 'media', photoId),
      await unlike({}, 'media', photoId),
      await t.app.inject({ method: 'GET', url: '/api/v1/likes' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
    }
  });

  it('purging a liked photo removes its likes', async () => {
    await t.app.db.delete(media).where(eq(media.id, photoId));
    const left = await t.app.db.select().from(likes).where(eq(likes.target_id, photoId));
    expect(left.filter((l) => l.target_type === 'media')).toEqual([]);
  });
});

describe('GET /api/v1/user/likes ("Me gusta" on /micuenta)', () => {
  it('lists my liked providers and public photos and videos with what is needed to show them, newest first', async () => {
    const { headers: sofia } = await createSignedInUser(t.app);
    const provider = await seedProvider(t.app, { plan: 'business', company_name: 'Flores de Prueba' });
    const photo = await addPhoto(t.app, provider.id, 'gallery');
    const gallery = await albumOf(t.app, provider.id, 'gallery');
    const [video] = await t.app.db
      .insert(media)
      .values({
        album_id: gallery.id,
        provider_id: provider.id,
        media_type: 'video',
        mime_type: 'youtube',
        filename: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        external_id: 'dQw4w9WgXcQ',
        seo_filename: 'Nuestra boda',
      })
      .returning();
    const gone = await addPhoto(t.app, provider.id, 'gallery');
    for (const [type, id] of [
      ['provider', provider.id],
      ['media', photo.id],
      ['media', video!.id],
      ['media', gone.id],
    ] as const) {
      expect((await like(sofia, type, id)).statusCode).toBe(201);
    }
    // A liked photo later sent to the trash is left out.
    await t.app.db.update(media).set({ trashed_at: new Date() }).where(eq(media.id, gone.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/likes', headers: sofia });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    expect(data.providers).toEqual([
      {
        id: provider.id,
        slug: provider.slug,
        company_name: 'Flores de Prueba',
        logo_url: null,
        district: expect.any(String),
        department: expect.any(String),
        likes_count: 1,
        liked_at: expect.any(String),
      },
    ]);
    expect(data.media.map((m: { id: number }) => m.id)).toEqual([video!.id, photo.id]);
    expect(data.media[0]).toMatchObject({
      media_type: 'video',
      title: 'Nuestra boda',
      external_id: 'dQw4w9WgXcQ',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
      provider: { id: provider.id, slug: provider.slug, company_name: 'Flores de Prueba' },
    });
    expect(data.media[1]).toMatchObject({ media_type: 'photo', likes_count: 1 });
    expect(data.media[1].thumbnail_url).toMatch(/thumbnail\.jpg$/);

    // Unliking removes it from the list; nobody else's likes show up.
    await unlike(sofia, 'provider', provider.id);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/user/likes', headers: sofia })).json().data;
    expect(after.providers).toEqual([]);
    expect(after.media).toHaveLength(2);
    const { headers: other } = await createSignedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/likes', headers: other })).json()).toEqual({
      data: { providers: [], media: [] },
    });
  });

  it('401 for visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/likes' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
  });
});
