// The 'images.variants' job (ADR 196): POST /cdn/upload/media answers once the JPEG sizes are
// stored; the worker then makes the WebP sizes from the stored hq JPEG and records them in
// uploads.sizes and in every media row that already copied those sizes. Idempotent: an upload
// that already has its WebP sizes, or that was deleted meanwhile, is left alone.
import type { ImageSizesJson } from '../../db/schema';
import { makeWebpSizes, type ImageKind } from '../../lib/images';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findUploadSizes, recordWebpSizes, uploadExists } from './cdn.repository';

export const IMAGE_VARIANTS_JOB = 'images.variants';

const KINDS: Record<string, ImageKind> = {
  media: 'media',
  cover: 'cover',
  blog: 'blog',
  logo: 'logo',
  testimonial: 'testimonial',
  avatar: 'avatar',
};

/** Makes and records the WebP sizes of upload `uploadId`; returns false when there was nothing to do. */
export async function makeImageVariants(
  { db, storage }: Pick<ModuleDeps, 'db' | 'storage'>,
  payload: Record<string, unknown>,
): Promise<boolean> {
  const uploadId = Number(payload.uploadId);
  if (!Number.isSafeInteger(uploadId) || uploadId <= 0) return false;
  const upload = await findUploadSizes(db, uploadId);
  if (!upload?.sizes) return false;
  const sizes = (typeof upload.sizes === 'string' ? JSON.parse(upload.sizes) : upload.sizes) as ImageSizesJson;
  if (sizes.webp) return false;
  const hq = await storage.get(sizes.hq);
  if (!hq) return false; // deleted meanwhile
  const { keys, bytes } = await makeWebpSizes(storage, upload.key_prefix, hq, KINDS[upload.kind] ?? 'media');
  const webp = JSON.stringify(keys);
  await db.transaction((tx) => recordWebpSizes(tx, { uploadId, webp, bytes, hq: sizes.hq }));
  // The upload was deleted while the WebP sizes were being made: do not leave them behind.
  if (!(await uploadExists(db, uploadId))) await Promise.all(Object.values(keys).map((key) => storage.delete(key).catch(() => undefined)));
  return true;
}
