// The orphan-upload sweep: uploads never registered are deleted (files and row) once older than the
// grace period; recent ones, and old ones registered anywhere (album media, logo, avatar,
// testimonial, quotation attachment and its versions, blog cover, cloud-storage file), stay.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts, media, uploads } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { createTestApp, type TestApp } from '../../test/helper';
import { runImageVariants } from '../../test/jobs';
import { addPhoto, uploadKeys, uploadPhoto, type UploadedPhoto } from '../albums/testing';
import { providerOwner, publishEvent, quotationBody, sendQuotation } from '../events/testing';
import { albumOf, createSignedInUser, type Headers } from '../providers/testing';
import { createBackgroundWorker } from '../../background/jobs';
import { sweepOrphanUploads, uploadFileKeys, type SweepLog } from './orphan-uploads';
import { multipartBody, pdfBytes, pngImage } from './testing/fixtures';

let t: TestApp;
let owner: Awaited<ReturnType<typeof providerOwner>>;
let galleryId: number;

const silent: SweepLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};
const sweep = (options: Parameters<typeof sweepOrphanUploads>[1] = {}, storage: Storage = t.storage) =>
  sweepOrphanUploads({ db: t.app.db, storage, log: silent }, options);

beforeAll(async () => {
  t = await createTestApp();
  owner = await providerOwner(t.app);
  galleryId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
});

afterAll(async () => {
  await t?.close();
});

/** Moves an upload's created_at `hours` into the past. */
async function age(id: number, hours: number): Promise<void> {
  await t.app.db
    .update(uploads)
    .set({ created_at: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploads.id, id));
}

async function uploadImage(headers: Headers, folder: string): Promise<UploadedPhoto> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cdn/upload/media',
    headers,
    payload: { path: folder, mime_type: 'image/png', data: (await pngImage(400, 300)).toString('base64') },
  });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  // The worker's WebP sizes, as they are seconds later (ADR 196).
  await runImageVariants(t.app);
  const data = res.json().data as UploadedPhoto;
  const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, data.id));
  return { ...data, sizes: row?.sizes as UploadedPhoto['sizes'] };
}

