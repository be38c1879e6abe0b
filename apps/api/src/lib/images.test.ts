// processImage with generated images: sizes, orientation, formats, and typed errors for
// non-images, corrupt data, decompression bombs and SVG; storeProcessedImage writes every size.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import {
  DEFAULT_LIMIT_INPUT_PIXELS,
  ImageProcessingError,
  imageSizesFor,
  makeWebpSizes,
  processImage,
  storeProcessedImage,
} from './images';

const gradient = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2980b9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff"/></svg>`,
  );

const jpeg = (width: number, height: number) => sharp(gradient(width, height)).jpeg().toBuffer();
const png = (width: number, height: number) => sharp(gradient(width, height)).png().toBuffer();

/** Rewrites the width/height of a PNG's IHDR chunk (and its CRC). */
function withPngSize(input: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(input);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function expectError(promise: Promise<unknown>, code: string, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageProcessingError);
  expect((error as ImageProcessingError).code).toBe(code);
  expect((error as ImageProcessingError).status).toBe(status);
  expect((error as ImageProcessingError).message).toMatch(/[a-záéíóú]/);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eventos-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('processImage', () => {
  it('makes thumbnail/md/hq in WebP and JPEG from a large landscape photo', async () => {
    const out = await processImage(await jpeg(2400, 1600));
    expect(out).toMatchObject({ width: 2400, height: 1600, aspect_ratio: 1.5, format: 'jpeg' });
    expect([out.variants.thumbnail.width, out.variants.md.width, out.variants.hq.width]).toEqual([
      320, 960, 1920,
    ]);
    expect(out.variants.hq.height).toBe(1280);
    expect(out.variants.md.suffix).toBe('-md');
    for (const v of Object.values(out.variants)) {
      expect((await sharp(v.webp as Buffer).metadata()).format).toBe('webp');
      const meta = await sharp(v.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
  });

  it('fits portrait photos by their long side and never enlarges small ones', async () => {
    const portrait = await processImage(await png(1000, 2000));
    expect([portrait.variants.hq.width, portrait.variants.hq.height]).toEqual([960, 1920]);
    expect(portrait.variants.thumbnail.height).toBe(320);
    expect(portrait.aspect_ratio).toBe(0.5);
    const small = await processImage(await png(600, 400));
    expect([small.variants.hq.width, small.variants.md.width, small.variants.thumbnail.width]).toEqual([
      600, 600, 320,
    ]);
  });

  it('applies the EXIF orientation', async () => {
    const rotated = await sharp(gradient(800, 600)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await processImage(rotated);
    expect([out.width, out.height]).toEqual([600, 800]);
    expect([out.variants.md.width, out.variants.md.height]).toEqual([600, 800]);
  });

  it('uses smaller sizes for logos and avatars, and flattens transparency in the JPEG', async () => {
    const transparent = await sharp({
      create: { width: 1000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const logo = await processImage(transparent, { kind: 'logo' });
    expect([logo.variants.thumbnail.width, logo.variants.md.width, logo.variants.hq.width]).toEqual([
      160, 400, 800,
    ]);
    const { data } = await sharp(logo.variants.thumbnail.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
    expect((await sharp(logo.variants.thumbnail.webp as Buffer).metadata()).hasAlpha).toBe(true);
    const avatar = await processImage(await png(1000, 1000), { kind: 'avatar' });
    expect(avatar.variants.hq.width).toBe(512);
  });

  it('accepts WebP and GIF input', async () => {
    const webp = await sharp(gradient(700, 500)).webp().toBuffer();
    expect((await processImage(webp)).format).toBe('webp');
    const gif = await sharp(gradient(700, 500)).gif().toBuffer();
    expect((await processImage(gif)).format).toBe('gif');
  });

  it('rejects empty files, non-images and disguised files (415)', async () => {
    await expectError(processImage(Buffer.alloc(0)), 'empty', 422);
    await expectError(processImage(Buffer.from('hola, esto no es una imagen')), 'not_an_image', 415);
    await expectError(processImage(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')), 'not_an_image', 415);
  });

  it('rejects corrupt or truncated images (422)', async () => {
    const full = await jpeg(1200, 800);
    await expectError(processImage(full.subarray(0, Math.floor(full.length / 2))), 'corrupt', 422);
    const garbled = Buffer.concat([full.subarray(0, 300), Buffer.alloc(full.length - 300, 0x5a)]);
    await expectError(processImage(garbled), 'corrupt', 422);
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    await expectError(processImage(header), 'corrupt', 422);
  });

  it('rejects images above the pixel limit before decoding (413)', async () => {
    await expectError(
      processImage(await png(2000, 2000), { limitInputPixels: 1_000_000 }),
      'too_many_pixels',
      413,
    );
    // A tiny PNG whose header declares 30,000 × 30,000 pixels: a decompression bomb.
    await expectError(processImage(withPngSize(await png(10, 10), 30_000, 30_000)), 'too_many_pixels', 413);
    // The default limit is 24 MP (domain IMAGE_MAX_PIXELS): 6001 × 4000 is refused from the header
    // alone (the body holds 10 × 10 pixels, so nothing was decoded), 6000 × 4000 passes that check.
    expect(DEFAULT_LIMIT_INPUT_PIXELS).toBe(24_000_000);
    await expectError(processImage(withPngSize(await png(10, 10), 6001, 4000)), 'too_many_pixels', 413);
    await expectError(processImage(withPngSize(await png(10, 10), 6000, 4000)), 'corrupt', 422);
  });

  it('refuses SVG unless allowed', async () => {
    await expectError(processImage(gradient(800, 600)), 'unsupported_format', 415);
    expect((await processImage(gradient(800, 600), { allowSvg: true })).width).toBe(800);
  });
});

describe('storeProcessedImage', () => {
  it('writes the six variants under the base key and returns their keys', async () => {
    const storage = new LocalStorage({ root: dir });
    const processed = await processImage(await jpeg(1600, 900));
    const stored = await storeProcessedImage(storage, 'media/12/abc123', processed);
    expect(stored).toMatchObject({
      key_prefix: 'media/12/abc123',
      path: 'media/12/abc123-hq.jpg',
      thumbnail: 'media/12/abc123-thumbnail.jpg',
      width: 1600,
      height: 900,
    });
    expect(stored.sizes).toEqual(imageSizesFor('media/12/abc123', processed));
    expect(stored.sizes.webp?.md).toBe('media/12/abc123-md.webp');
    for (const key of [
      stored.sizes.thumbnail,
      stored.sizes.md,
      stored.sizes.hq,
      ...Object.values(stored.sizes.webp ?? {}),
    ]) {
      expect(await storage.get(key), key).not.toBeNull();
    }
    await storage.deletePrefix(stored.key_prefix);
    expect(await storage.get(stored.path)).toBeNull();
  });
});

describe('deferred WebP sizes (ADR 196)', () => {
  it('an opaque photo gets its JPEG sizes now and the WebP ones later, at the same dimensions', async () => {
    const processed = await processImage(await jpeg(2400, 1600), { deferWebp: true });
    expect(processed.webpDeferred).toBe(true);
    expect(Object.values(processed.variants).map((v) => v.webp)).toEqual([null, null, null]);
    const dir = await mkdtemp(join(tmpdir(), 'images-webp-'));
    const storage = new LocalStorage({ root: dir });
    try {
      const stored = await storeProcessedImage(storage, 'media/1/def456', processed);
      expect(stored.sizes.webp).toBeUndefined();
      expect(await storage.get('media/1/def456-md.webp')).toBeNull();
      const { keys } = await makeWebpSizes(storage, 'media/1/def456', processed.variants.hq.jpeg, 'media');
      expect(keys).toEqual(imageSizesFor('media/1/def456').webp);
      for (const name of ['thumbnail', 'md', 'hq'] as const) {
        const meta = await sharp((await storage.get(keys[name])) as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', processed.variants[name].width, processed.variants[name].height]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an image with transparency still gets every size at once (its WebP keeps the alpha)', async () => {
    const transparent = await sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const logo = await processImage(transparent, { kind: 'logo', deferWebp: true });
    expect(logo.webpDeferred).toBe(false);
    expect((await sharp(logo.variants.md.webp as Buffer).metadata()).hasAlpha).toBe(true);
  });
});
