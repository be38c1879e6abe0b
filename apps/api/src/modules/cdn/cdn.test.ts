// CDN uploads: sniffing, sizes, limits, ownership and deletion (PGlite, or PostgreSQL with TEST_DB=pg).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, providers, uploads, users } from '../../db/schema';
import { runImageVariants } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import {
  decompressionBomb,
  exeBytes,
  jpegImage,
  multipartBody,
  oleBytes,
  pdfBytes,
  pngImage,
  truncatedPng,
} from './testing/fixtures';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let stranger: Awaited<ReturnType<typeof createSignedInUser>>;
let albumId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app, { first_name: 'Dueña' });
  stranger = await createSignedInUser(t.app, { first_name: 'Extraño' });
  const [provider] = await t.app.db
    .insert(providers)
    .values({ company_name: 'Fiestas Lima', slug: `fiestas-lima-${Date.now()}`, created_by: owner.user.id })
    .returning();
  const [album] = await t.app.db
    .insert(albums)
    .values({ provider_id: provider!.id, kind: 'gallery' })
    .returning();
  albumId = album!.id;
});

afterAll(async () => {
  await t?.close();
});

function uploadMedia(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/cdn/upload/media', headers, payload: body });
}

function uploadPdf(headers: Record<string, string>, fields: Parameters<typeof multipartBody>[0]) {
  const form = multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cdn/upload/pdf',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

async function uploadCount(): Promise<number> {
  return (await t.app.db.select({ id: uploads.id }).from(uploads)).length;
}

describe('POST /api/v1/cdn/upload/media', () => {
  it('stores a PNG in the album with thumbnail/md/hq in JPEG now and in WebP by the worker, and records it', async () => {
    const png = await pngImage(800, 600);
    const res = await uploadMedia(owner.headers, {
      path: `media/${albumId}`,
      mime_type: 'image/png',
      data: png.toString('base64'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toBe(body.data.id);
    expect(body.url).toMatch(new RegExp(`^/cdn/media/${albumId}/[a-f0-9]{16}-hq\\.jpg$`));
    const image = await t.app.inject({ method: 'GET', url: body.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(body.data).toMatchObject({
      width: 800,
      height: 600,
      aspect_ratio: 1.3333,
      mime_type: 'image/jpeg',
      // The JPEG sizes are stored when it answers; the WebP ones come from the worker (ADR 196).
      formats_ready: ['jpeg'],
      formats_pending: ['webp'],
    });
    expect(body.data.sizes.webp).toBeUndefined();
    for (const key of [body.data.sizes.thumbnail, body.data.sizes.md, body.data.sizes.hq]) {
      expect(await t.storage.get(key)).not.toBeNull();
    }
    expect(await runImageVariants(t.app)).toBeGreaterThanOrEqual(1);
    const [done] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    const webp = done?.sizes?.webp as Record<string, string>;
    expect(Object.keys(webp).sort()).toEqual(['hq', 'md', 'thumbnail']);
    for (const key of Object.values(webp)) {
      const file = await t.storage.get(key);
      expect((await sharp(file as Buffer).metadata()).format).toBe('webp');
    }
    expect((await sharp((await t.storage.get(webp.md as string)) as Buffer).metadata()).width).toBe(done?.sizes?.widths?.md);
    // Once more: nothing left to do (idempotent).
    expect(await runImageVariants(t.app)).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ user_id: owner.user.id, kind: 'media', width: 800, height: 600 });
  });

  it('accepts a JPEG sent as a data URL through multipart (field) and as a file part', async () => {
    const jpeg = await jpegImage();
    const asField = multipartBody({
      path: 'logotipos',
      mime_type: 'image/jpeg',
      data: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    const res1 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: { ...owner.headers, ...asField.headers },
      payload: asField.payload,
    });
    expect(res1.statusCode).toBe(201);
    const asFile = multipartBody({
      path: 'logotipos',
      mime_type: 'image/jpeg',
      data: { filename: 'logo.jpg', contentType: 'image/jpeg', data: jpeg },
    });
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: { ...owner.headers, ...asFile.headers },
      payload: asFile.payload,
    });
    expect(res2.statusCode).toBe(201);
    expect(res2.json().url).toMatch(/^\/cdn\/logotipos\//);
  });

  it('an avatar upload becomes the user’s uploaded avatar and replaces the previous one', async () => {
    const user = await createSignedInUser(t.app);
    const first = (
      await uploadMedia(user.headers, {
        path: 'avatars',
        mime_type: 'image/png',
        data: (await pngImage(300, 300)).toString('base64'),
      })
    ).json();
    const second = (
      await uploadMedia(user.headers, {
        path: 'avatars',
        mime_type: 'image/png',
        data: (await pngImage(400, 400)).toString('base64'),
      })
    ).json();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ avatar_upload_id: second.id, avatar_preferred: 'upload' });
    expect(await t.storage.get(first.data.path)).toBeNull();
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers })).json()
      .data;
    expect(me).toMatchObject({
      avatar_preferred: 'uploaded',
      avatar_uploaded: second.url,
      avatar: second.url,
    });
  });

  it('401 for visitors (nothing stored)', async () => {
    const before = await uploadCount();
    const res = await uploadMedia(
      {},
      { path: 'avatars', mime_type: 'image/png', data: (await pngImage(10, 10)).toString('base64') },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
    expect(await uploadCount()).toBe(before);
  });

  it('403 for someone else’s album, 404 for an unknown album, 400 for an unknown folder', async () => {
    const data = (await pngImage(50, 50)).toString('base64');
    expect(
      (await uploadMedia(stranger.headers, { path: `media/${albumId}`, mime_type: 'image/png', data }))
        .statusCode,
    ).toBe(403);
    const unknown = await uploadMedia(owner.headers, { path: 'media/999999', mime_type: 'image/png', data });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Album no definido');
    const folder = await uploadMedia(owner.headers, { path: '../etc', mime_type: 'image/png', data });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().errors.path).toEqual(['La ruta de destino no es válida']);
  });

  it('415 for text disguised as PNG, and for a declared type that is not an image', async () => {
    const before = await uploadCount();
    const text = Buffer.from('esto no es una imagen, solo texto\n'.repeat(20));
    const disguised = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'image/png',
      data: text.toString('base64'),
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ requestId: expect.any(String), error: 'Solo se aceptan imágenes png, jpeg o webp' });
    const declared = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'text/plain',
      data: text.toString('base64'),
    });
    expect(declared.statusCode).toBe(415);
    expect(await uploadCount()).toBe(before);
  });

  it('413 for an oversized image (JSON and multipart)', async () => {
    const before = await uploadCount();
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const json = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'image/png',
      data: big.toString('base64'),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().error).toMatch(/10 MB/);
    const form = multipartBody({
      path: 'logotipos',
      mime_type: 'image/png',
      data: { filename: 'big.png', contentType: 'image/png', data: big },
    });
    const multi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(multi.statusCode).toBe(413);
    expect(await uploadCount()).toBe(before);
  });

  it('422 for a corrupt image, 413 for a decompression bomb, 422 for bad base64', async () => {
    const before = await uploadCount();
    const corrupt = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'image/png',
      data: (await truncatedPng()).toString('base64'),
    });
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().error).toBe('La imagen está dañada o incompleta.');
    const bomb = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'image/png',
      data: (await decompressionBomb()).toString('base64'),
    });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toBe('La imagen es demasiado grande: el máximo es de 24 megapíxeles (por ejemplo, 6000 × 4000).');
    const notBase64 = await uploadMedia(owner.headers, {
      path: 'logotipos',
      mime_type: 'image/png',
      data: '***',
    });
    expect(notBase64.statusCode).toBe(422);
    expect(await uploadCount()).toBe(before);
  });
});

