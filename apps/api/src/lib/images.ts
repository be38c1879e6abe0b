// Image processing for uploads with sharp: validates untrusted input (format allow-list, pixel
// limit against decompression bombs, corrupt data), applies the EXIF orientation, and renders the
// sizes thumbnail / md / hq as WebP + JPEG. The decode happens once; sizes derive from it.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, MESSAGES } from '@eventos/domain';
import type { Metadata, OutputInfo } from 'sharp';
import type { ImageSizesJson } from '../db/schema/uploads';
import type { Storage } from '../storage/storage';

export const IMAGE_SIZE_NAMES = ['thumbnail', 'md', 'hq'] as const;
export type ImageSizeName = (typeof IMAGE_SIZE_NAMES)[number];
export type ImageKind = 'media' | 'cover' | 'blog' | 'logo' | 'testimonial' | 'avatar';

/** Long side in px of each size, per kind (hq of photos = PHOTO_RESIZE_LONG_SIDE 1920). */
export const IMAGE_SIZES: Record<ImageKind, Record<ImageSizeName, number>> = {
  media: { thumbnail: 320, md: 960, hq: 1920 },
  cover: { thumbnail: 320, md: 960, hq: 1920 },
  blog: { thumbnail: 320, md: 960, hq: 1920 },
  logo: { thumbnail: 160, md: 400, hq: 800 },
  testimonial: { thumbnail: 160, md: 400, hq: 800 },
  avatar: { thumbnail: 96, md: 256, hq: 512 },
};

/** 24 megapixels (domain IMAGE_MAX_PIXELS): above this the input is refused from its header, before decoding. */
export const DEFAULT_LIMIT_INPUT_PIXELS = IMAGE_MAX_PIXELS;
export const RASTER_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'] as const;

export type ImageErrorCode = 'empty' | 'not_an_image' | 'unsupported_format' | 'corrupt' | 'too_many_pixels';

const ERROR_INFO: Record<ImageErrorCode, { status: 413 | 415 | 422; message: string }> = {
  empty: { status: 422, message: MESSAGES['files.file.empty'] },
  not_an_image: { status: 415, message: MESSAGES['media.image.notAnImage'] },
  unsupported_format: { status: 415, message: MESSAGES['media.image.unsupportedFormat'] },
  corrupt: { status: 422, message: MESSAGES['media.image.corrupt'] },
  too_many_pixels: { status: 413, message: MESSAGES['media.image.tooManyPixels'] },
};

