// Album life cycle through the API with real uploads: add photos and a video, edit, reorder, flags,
// trash, restore, purge (files gone), empty trash; bad photos and links leave nothing behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { albumOf, ownerWithProvider, serviceTypeIds } from '../providers/testing';
import { KNOWN_VIDEO_ID, KNOWN_VIDEOS, SECOND_VIDEO_ID, UNKNOWN_VIDEO_ID, startFakeYouTube, type FakeYouTube } from '../video-metadata/testing';
import { addPhoto, registerMedia, uploadKeys, uploadPhoto, type Headers } from './testing/album-fixtures';

let t: TestApp;
let yt: FakeYouTube;
let headers: Headers;
let albumId: number;
let otherAlbumId: number;

beforeAll(async () => {
  yt = await startFakeYouTube();
  t = await createTestApp({ env: yt.env('good-key') });
  const owner = await ownerWithProvider(t.app, { plan: 'business' });
  headers = owner.headers;
  albumId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
  otherAlbumId = (await albumOf(t.app, owner.provider.id, 'covers')).id;
});

afterAll(async () => {
  await t?.close();
  await yt?.close();
});

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, h: Headers = headers) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload ? { payload } : {}) });
const albumMedia = async (h: Headers = headers) => (await api('GET', `/albums/${albumId}`, undefined, h)).json().data.media as Array<Record<string, unknown>>;
const stored = async (keys: string[]) => Promise.all(keys.map(async (k) => (await t.storage.get(k)) !== null));

