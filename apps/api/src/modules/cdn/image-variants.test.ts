// ADR 196: a photo registered before the worker made its WebP sizes gets them in its media row too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { runImageVariants } from '../../test/jobs';
import { registerMedia, uploadPhoto } from '../albums/testing';
import { providerOwner } from '../events/testing';
import { albumOf } from '../providers/testing';
import { makeImageVariants } from './image-variants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('images.variants job', () => {
  it('records the WebP sizes in the upload and in a media row registered before it ran', async () => {
    const owner = await providerOwner(t.app);
    const albumId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
    const upload = await uploadPhoto(t.app, owner.headers, albumId, { format: 'jpeg', webp: false });
    expect(upload.sizes.webp).toBeUndefined();
    const res = await registerMedia(t.app, owner.headers, albumId, { mime_type: 'image/jpeg', filename: 'a.jpg', path: upload.path });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.sizes.webp).toBeUndefined();

    expect(await runImageVariants(t.app)).toBe(1);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, upload.id));
    const [item] = await t.app.db.select().from(media).where(eq(media.id, res.json().data.id));
    expect(row?.sizes?.webp?.md).toMatch(/-md\.webp$/);
    expect(item?.sizes?.webp).toEqual(row?.sizes?.webp);
    expect(await t.storage.get(row?.sizes?.webp?.hq as string)).not.toBeNull();
    // The album answers the WebP URLs now.
    const album = await t.app.inject({ method: 'GET', url: `/api/v1/albums/${albumId}`, headers: owner.headers });
    const listed = (album.json().data.media as Array<{ id: number; sizes: { webp?: { md: string } } }>).find((m) => m.id === item?.id);
    expect(listed?.sizes.webp?.md).toBe(`/cdn/${row?.sizes?.webp?.md}`);
  });

  it('does nothing for an upload deleted meanwhile or already done', async () => {
    expect(await makeImageVariants({ db: t.app.db, storage: t.storage }, { uploadId: 999_999 })).toBe(false);
    expect(await makeImageVariants({ db: t.app.db, storage: t.storage }, { uploadId: 'x' })).toBe(false);
  });
});
