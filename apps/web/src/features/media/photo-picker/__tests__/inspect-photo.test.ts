// Real images generated with sharp (horizontal, vertical, too small, exactly at the limit, a phone
// photo rotated by EXIF, a renamed text file), judged from their bytes as the picker does.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { inspectPhoto } from '../inspect-photo';
import { orientedSize, readImageHeader } from '../image-header';

async function image(width: number, height: number, format: 'png' | 'jpeg' = 'jpeg', orientation?: number) {
  let pipeline = sharp({ create: { width, height, channels: 3, background: { r: 176, g: 23, b: 75 } } });
  pipeline = format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 80 });
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  return new Uint8Array(await pipeline.toBuffer());
}

const WIDTH = (n: number) => `La imagen es muy pequeña. El ancho mínimo es de ${n}px`;
const HEIGHT = (n: number) => `La imagen es muy pequeña. El alto mínimo es de ${n}px`;

describe('readImageHeader', () => {
  it('reads PNG and JPEG sizes without decoding', async () => {
    expect(readImageHeader(await image(640, 480, 'png'))).toEqual({ mime: 'image/png', width: 640, height: 480, orientation: 1 });
    expect(readImageHeader(await image(800, 1200))).toEqual({ mime: 'image/jpeg', width: 800, height: 1200, orientation: 1 });
  });

  it('reads the EXIF orientation of a phone photo', async () => {
    const header = readImageHeader(await image(1200, 800, 'jpeg', 6));
    expect(header).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(orientedSize(header!)).toEqual({ width: 800, height: 1200 });
  });

  it('refuses what is not a PNG or JPEG', async () => {
    expect(readImageHeader(new TextEncoder().encode('no soy una foto, solo texto'))).toBeNull();
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
    const gif = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect(readImageHeader(new Uint8Array(gif))).toBeNull();
    const truncated = (await image(700, 500)).subarray(0, 20);
    expect(readImageHeader(truncated)).toBeNull();
  });
});

describe('inspectPhoto (minimum 600 × 400, swapped for vertical photos)', () => {
  it('accepts horizontal and vertical photos, exactly at the limit too', async () => {
    expect(inspectPhoto(await image(600, 400))).toMatchObject({ ok: true, width: 600, height: 400 });
    expect(inspectPhoto(await image(400, 600, 'png'))).toMatchObject({ ok: true, width: 400, height: 600 });
    expect(inspectPhoto(await image(1024, 768))).toMatchObject({ ok: true, mime: 'image/jpeg' });
  });

  it('gives the four exact messages', async () => {
    expect(inspectPhoto(await image(599, 400))).toEqual({ ok: false, error: WIDTH(600) });
    expect(inspectPhoto(await image(800, 399))).toEqual({ ok: false, error: HEIGHT(400) });
    expect(inspectPhoto(await image(399, 600))).toEqual({ ok: false, error: WIDTH(400) });
    expect(inspectPhoto(await image(400, 599, 'png'))).toEqual({ ok: false, error: HEIGHT(600) });
  });

  it('judges a rotated phone photo as it is displayed', async () => {
    // Stored 700 × 450 (fine horizontally) but displayed 450 × 700: vertical needs 400 × 600 → ok.
    expect(inspectPhoto(await image(700, 450, 'jpeg', 6))).toMatchObject({ ok: true, width: 450, height: 700 });
    // Stored 599 × 450, displayed 450 × 599: vertical, too short.
    expect(inspectPhoto(await image(599, 450, 'jpeg', 8))).toEqual({ ok: false, error: HEIGHT(600) });
  });

  it('plans the resize to 1920 px and the JPEG re-encoding', async () => {
    const big = inspectPhoto(await image(3000, 2000));
    expect(big).toMatchObject({ ok: true, plan: { width: 1920, height: 1280, resize: true, encode: true } });
    const png = inspectPhoto(await image(800, 600, 'png'));
    expect(png).toMatchObject({ ok: true, plan: { width: 800, height: 600, resize: false, encode: true } });
    const jpeg = inspectPhoto(await image(1920, 1080));
    expect(jpeg).toMatchObject({ ok: true, plan: { resize: false, encode: false } });
  });

  it('refuses a disguised file', () => {
    expect(inspectPhoto(new TextEncoder().encode('<html>foto.jpg</html>'))).toEqual({
      ok: false,
      error: 'Solo se aceptan fotos .png, .jpg o .jpeg',
    });
  });
});
