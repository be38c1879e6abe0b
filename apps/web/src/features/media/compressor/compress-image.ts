/** Compresses one image in the browser: decode (EXIF orientation applied), fit, encode as JPEG. */
import { decodeImage, encodeJpeg } from '../photo-picker/prepare-photo';
import { fitLongSide, toCanvasQuality } from './compressor-math';

export interface CompressedImage {
  blob: Blob;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export async function readImageSize(file: Blob): Promise<ImageSize> {
  const bitmap = await decodeImage(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

export async function compressImage(file: Blob, qualityPercent: number, maxSide: number): Promise<CompressedImage> {
  const bitmap = await decodeImage(file);
  try {
    const size = fitLongSide(bitmap.width, bitmap.height, maxSide);
    const blob = await encodeJpeg(bitmap, size.width, size.height, toCanvasQuality(qualityPercent));
    if (!blob) throw new Error('Tu navegador no pudo comprimir esta imagen.');
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}
