/**
 * Reads the size of a PNG or JPEG from its first bytes, without decoding it (pure, no DOM), and
 * the EXIF orientation of a JPEG so a phone's portrait photo counts as vertical. Anything that is
 * not really a PNG or JPEG (a renamed or corrupt file) gives null.
 */

export type HeaderMime = 'image/png' | 'image/jpeg';

export interface ImageHeader {
  mime: HeaderMime;
  /** Stored pixel size (before the EXIF orientation). */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-frame markers that carry the size (not DHT C4, JPG C8, DAC CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function u16(bytes: Uint8Array, at: number, little = false): number {
  const a = bytes[at] ?? 0;
  const b = bytes[at + 1] ?? 0;
  return little ? a | (b << 8) : (a << 8) | b;
}

function u32(bytes: Uint8Array, at: number, little = false): number {
  return little
    ? (u16(bytes, at, true) + u16(bytes, at + 2, true) * 0x10000) >>> 0
    : (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;
}

function readPng(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { mime: 'image/png', width, height, orientation: 1 } : null;
}

/** Orientation tag (0x0112) of the TIFF block inside an APP1 "Exif" segment. */
function readExifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (String.fromCharCode(...bytes.subarray(start, start + 4)) !== 'Exif') return 1;
  const tiff = start + 6;
  const order = String.fromCharCode(bytes[tiff] ?? 0, bytes[tiff + 1] ?? 0);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const ifd = tiff + u32(bytes, tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const count = u16(bytes, ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(bytes, entry, little) === 0x0112) {
      const value = u16(bytes, entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function readJpeg(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any size
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    const segment = at + 4;
    if (marker === 0xe1) orientation = readExifOrientation(bytes, segment, Math.min(bytes.length, at + 2 + length));
    if (SOF_MARKERS.has(marker)) {
      const height = u16(bytes, segment + 1);
      const width = u16(bytes, segment + 3);
      return width > 0 && height > 0 ? { mime: 'image/jpeg', width, height, orientation } : null;
    }
    at += 2 + length;
  }
  return null;
}

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return readPng(bytes) ?? readJpeg(bytes);
}

/** The size as displayed: orientations 5–8 turn the image a quarter, swapping width and height. */
export function orientedSize(header: Pick<ImageHeader, 'width' | 'height' | 'orientation'>) {
  const swap = header.orientation >= 5 && header.orientation <= 8;
  return swap ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
}
