// Registering a photo with bad input answers the exact Spanish message and leaves nothing behind:
// too small (horizontal and vertical), not my upload, registered twice, no album id, unknown album.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { albumOf, ownerWithProvider } from '../providers/testing';
import { addPhoto, registerMedia, uploadKeys, uploadPhoto, type Headers } from './testing/album-fixtures';

let t: TestApp;
let headers: Headers;
let albumId: number;
let otherAlbumId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await ownerWithProvider(t.app, { plan: 'business' });
  headers = owner.headers;
  albumId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
  otherAlbumId = (await albumOf(t.app, owner.provider.id, 'covers')).id;
});

afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET', url: string) => t.app.inject({ method, url: `/api/v1${url}`, headers });
const stored = async (keys: string[]) => Promise.all(keys.map(async (k) => (await t.storage.get(k)) !== null));

describe('photo registration: bad input leaves nothing behind', () => {
  it('a photo below 600 × 400 (or 400 × 600 vertical) → 422 with the exact message; upload and files removed', async () => {
    for (const [width, height, message] of [
      [500, 400, 'La imagen es muy pequeña. El ancho mínimo es de 600px'],
      [700, 300, 'La imagen es muy pequeña. El alto mínimo es de 400px'],
      [300, 700, 'La imagen es muy pequeña. El ancho mínimo es de 400px'],
      [450, 500, 'La imagen es muy pequeña. El alto mínimo es de 600px'],
    ] as const) {
      const upload = await uploadPhoto(t.app, headers, albumId, { width, height });
      const res = await registerMedia(t.app, headers, albumId, { mime_type: 'image/png', filename: 'chica.png', path: upload.path });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: message, errors: { path: [message] } });
      expect(await stored(uploadKeys(upload))).toEqual(Array(6).fill(false));
      expect(await t.app.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
    }
    const exact = await uploadPhoto(t.app, headers, albumId, { width: 400, height: 600 });
    expect((await registerMedia(t.app, headers, albumId, { mime_type: 'image/png', filename: 'v.png', path: exact.path })).statusCode).toBe(201);
  });

  it('a path that is not one of my uploads in this album → 422, nothing deleted', async () => {
    const elsewhere = await uploadPhoto(t.app, headers, otherAlbumId);
    for (const path of ['media/1/no-existe-hq.jpg', elsewhere.path, '../../etc/passwd', 'https://example.com/x.jpg']) {
      const res = await registerMedia(t.app, headers, albumId, { mime_type: 'image/png', filename: 'x.png', path });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().error).toBe('La foto no es válida. Súbela nuevamente.');
    }
    expect(await stored(uploadKeys(elsewhere))).toEqual(Array(6).fill(true));
  });

  it('registering the same upload twice → 422 and the first item keeps its files', async () => {
    const { upload } = await addPhoto(t.app, headers, albumId);
    const res = await registerMedia(t.app, headers, albumId, { mime_type: 'image/png', filename: 'x.png', path: upload.path });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Esta foto ya está en el álbum.');
    expect(await stored(uploadKeys(upload))).toEqual(Array(6).fill(true));
    expect((await t.app.db.select().from(media).where(eq(media.upload_id, upload.id))).length).toBe(1);
  });

  it('"Album no definido" for a missing or different album id', async () => {
    const upload = await uploadPhoto(t.app, headers, albumId);
    const body = { mime_type: 'image/png', filename: 'x.png', path: upload.path };
    const missing = await t.app.inject({ method: 'POST', url: `/api/v1/albums/${albumId}/media`, headers, payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ requestId: expect.any(String), error: 'Album no definido', errors: { album_id: ['Album no definido'] } });
    const other = await t.app.inject({ method: 'POST', url: `/api/v1/albums/${albumId}/media`, headers, payload: { ...body, album_id: otherAlbumId } });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('Album no definido');
    const notNumeric = await t.app.inject({ method: 'POST', url: '/api/v1/albums/abc/media', headers, payload: { ...body, album_id: 'abc' } });
    expect(notNumeric.statusCode).toBe(400);
    expect(notNumeric.json().error).toBe('Album no definido');
  });

  it('an unknown album → 404', async () => {
    const res = await api('GET', '/albums/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Álbum no encontrado' });
  });
});
