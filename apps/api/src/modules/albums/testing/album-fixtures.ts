// Album test helpers: real uploads through POST /api/v1/cdn/upload/media (sharp-generated PNG or
// JPEG), registration through POST /api/v1/albums/:albumId/media, and the stored keys of an item.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../../db/schema';
import { runImageVariants } from '../../../test/jobs';
import { jpegImage, pngImage } from '../../cdn/testing';

export type Headers = Record<string, string>;

export interface UploadedPhoto {
  id: number;
  url: string;
  path: string;
  thumbnail: string;
  sizes: { thumbnail: string; md: string; hq: string; webp?: { thumbnail: string; md: string; hq: string } };
  width: number;
  height: number;
}

export async function uploadPhoto(
  app: FastifyInstance,
  headers: Headers,
  albumId: number,
  {
    width = 800,
    height = 600,
    format = 'png',
    webp = true,
  }: { width?: number; height?: number; format?: 'png' | 'jpeg'; /** false: before the worker made the WebP sizes. */ webp?: boolean } = {},
): Promise<UploadedPhoto> {
  const bytes = format === 'png' ? await pngImage(width, height) : await jpegImage(width, height);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cdn/upload/media',
    headers,
    payload: { path: `media/${albumId}`, mime_type: `image/${format}`, data: bytes.toString('base64') },
  });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  const data = res.json().data as UploadedPhoto;
  if (!webp) return { ...data, sizes: { ...data.sizes, webp: undefined } };
  // The WebP sizes come from the worker seconds later (ADR 196): made here as it would.
  await runImageVariants(app);
  const [row] = await app.db.select({ sizes: uploads.sizes }).from(uploads).where(eq(uploads.id, data.id));
  return { ...data, sizes: row?.sizes as UploadedPhoto['sizes'] };
}

export function registerMedia(app: FastifyInstance, headers: Headers, albumId: number, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/v1/albums/${albumId}/media`, headers, payload: { album_id: albumId, ...body } });
}

/** Uploads a photo and registers it; returns the saved media (201 body data). */
export async function addPhoto(app: FastifyInstance, headers: Headers, albumId: number, body: Record<string, unknown> = {}) {
  const upload = await uploadPhoto(app, headers, albumId);
  const res = await registerMedia(app, headers, albumId, { mime_type: 'image/png', filename: 'foto.png', path: upload.path, ...body });
  if (res.statusCode !== 201) throw new Error(`register ${res.statusCode}: ${res.body}`);
  return { upload, media: res.json().data as { id: number; path: string; sizes: Record<string, unknown> } & Record<string, unknown> };
}

/** Every storage key of an uploaded photo (JPEG and WebP sizes). */
export function uploadKeys(upload: UploadedPhoto): string[] {
  return [upload.sizes.thumbnail, upload.sizes.md, upload.sizes.hq, ...Object.values(upload.sizes.webp ?? {})];
}
