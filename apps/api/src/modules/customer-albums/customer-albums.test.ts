// "Mis álbumes": create (with a first item), list, rename, add/remove items, delete; owner only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { addPhoto, createSignedInUser, seedProvider } from '../providers/testing';

let t: TestApp;
let ana: Record<string, string>;
let luis: Record<string, string>;
let photos: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ana = (await createSignedInUser(t.app)).headers;
  luis = (await createSignedInUser(t.app)).headers;
  const provider = await seedProvider(t.app, { plan: 'business' });
  photos = [];
  for (let i = 0; i < 3; i++) photos.push((await addPhoto(t.app, provider.id, 'gallery', i)).id);
});

afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('customer albums', () => {
  let albumId: number;

  it('creates an album with the photo being saved, and lists it', async () => {
    const res = await api('POST', '/me/albums', ana, { name: '  Ideas para mi boda ', media_id: photos[0] });
    expect(res.statusCode).toBe(201);
    const album = res.json().data;
    expect(album).toMatchObject({ name: 'Ideas para mi boda', items_count: 1 });
    expect(album.items.map((m: { id: number }) => m.id)).toEqual([photos[0]]);
    expect(album.cover.id).toBe(photos[0]);
    albumId = album.id;
    const empty = await api('POST', '/me/albums', ana, { name: 'Quinceañero' });
    expect(empty.json().data).toMatchObject({ items_count: 0, cover: null, items: [] });
    const list = await api('GET', '/me/albums', ana);
    expect(list.json().data.map((a: { name: string }) => a.name)).toEqual(['Quinceañero', 'Ideas para mi boda']);
    expect((await api('GET', '/me/albums', luis)).json().data).toEqual([]);
  });

  it('adds items at the end (idempotent) and removes them', async () => {
    const added = await api('POST', `/me/albums/${albumId}/items`, ana, { media_id: photos[2] });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ id: albumId, items_count: 2 });
    const again = await api('POST', `/me/albums/${albumId}/items`, ana, { media_id: photos[2] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.items_count).toBe(2);
    await api('POST', `/me/albums/${albumId}/items`, ana, { media_id: photos[1] });
    const detail = await api('GET', `/me/albums/${albumId}`, ana);
    expect(detail.json().data.items.map((m: { id: number }) => m.id)).toEqual([photos[0], photos[2], photos[1]]);
    expect((await api('DELETE', `/me/albums/${albumId}/items/${photos[2]}`, ana)).statusCode).toBe(204);
    expect((await api('DELETE', `/me/albums/${albumId}/items/${photos[2]}`, ana)).statusCode).toBe(204);
    expect((await api('GET', `/me/albums/${albumId}`, ana)).json().data.items.map((m: { id: number }) => m.id)).toEqual([photos[0], photos[1]]);
  });

  it('hides trashed media and refuses saving it', async () => {
    await t.app.db.update(media).set({ trashed_at: new Date() }).where(eq(media.id, photos[1]!));
    const detail = (await api('GET', `/me/albums/${albumId}`, ana)).json().data;
    expect(detail.items.map((m: { id: number }) => m.id)).toEqual([photos[0]]);
    expect(detail.items_count).toBe(1);
    const res = await api('POST', `/me/albums/${albumId}/items`, ana, { media_id: photos[1] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Foto o video no encontrado' });
    const create = await api('POST', '/me/albums', ana, { name: 'Nada', media_id: 999999 });
    expect(create.statusCode).toBe(404);
    expect((await api('GET', '/me/albums', ana)).json().data).toHaveLength(2);
  });

  it('renames with validation', async () => {
    const res = await api('PUT', `/me/albums/${albumId}`, ana, { name: 'Boda 2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: albumId, name: 'Boda 2026' });
    const blank = await api('PUT', `/me/albums/${albumId}`, ana, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ requestId: expect.any(String), error: 'Ingresa un nombre para el álbum', errors: { name: ['Ingresa un nombre para el álbum'] } });
    expect((await api('POST', '/me/albums', ana, { name: 'x'.repeat(61) })).json().error).toBe('El nombre puede tener como máximo 60 caracteres');
  });

  it('403 for other users, 404 for unknown albums, 401 for visitors', async () => {
    for (const [method, url, payload] of [
      ['GET', `/me/albums/${albumId}`, undefined],
      ['PUT', `/me/albums/${albumId}`, { name: 'Mío' }],
      ['DELETE', `/me/albums/${albumId}`, undefined],
      ['POST', `/me/albums/${albumId}/items`, { media_id: photos[2] }],
      ['DELETE', `/me/albums/${albumId}/items/${photos[0]}`, undefined],
    ] as const) {
      const res = await api(method, url, luis, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'No tienes permiso para realizar esta acción.' });
      expect((await api(method, url, {}, payload)).statusCode).toBe(401);
    }
    expect((await api('GET', '/me/albums', {})).statusCode).toBe(401);
    expect((await api('POST', '/me/albums', {}, { name: 'x' })).statusCode).toBe(401);
    const missing = await api('GET', '/me/albums/999999', ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ requestId: expect.any(String), error: 'Álbum no encontrado' });
    expect((await api('GET', `/me/albums/${albumId}`, ana)).json().data.items).toHaveLength(1);
  });

  it('deletes an album', async () => {
    expect((await api('DELETE', `/me/albums/${albumId}`, ana)).statusCode).toBe(204);
    expect((await api('GET', `/me/albums/${albumId}`, ana)).statusCode).toBe(404);
    expect((await api('GET', '/me/albums', ana)).json().data.map((a: { name: string }) => a.name)).toEqual(['Quinceañero']);
  });
});