async function uploadDocument(headers: Headers, folder = 'quotations') {
  const form = multipartBody({
    path: folder,
    file: { filename: 'Propuesta.pdf', contentType: 'application/pdf', data: pdfBytes() },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cdn/upload/pdf',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number; url: string; filename: string; path: string };
}

async function rowExists(id: number): Promise<boolean> {
  return (await t.app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length > 0;
}

async function storedKeys(keys: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) if ((await t.storage.get(key)) !== null) found.push(key);
  return found;
}

describe('sweepOrphanUploads', () => {
  it('deletes an old unregistered upload of every CDN folder: row and every size', async () => {
    const photo = await uploadPhoto(t.app, owner.headers, galleryId);
    const logo = await uploadImage(owner.headers, 'logotipos');
    const testimonial = await uploadImage(owner.headers, 'testimonials');
    const cover = await uploadImage(owner.headers, 'covers');
    const pdf = await uploadDocument(owner.headers, 'quotations');
    const doc = await uploadDocument(owner.headers, 'files');
    const images = [photo, logo, testimonial, cover];
    const keys = [...images.flatMap(uploadKeys), pdf.path, doc.path];
    expect(await storedKeys(keys)).toEqual(keys);
    for (const u of [...images, pdf, doc]) await age(u.id, 25);

    expect(await sweep()).toBe(6);
    for (const u of [...images, pdf, doc]) expect(await rowExists(u.id)).toBe(false);
    expect(await storedKeys(keys)).toEqual([]);
  });

  it('keeps an unregistered upload younger than the grace period, and honours graceHours', async () => {
    const photo = await uploadPhoto(t.app, owner.headers, galleryId);
    const fresh = await uploadImage(owner.headers, 'logotipos');
    await age(photo.id, 23);
    expect(await sweep()).toBe(0);
    expect(await rowExists(photo.id)).toBe(true);
    expect(await rowExists(fresh.id)).toBe(true);
    expect(await storedKeys(uploadKeys(photo))).toEqual(uploadKeys(photo));

    expect(await sweep({ graceHours: 12 })).toBe(1);
    expect(await rowExists(photo.id)).toBe(false);
    expect(await rowExists(fresh.id)).toBe(true);
    expect(await storedKeys(uploadKeys(photo))).toEqual([]);
  });

  it('keeps old uploads registered anywhere, and a second run is harmless', async () => {
    // Album media (also once in the trash).
    const { upload: inAlbum } = await addPhoto(t.app, owner.headers, galleryId);
    const { upload: trashed, media: trashedMedia } = await addPhoto(t.app, owner.headers, galleryId);
    await t.app.db.update(media).set({ trashed_at: new Date() }).where(eq(media.id, trashedMedia.id));

    // Provider logo (PUT providers/:id/logo).
    const logo = await uploadImage(owner.headers, 'logotipos');
    const logoRes = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/providers/${owner.provider.id}/logo`,
      headers: owner.headers,
      payload: { logo_id: logo.id },
    });
    expect(logoRes.statusCode).toBe(200);

    // Avatar (registered by the upload itself).
    const avatar = await uploadImage(owner.headers, 'avatars');

    // Testimonial photos: by URL (the API stores the key) and by a size variant's key.
    const byUrl = await uploadImage(owner.headers, 'testimonials');
    const byVariant = await uploadImage(owner.headers, 'testimonials');
    for (const photo of [byUrl.url, byVariant.sizes.webp?.md as string]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/providers/${owner.provider.id}/testimonials`,
        headers: owner.headers,
        payload: { customer_name: 'Rosa', testimonial: 'Todo salió perfecto.', photo },
      });
      expect(res.statusCode).toBe(201);
    }

    // Quotation attachment, and a replaced one still kept by quotation_versions.
    const { event } = await publishEvent(t.app);
    const first = await uploadDocument(owner.headers);
    const quotation = await sendQuotation(t.app, owner.headers, event.id, { attachment: first });
    const second = await uploadDocument(owner.headers);
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quotations/${quotation.id}`,
      headers: owner.headers,
      payload: quotationBody({ attachment: second }),
    });
    expect(revised.statusCode).toBe(200);

    // Blog cover (key only, no upload id).
    const blogCover = await uploadImage(owner.headers, 'covers');
    await t.app.db
      .insert(blogPosts)
      .values({ slug: `post-${blogCover.id}`, title: 'Post', cover: blogCover.path });

    // Cloud-storage file (kind 'file', complete at upload time).
    const cloud = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cloud-storage',
      headers: owner.headers,
      payload: {
        data: (await pngImage(50, 50)).toString('base64'),
        mimeType: 'image/png',
        filename: 'logo.png',
        environment: 'production',
        filetype: 'Logotipos',
      },
    });
    expect(cloud.statusCode).toBe(201);
    const cloudKey = t.storage.keyFromUrl(cloud.json().data.url as string)!;
    const [cloudRow] = await t.app.db.select().from(uploads).where(eq(uploads.path, cloudKey));
    expect(cloudRow).toMatchObject({ kind: 'file' });

    const registered = [
      inAlbum,
      trashed,
      logo,
      avatar,
      byUrl,
      byVariant,
      first,
      second,
      blogCover,
      cloudRow!,
    ];
    const ids = registered.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    await t.app.db
      .update(uploads)
      .set({ created_at: sql`now() - interval '30 days'` })
      .where(inArray(uploads.id, ids));
    const files = [
      ...[inAlbum, trashed, logo, avatar, byUrl, byVariant, blogCover].flatMap(uploadKeys),
      first.path,
      second.path,
      cloudKey,
    ];

    expect(await sweep()).toBe(0);
    expect(await sweep()).toBe(0);
    for (const id of ids) expect(await rowExists(id), `upload ${id}`).toBe(true);
    expect(await storedKeys(files)).toEqual(files);
  });

  it('sweeps a replaced logo once nothing points at it any more', async () => {
    const { provider, headers } = await providerOwner(t.app);
    const oldLogo = await uploadImage(headers, 'logotipos');
    const newLogo = await uploadImage(headers, 'logotipos');
    for (const logo of [oldLogo, newLogo]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/providers/${provider.id}/logo`,
        headers,
        payload: { logo_id: logo.id },
      });
      expect(res.statusCode).toBe(200);
    }
    await age(oldLogo.id, 48);
    await age(newLogo.id, 48);
    expect(await sweep()).toBe(1);
    expect(await rowExists(oldLogo.id)).toBe(false);
    expect(await rowExists(newLogo.id)).toBe(true);
  });

  it('works through a backlog in batches, and a second run finds nothing', async () => {
    const user = await createSignedInUser(t.app);
    const backlog = [];
    for (let i = 0; i < 5; i++) backlog.push(await uploadImage(user.headers, 'logotipos'));
    for (const u of backlog) await age(u.id, 30);
    expect(await sweep({ batchSize: 2 })).toBe(5);
    expect(await sweep({ batchSize: 2 })).toBe(0);
    for (const u of backlog) expect(await rowExists(u.id)).toBe(false);
  });

  it('keeps the row when its files cannot be deleted, so a later pass retries', async () => {
    const orphan = await uploadImage(owner.headers, 'logotipos');
    await age(orphan.id, 30);
    const failing: Storage = {
      url: (key) => t.storage.url(key),
      keyFromUrl: (url) => t.storage.keyFromUrl(url),
      put: (...args) => t.storage.put(...args),
      get: (key) => t.storage.get(key),
      delete: (key) => t.storage.delete(key),
      deletePrefix: async () => {
        throw new Error('S3 no responde');
      },
    };
    expect(await sweep({}, failing)).toBe(0);
    expect(await rowExists(orphan.id)).toBe(true);
    expect(await sweep()).toBe(1);
    expect(await rowExists(orphan.id)).toBe(false);
  });

  it('only lists the upload’s own keys for deletion', () => {
    expect(
      uploadFileKeys({
        key_prefix: 'media/3/0123456789abcdef',
        path: 'media/3/0123456789abcdef-hq.jpg',
        sizes: {
          thumbnail: 'media/3/0123456789abcdef-thumbnail.jpg',
          md: 'media/4/0123456789abcdef-md.jpg',
          hq: 'media/3/0123456789abcdef-hq.jpg',
          webp: {
            thumbnail: '../etc/passwd',
            md: 'media/3/0123456789abcdef-md.webp',
            hq: 'media/3/0123456789abcdef-hq.webp',
          },
        },
      }),
    ).toEqual([
      'media/3/0123456789abcdef-hq.jpg',
      'media/3/0123456789abcdef-thumbnail.jpg',
      'media/3/0123456789abcdef-md.webp',
      'media/3/0123456789abcdef-hq.webp',
    ]);
  });
});

describe('the uploads.sweep-orphans job', () => {
  it('runs at the first round of the worker and logs how many (the test app runs no jobs itself)', async () => {
    const current = await uploadImage(owner.headers, 'avatars');
    // An avatar is registered at upload: a second one replaces (and deletes) it; a user's deletion
    // orphans the current one.
    const user = await createSignedInUser(t.app);
    const avatar = await uploadImage(user.headers, 'avatars');
    await t.app.db.execute(sql`DELETE FROM users WHERE id = ${user.user.id}`);
    await age(avatar.id, 30);
    const info = vi.fn();
    const log = { ...silent, info, fatal: silent.error, trace: silent.debug, silent: silent.debug, child: () => log, level: 'info' };
    const worker = createBackgroundWorker({ db: t.app.db, storage: t.storage, config: t.config, log: log as never, pollMs: 60_000 });
    await worker.start();
    try {
      await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ swept: 1, graceHours: 24 }, 'Subidas sin usar eliminadas'), {
        timeout: 10_000,
      });
    } finally {
      await worker.stop();
    }
    expect(await rowExists(avatar.id)).toBe(false);
    expect(await rowExists(current.id)).toBe(true);
  });
});
