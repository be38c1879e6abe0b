// Who may write to an album (401 visitors, 403 other users, on every write, before the body is
// read) and the Business plan rule for adding media (gallery and cover photos).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto as insertPhotoRow, albumOf, createSignedInUser, ownerWithProvider } from '../providers/testing';
import { KNOWN_VIDEO_ID, startFakeYouTube, type FakeYouTube } from '../video-metadata/testing';
import { addPhoto, registerMedia, uploadKeys, uploadPhoto, type Headers } from './testing/album-fixtures';

let t: TestApp;
let yt: FakeYouTube;
let owner: Awaited<ReturnType<typeof ownerWithProvider>>;
let stranger: Headers;
let albumId: number;
let mediaId: number;

beforeAll(async () => {
  yt = await startFakeYouTube();
  t = await createTestApp({ env: yt.env() });
  owner = await ownerWithProvider(t.app, { plan: 'business' });
  stranger = (await createSignedInUser(t.app)).headers;
  albumId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
  mediaId = (await addPhoto(t.app, owner.headers, albumId)).media.id;
});

afterAll(async () => {
  await t?.close();
  await yt?.close();
});

const writes = () =>
  [
    ['POST', `/albums/${albumId}/media`, { album_id: albumId, mime_type: 'youtube', filename: `https://youtu.be/${KNOWN_VIDEO_ID}` }],
    ['PUT', `/albums/${albumId}/media/${mediaId}`, { seo_filename: 'x' }],
    ['PUT', `/albums/${albumId}/media/${mediaId}/flags`, { featured: true }],
    ['PUT', `/albums/${albumId}/order`, { media_ids: [mediaId] }],
    ['DELETE', `/albums/${albumId}/media/${mediaId}`, undefined],
    ['DELETE', `/albums/${albumId}/media/${mediaId}?purge=true`, undefined],
    ['GET', `/albums/${albumId}/trash`, undefined],
    ['DELETE', `/albums/${albumId}/media/${mediaId}/purge`, undefined],
    ['PUT', `/albums/${albumId}/media/${mediaId}/restore`, undefined],
    ['POST', `/albums/${albumId}/emptytrash`, undefined],
    // An invalid body must not reveal anything either: the guard runs first.
    ['POST', `/albums/${albumId}/media`, { nada: true }],
  ] as const;

describe('owner only', () => {
  it('401 "Debes iniciar sesión para continuar." for visitors on every write', async () => {
    for (const [method, url, payload] of writes()) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
    }
  });

  it('403 "No tienes permiso para realizar esta acción." for other users on every write', async () => {
    for (const [method, url, payload] of writes()) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: stranger, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'No tienes permiso para realizar esta acción.' });
    }
    const [row] = await t.app.db.select().from(media).where(eq(media.id, mediaId));
    expect(row).toMatchObject({ trashed_at: null, featured: false, seo_filename: '' });
  });

  it("another owner's upload cannot be registered in my album", async () => {
    const mine = await ownerWithProvider(t.app, { plan: 'business' });
    const myAlbum = (await albumOf(t.app, mine.provider.id, 'gallery')).id;
    const theirs = await uploadPhoto(t.app, owner.headers, albumId);
    const res = await registerMedia(t.app, mine.headers, myAlbum, { mime_type: 'image/png', filename: 'x.png', path: theirs.path });
    expect(res.statusCode).toBe(422);
    expect(await Promise.all(uploadKeys(theirs).map((k) => t.storage.get(k).then(Boolean)))).toEqual(Array(6).fill(true));
  });

  it('the album is public to read; media of another album is 404 there', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/albums/${albumId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: albumId, provider_id: owner.provider.id, kind: 'gallery' });
    const covers = (await albumOf(t.app, owner.provider.id, 'covers')).id;
    const wrong = await t.app.inject({ method: 'PUT', url: `/api/v1/albums/${covers}/media/${mediaId}`, headers: owner.headers, payload: { seo_filename: 'x' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ requestId: expect.any(String), error: 'Foto o video no encontrado' });
  });
});

describe('Business plan', () => {
  const PLAN = 'Esta función está disponible solo para el plan Business.';

  it('a basic provider cannot add photos to the gallery: 422 and the upload is removed', async () => {
    const basic = await ownerWithProvider(t.app, { plan: 'basic' });
    const gallery = (await albumOf(t.app, basic.provider.id, 'gallery')).id;
    const upload = await uploadPhoto(t.app, basic.headers, gallery);
    const res = await registerMedia(t.app, basic.headers, gallery, { mime_type: 'image/png', filename: 'x.png', path: upload.path });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: PLAN });
    expect(await Promise.all(uploadKeys(upload).map((k) => t.storage.get(k).then(Boolean)))).toEqual(Array(6).fill(false));
    expect(await t.app.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
    const video = await registerMedia(t.app, basic.headers, gallery, { mime_type: 'youtube', filename: `https://youtu.be/${KNOWN_VIDEO_ID}` });
    expect(video.statusCode).toBe(422);
    expect(video.json()).toEqual({ requestId: expect.any(String), error: PLAN });
  });

  it('a basic provider can still tidy up: reorder, edit, trash, purge; restoring needs Business', async () => {
    const basic = await ownerWithProvider(t.app, { plan: 'basic' });
    const a = await insertPhotoRow(t.app, basic.provider.id, 'gallery', 0);
    const b = await insertPhotoRow(t.app, basic.provider.id, 'gallery', 1);
    const url = `/api/v1/albums/${a.album_id}`;
    const h = basic.headers;
    expect((await t.app.inject({ method: 'PUT', url: `${url}/order`, headers: h, payload: { media_ids: [b.id, a.id] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `${url}/media/${a.id}`, headers: h, payload: { seo_filename: 'Salón' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/media/${a.id}`, headers: h })).statusCode).toBe(204);
    const restore = await t.app.inject({ method: 'PUT', url: `${url}/media/${a.id}/restore`, headers: h });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().error).toBe(PLAN);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/media/${a.id}/purge`, headers: h })).statusCode).toBe(204);
  });

  it("a basic provider's cover photos are hidden from visitors, shown to the owner", async () => {
    const basic = await ownerWithProvider(t.app, { plan: 'basic' });
    const cover = await insertPhotoRow(t.app, basic.provider.id, 'covers', 0);
    const url = `/api/v1/albums/${cover.album_id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().data.media).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url, headers: basic.headers })).json().data.media.map((m: { id: number }) => m.id)).toEqual([cover.id]);
  });

  it('cover photos stop at 10', async () => {
    const covers = (await albumOf(t.app, owner.provider.id, 'covers')).id;
    for (let i = 0; i < 10; i++) await insertPhotoRow(t.app, owner.provider.id, 'covers', i);
    const upload = await uploadPhoto(t.app, owner.headers, covers);
    const res = await registerMedia(t.app, owner.headers, covers, { mime_type: 'image/png', filename: 'x.png', path: upload.path });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Puedes elegir como máximo 10 fotos de portada');
    expect(await t.storage.get(upload.sizes.hq)).toBeNull();
  });
});