/** Typed failure of processImage: `code` for the caller, `status` and a Spanish `message` for the API. */
export class ImageProcessingError extends Error {
  override name = 'ImageProcessingError';
  readonly code: ImageErrorCode;
  readonly status: 413 | 415 | 422;
  constructor(code: ImageErrorCode, cause?: unknown) {
    super(ERROR_INFO[code].message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = ERROR_INFO[code].status;
  }
}

export interface ImageVariant {
  name: ImageSizeName;
  /** '-thumbnail' | '-md' | '-hq', appended to the base key. */
  suffix: `-${ImageSizeName}`;
  width: number;
  height: number;
  /** null when the WebP sizes are left to the worker (ProcessImageOptions.deferWebp). */
  webp: Buffer | null;
  jpeg: Buffer;
}

export interface ProcessedImage {
  /** Dimensions of the (auto-oriented) original. */
  width: number;
  height: number;
  /** width / height, 4 decimals. */
  aspect_ratio: number;
  /** Detected input format ('jpeg', 'png', …). */
  format: string;
  variants: Record<ImageSizeName, ImageVariant>;
  /** True when the WebP sizes were not made (deferWebp on an opaque image): makeWebpSizes later. */
  webpDeferred: boolean;
}

export interface ProcessImageOptions {
  kind?: ImageKind;
  limitInputPixels?: number;
  /** Accept SVG input (rasterised); off by default. */
  allowSvg?: boolean;
  webpQuality?: number;
  jpegQuality?: number;
  /** WebP encoder effort 0 (fastest) – 6 (smallest); default ENCODER_SETTINGS. */
  webpEffort?: number;
  /** Progressive JPEG (default ENCODER_SETTINGS). */
  jpegProgressive?: boolean;
  /**
   * Make only the JPEG sizes of an opaque image and leave the WebP ones to the worker (uploads:
   * ADR 196). Images with transparency still get every size here (their WebP keeps the alpha the
   * JPEG flattens).
   */
  deferWebp?: boolean;
}

/** Encoder settings of every upload (bench/photo-pipeline.ts measures them; ADR 196). */
export const ENCODER_SETTINGS = { webpQuality: 80, jpegQuality: 82, webpEffort: 4, jpegProgressive: false } as const;
/** The settings before issue 19, kept for the bench's before/after. */
export const PREVIOUS_ENCODER_SETTINGS = { webpQuality: 80, jpegQuality: 82, webpEffort: 4, jpegProgressive: true } as const;

export async function processImage(buffer: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> {
  if (!buffer || buffer.length === 0) throw new ImageProcessingError('empty');
  const limitInputPixels = opts.limitInputPixels ?? DEFAULT_LIMIT_INPUT_PIXELS;
  const sizes = IMAGE_SIZES[opts.kind ?? 'media'];
  const input = { limitInputPixels, failOn: 'truncated' as const, autoOrient: true };

  let meta: Metadata;
  try {
    meta = await sharp(buffer, input).metadata();
  } catch (error) {
    // Bytes that start like an image but cannot be read are a damaged image, not a disguised file.
    const code = isPixelLimit(error)
      ? 'too_many_pixels'
      : sniffImageFormat(buffer)
        ? 'corrupt'
        : 'not_an_image';
    throw new ImageProcessingError(code, error);
  }
  const allowed: readonly string[] = opts.allowSvg ? [...RASTER_FORMATS, 'svg'] : RASTER_FORMATS;
  if (!meta.format || !allowed.includes(meta.format)) throw new ImageProcessingError('unsupported_format');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageProcessingError('corrupt');
  if (width * height > limitInputPixels) throw new ImageProcessingError('too_many_pixels');

  // Decode once (oriented, sRGB, at most the hq size), then derive every size from the raw pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(buffer, input)
      .resize({ width: sizes.hq, height: sizes.hq, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageProcessingError(isPixelLimit(error) ? 'too_many_pixels' : 'corrupt', error);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const webpQuality = opts.webpQuality ?? ENCODER_SETTINGS.webpQuality;
  const jpegQuality = opts.jpegQuality ?? ENCODER_SETTINGS.jpegQuality;
  const webpEffort = opts.webpEffort ?? ENCODER_SETTINGS.webpEffort;
  const jpegProgressive = opts.jpegProgressive ?? ENCODER_SETTINGS.jpegProgressive;
  const webpDeferred = Boolean(opts.deferWebp) && !meta.hasAlpha;

  const entries = await Promise.all(
    IMAGE_SIZE_NAMES.map(async (name): Promise<[ImageSizeName, ImageVariant]> => {
      const resized = sharp(base.data, raw).resize({
        width: sizes[name],
        height: sizes[name],
        fit: 'inside',
        withoutEnlargement: true,
      });
      const [webp, jpeg] = await Promise.all([
        webpDeferred
          ? null
          : resized
              .clone()
              .webp({ quality: webpQuality, effort: webpEffort })
              .toBuffer({ resolveWithObject: true }),
        resized
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: jpegQuality, progressive: jpegProgressive })
          .toBuffer({ resolveWithObject: true }),
      ]);
      const variant: ImageVariant = {
        name,
        suffix: `-${name}`,
        width: jpeg.info.width,
        height: jpeg.info.height,
        webp: webp?.data ?? null,
        jpeg: jpeg.data,
      };
      return [name, variant];
    }),
  );
  return {
    width,
    height,
    aspect_ratio: Math.round((width / height) * 10_000) / 10_000,
    format: meta.format,
    variants: Object.fromEntries(entries) as Record<ImageSizeName, ImageVariant>,
    webpDeferred,
  };
}

/**
 * The WebP sizes of an upload whose WebP was deferred, made by the worker from its stored hq JPEG
 * (opaque, already oriented and in sRGB): each size at the same dimensions as its JPEG. Returns the
 * storage keys written (sizes.webp to record).
 */
export async function makeWebpSizes(
  storage: Storage,
  baseKey: string,
  hqJpeg: Buffer,
  kind: ImageKind,
  opts: { webpQuality?: number; webpEffort?: number } = {},
): Promise<{ keys: Record<ImageSizeName, string>; bytes: number }> {
  const sizes = IMAGE_SIZES[kind];
  const base = await sharp(hqJpeg, { limitInputPixels: DEFAULT_LIMIT_INPUT_PIXELS, failOn: 'truncated' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const keys = {} as Record<ImageSizeName, string>;
  let bytes = 0;
  for (const name of IMAGE_SIZE_NAMES) {
    const webp = await sharp(base.data, raw)
      .resize({ width: sizes[name], height: sizes[name], fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.webpQuality ?? ENCODER_SETTINGS.webpQuality, effort: opts.webpEffort ?? ENCODER_SETTINGS.webpEffort })
      .toBuffer();
    keys[name] = variantKey(baseKey, name, 'webp');
    bytes += webp.length;
    await storage.put(keys[name], webp, 'image/webp');
  }
  return { keys, bytes };
}

/** Image format from the magic bytes (jpeg, png, gif, webp, tiff, heif/avif), or null. */
export function sniffImageFormat(buffer: Buffer): string | null {
  if (buffer.length < 12) return null;
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const ascii = buffer.toString('latin1', 0, 12);
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('II*\0') || ascii.startsWith('MM\0*')) return 'tiff';
  if (ascii.slice(4, 8) === 'ftyp') return 'heif';
  return null;
}

function isPixelLimit(error: unknown): boolean {
  return /pixel limit/i.test(String((error as Error | undefined)?.message ?? ''));
}

/** 'media/12' → 'media/12/3f9c2a1b7d4e5f60' (random, so keys never change in place). */
export function newImageBaseKey(dir: string): string {
  return `${dir.replace(/\/+$/, '')}/${randomBytes(8).toString('hex')}`;
}

export function variantKey(baseKey: string, name: ImageSizeName, ext: 'webp' | 'jpg'): string {
  return `${baseKey}-${name}.${ext}`;
}

/** Storage keys of every size of an image stored under `baseKey`. */
export function imageSizesFor(baseKey: string, processed?: ProcessedImage): ImageSizesJson {
  return {
    thumbnail: variantKey(baseKey, 'thumbnail', 'jpg'),
    md: variantKey(baseKey, 'md', 'jpg'),
    hq: variantKey(baseKey, 'hq', 'jpg'),
    // Deferred WebP sizes are recorded by the worker once they exist (background/jobs.ts).
    ...(processed?.webpDeferred
      ? {}
      : {
          webp: {
            thumbnail: variantKey(baseKey, 'thumbnail', 'webp'),
            md: variantKey(baseKey, 'md', 'webp'),
            hq: variantKey(baseKey, 'hq', 'webp'),
          },
        }),
    ...(processed
      ? {
          widths: {
            thumbnail: processed.variants.thumbnail.width,
            md: processed.variants.md.width,
            hq: processed.variants.hq.width,
          },
        }
      : {}),
  };
}

export interface StoredImage {
  /** Key prefix of all variants (delete with storage.deletePrefix(key_prefix)). */
  key_prefix: string;
  /** Main key: the hq JPEG. */
  path: string;
  /** Thumbnail JPEG key. */
  thumbnail: string;
  sizes: ImageSizesJson;
  width: number;
  height: number;
  aspect_ratio: number;
  /** Bytes of all stored variants. */
  size: number;
}

/** Writes the six variants of `processed` under `baseKey` and returns what to record in the DB. */
export async function storeProcessedImage(
  storage: Storage,
  baseKey: string,
  processed: ProcessedImage,
): Promise<StoredImage> {
  const sizes = imageSizesFor(baseKey, processed);
  let size = 0;
  await Promise.all(
    IMAGE_SIZE_NAMES.flatMap((name) => {
      const v = processed.variants[name];
      size += (v.webp?.length ?? 0) + v.jpeg.length;
      return [
        ...(v.webp && sizes.webp ? [storage.put(sizes.webp[name], v.webp, 'image/webp')] : []),
        storage.put(sizes[name], v.jpeg, 'image/jpeg'),
      ];
    }),
  );
  return {
    key_prefix: baseKey,
    path: sizes.hq,
    thumbnail: sizes.thumbnail,
    sizes,
    width: processed.width,
    height: processed.height,
    aspect_ratio: processed.aspect_ratio,
    size,
  };
}