describe('album life cycle', () => {
  const ids: Record<string, number> = {};
  let firstUpload: Awaited<ReturnType<typeof uploadPhoto>>;

  it('registers uploaded photos (by key or by CDN URL) with sizes from the upload record', async () => {
    firstUpload = await uploadPhoto(t.app, headers, albumId, { width: 1200, height: 800, format: 'jpeg' });
    const res = await registerMedia(t.app, headers, albumId, {
      mime_type: 'image/jpeg',
      filename: 'boda.jpg',
      path: firstUpload.path,
      seo_filename: 'Boda en la playa',
      width: 99999, // ignored: the upload record is the truth
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      album_id: albumId,
      media_type: 'photo',
      path: firstUpload.path,
      thumbnail: firstUpload.sizes.thumbnail,
      width: 1200,
      height: 800,
      aspect_ratio: 1.5,
      seo_filename: 'Boda en la playa',
      original_filename: 'boda.jpg',
      featured: false,
      visibility: 'public',
      likes_count: 0,
      services: [],
      sort_order: 0,
    });
    expect(saved.sizes.hq).toBe(`/cdn/${firstUpload.sizes.hq}`);
    expect(saved.sizes.webp.md).toBe(`/cdn/${firstUpload.sizes.webp?.md}`);
    ids.p1 = saved.id;

    const second = await uploadPhoto(t.app, headers, albumId);
    const byUrl = await registerMedia(t.app, headers, albumId, { mime_type: 'image/png', filename: 'b.png', path: second.url });
    expect(byUrl.statusCode).toBe(201);
    expect(byUrl.json().data).toMatchObject({ path: second.path, sort_order: 1 });
    ids.p2 = byUrl.json().data.id;
    ids.p3 = (await addPhoto(t.app, headers, albumId)).media.id;
    expect((await albumMedia()).map((m) => m.id)).toEqual([ids.p1, ids.p2, ids.p3]);
  });

  it('adds a YouTube video: id from the link, title and description (cut to 500) from the metadata', async () => {
    const link = `https://youtu.be/${KNOWN_VIDEO_ID}?si=abc`;
    const res = await registerMedia(t.app, headers, albumId, { mime_type: 'youtube', filename: link });
    expect(res.statusCode).toBe(201);
    const video = res.json().data;
    expect(video).toMatchObject({
      media_type: 'video',
      mime_type: 'youtube',
      filename: link,
      external_id: KNOWN_VIDEO_ID,
      seo_filename: 'Nuestra boda en Cusco',
      path: null,
      url: `https://www.youtube.com/watch?v=${KNOWN_VIDEO_ID}`,
      thumbnail: `https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/hqdefault.jpg`,
      aspect_ratio: 1.7778,
    });
    expect(video.description).toBe(KNOWN_VIDEOS[KNOWN_VIDEO_ID]!.description.trim().slice(0, 500));
    expect(video.sizes.thumbnail).toBe(`https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/mqdefault.jpg`);
    ids.v = video.id;

    const again = await registerMedia(t.app, headers, albumId, { mime_type: 'youtube', filename: `https://www.youtube.com/watch?v=${KNOWN_VIDEO_ID}` });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('Este video ya está en el álbum.');
  });

  it('keeps the title and description the owner typed (description cut to 500)', async () => {
    const res = await registerMedia(t.app, headers, albumId, {
      mime_type: 'youtube',
      filename: `https://www.youtube.com/shorts/${SECOND_VIDEO_ID}`,
      seo_filename: 'Mi quince',
      description: 'ñ'.repeat(800),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ external_id: SECOND_VIDEO_ID, seo_filename: 'Mi quince', description: 'ñ'.repeat(500) });
    ids.v2 = res.json().data.id;
  });

  it('cover photos take photos only', async () => {
    const res = await registerMedia(t.app, headers, otherAlbumId, { mime_type: 'youtube', filename: `https://youtu.be/${KNOWN_VIDEO_ID}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Las fotos de portada solo pueden ser fotos.');
  });

  it('rejects a link that is not YouTube (400) and an unknown video (422), saving nothing', async () => {
    const before = (await albumMedia()).length;
    const vimeo = await registerMedia(t.app, headers, albumId, { mime_type: 'youtube', filename: 'https://vimeo.com/123' });
    expect(vimeo.statusCode).toBe(400);
    expect(vimeo.json()).toEqual({ requestId: expect.any(String), error: 'Ingresa un enlace válido de YouTube', errors: { filename: ['Ingresa un enlace válido de YouTube'] } });
    const unknown = await registerMedia(t.app, headers, albumId, { mime_type: 'youtube', filename: `https://youtu.be/${UNKNOWN_VIDEO_ID}` });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      requestId: expect.any(String),
      error: 'No encontramos ese video. Revisa el enlace.',
      errors: { filename: ['No encontramos ese video. Revisa el enlace.'] },
    });
    expect((await albumMedia()).length).toBe(before);
  });

  it('edits seo_filename, description and services', async () => {
    const services = await serviceTypeIds(t.app, 2);
    const res = await api('PUT', `/albums/${albumId}/media/${ids.p2}`, {
      media_id: ids.p2,
      seo_filename: 'Torta de bodas',
      description: 'Tres pisos con flores',
      services: services.map(String),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ seo_filename: 'Torta de bodas', description: 'Tres pisos con flores', services });
    const cleared = await api('PUT', `/albums/${albumId}/media/${ids.p2}`, { services: [] });
    expect(cleared.json().data.services).toEqual([]);
    const unknown = await api('PUT', `/albums/${albumId}/media/${ids.p2}`, { services: [999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ services: ['Alguno de los servicios seleccionados no existe'] });
    const mismatch = await api('PUT', `/albums/${albumId}/media/${ids.p2}`, { media_id: ids.p1, seo_filename: 'x' });
    expect(mismatch.statusCode).toBe(400);
    const long = await api('PUT', `/albums/${albumId}/media/${ids.v}`, { description: 'v'.repeat(900) });
    expect(long.statusCode).toBe(200);
    expect(long.json().data.description).toBe('v'.repeat(500));
  });

  it('reorders in one go; items left out follow; foreign ids are refused', async () => {
    await api('DELETE', `/albums/${albumId}/media/${ids.v2}?purge=true`);
    const res = await api('PUT', `/albums/${albumId}/order`, { media_ids: [ids.v, ids.p3, ids.p1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { id: number }) => m.id)).toEqual([ids.v, ids.p3, ids.p1, ids.p2]);
    expect((await albumMedia()).map((m) => m.sort_order)).toEqual([0, 1, 2, 3]);
    const bad = await api('PUT', `/albums/${albumId}/order`, { media_ids: [ids.p1, 999999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('Alguna de las fotos o videos no pertenece a este álbum.');
    expect((await albumMedia()).map((m) => m.id)).toEqual([ids.v, ids.p3, ids.p1, ids.p2]);
  });

  it('sets featured, top and visibility; visitors do not see private items', async () => {
    const res = await api('PUT', `/albums/${albumId}/media/${ids.p3}/flags`, { featured: true, top: true, visibility: 'private' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ featured: true, top: true, visibility: 'private' });
    expect((await albumMedia({})).map((m) => m.id)).toEqual([ids.v, ids.p1, ids.p2]);
    expect((await albumMedia()).map((m) => m.id)).toContain(ids.p3);
    const empty = await api('PUT', `/albums/${albumId}/media/${ids.p3}/flags`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Indica qué quieres cambiar.');
    await api('PUT', `/albums/${albumId}/media/${ids.p3}/flags`, { visibility: 'public' });
  });

  it('trashes, lists the trash, and restores at the end of the album', async () => {
    expect((await api('DELETE', `/albums/${albumId}/media/${ids.p1}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/albums/${albumId}/media/${ids.p1}?purge=false`)).statusCode).toBe(204);
    expect((await albumMedia()).map((m) => m.id)).toEqual([ids.v, ids.p3, ids.p2]);
    const trash = await api('GET', `/albums/${albumId}/trash`);
    expect(trash.json().data.map((m: { id: number }) => m.id)).toEqual([ids.p1]);
    expect(trash.json().data[0].trashed_at).toEqual(expect.any(String));
    expect(await stored(uploadKeys(firstUpload))).toEqual(Array(6).fill(true));
    const restored = await api('PUT', `/albums/${albumId}/media/${ids.p1}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ id: ids.p1, trashed_at: null });
    expect((await albumMedia()).map((m) => m.id)).toEqual([ids.v, ids.p3, ids.p2, ids.p1]);
    expect((await api('GET', `/albums/${albumId}/trash`)).json().data).toEqual([]);
  });

  it('purge=true deletes the row, the upload record and every stored size', async () => {
    expect((await api('DELETE', `/albums/${albumId}/media/${ids.p1}?purge=true`)).statusCode).toBe(204);
    expect(await stored(uploadKeys(firstUpload))).toEqual(Array(6).fill(false));
    expect(await t.app.db.select().from(uploads).where(eq(uploads.id, firstUpload.id))).toEqual([]);
    expect((await api('GET', `/albums/${albumId}/trash`)).json().data).toEqual([]);
    expect((await api('DELETE', `/albums/${albumId}/media/${ids.p1}`)).statusCode).toBe(404);
  });

  it('purges one trashed item, then empties the trash', async () => {
    const a = await addPhoto(t.app, headers, albumId);
    const b = await addPhoto(t.app, headers, albumId);
    await api('DELETE', `/albums/${albumId}/media/${a.media.id}`);
    await api('DELETE', `/albums/${albumId}/media/${b.media.id}`);
    await api('DELETE', `/albums/${albumId}/media/${ids.v}`);
    expect((await api('DELETE', `/albums/${albumId}/media/${a.media.id}/purge`)).statusCode).toBe(204);
    expect(await stored(uploadKeys(a.upload))).toEqual(Array(6).fill(false));
    expect(await stored(uploadKeys(b.upload))).toEqual(Array(6).fill(true));
    const emptied = await api('POST', `/albums/${albumId}/emptytrash`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual({ data: { purged: 2 } });
    expect(await stored(uploadKeys(b.upload))).toEqual(Array(6).fill(false));
    expect((await api('GET', `/albums/${albumId}/trash`)).json().data).toEqual([]);
    expect((await albumMedia()).map((m) => m.id)).toEqual([ids.p3, ids.p2]);
  });
});
