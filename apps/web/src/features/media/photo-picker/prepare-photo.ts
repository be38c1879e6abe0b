/**
 * Browser side of picking a photo: read its bytes, judge them (inspect-photo), and when the plan
 * says so draw it on a canvas at the resize target with high-quality smoothing and encode a JPEG,
 * kept only if smaller than the original (resize-decision).
 */
import { inspectPhoto } from './inspect-photo';
import { JPEG_MIME, JPEG_QUALITY, keepEncoded, outputFilename } from './resize-decision';

export interface PreparedPhoto {
  blob: Blob;
  filename: string;
  width: number;
  height: number;
  /** The JPEG re-encoding was kept. */
  reencoded: boolean;
}

export type PrepareResult = { ok: true; photo: PreparedPhoto } | { ok: false; error: string };

/** Draws `source` at `width × height` (white behind transparent PNGs) and encodes a JPEG. */
export async function encodeJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  quality = JPEG_QUALITY,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, source, width, height);
    return canvas.convertToBlob({ type: JPEG_MIME, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, source, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, JPEG_MIME, quality));
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}

/** The file's bytes (Blob.arrayBuffer, or FileReader where it is missing: older Safari, jsdom). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Decodes a file with its EXIF orientation applied. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

export async function preparePhoto(file: File): Promise<PrepareResult> {
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { ok: false, error: 'No se pudo leer el archivo.' };
  }
  const inspection = inspectPhoto(bytes);
  if (!inspection.ok) return inspection;
  const { plan } = inspection;
  const original: PreparedPhoto = {
    blob: file.slice(0, file.size, inspection.mime),
    filename: file.name,
    width: inspection.width,
    height: inspection.height,
    reencoded: false,
  };
  if (!plan.encode) return { ok: true, photo: original };
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await decodeImage(file);
    const jpeg = await encodeJpeg(bitmap, plan.width, plan.height);
    if (jpeg && keepEncoded(file.size, jpeg.size)) {
      return {
        ok: true,
        photo: { blob: jpeg, filename: outputFilename(file.name, true), width: plan.width, height: plan.height, reencoded: true },
      };
    }
    return { ok: true, photo: original };
  } catch {
    // The header was fine but the browser cannot decode it: a corrupt file.
    return { ok: false, error: 'La foto no es válida. Elige otra foto.' };
  } finally {
    bitmap?.close();
  }
}