describe('POST /api/v1/cdn/upload/pdf', () => {
  it('stores a PDF', async () => {
    const res = await uploadPdf(owner.headers, {
      path: 'quotations',
      file: { filename: 'Cotización Boda.pdf', contentType: 'application/pdf', data: pdfBytes() },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({ mime_type: 'application/pdf', filename: 'cotizacion-boda.pdf' });
    expect(body.url).toMatch(/^\/cdn\/quotations\/[a-f0-9]{16}-cotizacion-boda\.pdf$/);
    expect(await t.storage.get(body.data.path)).toEqual(pdfBytes());
    // Served as a download, never rendered on our origin; images stay inline.
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{16}-cotizacion-boda\.pdf"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts an old Word document (OLE container named .doc)', async () => {
    const res = await uploadPdf(owner.headers, {
      path: 'files',
      file: { filename: 'contrato.doc', contentType: 'application/msword', data: oleBytes() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mime_type).toBe('application/msword');
  });

  it('415 for an .exe renamed .pdf and for text', async () => {
    const before = await uploadCount();
    const exe = await uploadPdf(owner.headers, {
      path: 'files',
      file: { filename: 'factura.pdf', contentType: 'application/pdf', data: exeBytes() },
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({ requestId: expect.any(String), error: 'Solo se aceptan archivos pdf, excel o word' });
    const text = await uploadPdf(owner.headers, {
      path: 'files',
      file: { filename: 'notas.docx', contentType: 'application/octet-stream', data: Buffer.from('hola') },
    });
    expect(text.statusCode).toBe(415);
    expect(await uploadCount()).toBe(before);
  });

  it('413 for a 2 MB PDF', async () => {
    const before = await uploadCount();
    const res = await uploadPdf(owner.headers, {
      path: 'files',
      file: { filename: 'grande.pdf', contentType: 'application/pdf', data: pdfBytes(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'El archivo no puede pesar más de 1024 KB' });
    expect(await uploadCount()).toBe(before);
  });

  it('401 for visitors, 400 without a file or with a bad folder', async () => {
    expect(
      (
        await uploadPdf(
          {},
          { path: 'files', file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() } },
        )
      ).statusCode,
    ).toBe(401);
    expect((await uploadPdf(owner.headers, { path: 'files' })).statusCode).toBe(400);
    expect(
      (
        await uploadPdf(owner.headers, {
          path: 'otra/cosa',
          file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/v1/cdn/delete and /cdn/purge', () => {
  async function ownerPhoto() {
    const res = await uploadMedia(owner.headers, {
      path: `media/${albumId}`,
      mime_type: 'image/png',
      data: (await pngImage(640, 480)).toString('base64'),
    });
    const data = res.json().data as { id: number; path: string; url: string };
    await runImageVariants(t.app);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, data.id));
    return { ...data, sizes: row?.sizes as { md: string; webp: { md: string } } };
  }

  it('401 for visitors, 403 for someone else, 404 for unknown files', async () => {
    const photo = await ownerPhoto();
    const [dir, file] = [
      photo.path.slice(0, photo.path.lastIndexOf('/')),
      photo.path.slice(photo.path.lastIndexOf('/') + 1),
    ];
    const url = `/api/v1/cdn/delete?path=${encodeURIComponent(dir)}&filename=${encodeURIComponent(file)}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(403);
    expect(await t.storage.get(photo.path)).not.toBeNull();
    const purge = `/api/v1/cdn/purge?url=${encodeURIComponent(photo.url)}`;
    expect((await t.app.inject({ method: 'DELETE', url: purge, headers: stranger.headers })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/cdn/delete?path=media/1&filename=nada.jpg',
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/cdn/delete?path=..&filename=x',
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the owner deletes by path + filename: every size is gone and the record too', async () => {
    const photo = await ownerPhoto();
    const dir = photo.path.slice(0, photo.path.lastIndexOf('/'));
    const file = photo.path.slice(photo.path.lastIndexOf('/') + 1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cdn/delete?path=${dir}&filename=${file}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.storage.get(photo.path)).toBeNull();
    expect(await t.storage.get(photo.sizes.webp.md)).toBeNull();
    expect(await t.app.db.select().from(uploads).where(eq(uploads.id, photo.id))).toHaveLength(0);
  });

  it('the owner purges by the URL of any size', async () => {
    const photo = await ownerPhoto();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cdn/purge?url=${encodeURIComponent(`http://localhost:3000${t.storage.url(photo.sizes.md)}`)}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.storage.get(photo.path)).toBeNull();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cdn/purge?url=${encodeURIComponent('https://example.com/x.jpg')}`,
      headers: owner.headers,
    });
    expect(foreign.statusCode).toBe(400);
  });
});
