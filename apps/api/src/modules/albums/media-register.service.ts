// POST albums/{albumId}/media: registers an uploaded photo or a YouTube video in an album (SPEC §4:
// "first upload to the CDN, then register the media in the album").
//  photo: `path` (storage key or CDN URL) must be an upload of this user in media/{albumId}; width,
//         height, sizes and aspect ratio come from the upload record, never from the body.
//  video: mime_type 'youtube', the link as filename, its id as external_id, verified with the video
//         metadata service; the title/description fill seo_filename/description when empty (≤ 500).
// Nothing is half-saved: once the upload is known to be the user's, any failure (plan, size,
// covers limit, database) removes it with its files.
import type { ModuleDeps } from '../../plugins/module-deps';
import {
  COVERS_MAX,
  MESSAGES,
  SEO_FILENAME_MAX_LENGTH,
  VIDEO_MIME_TYPE,
  formatMessage,
  truncateVideoDescription,
  validatePhotoDimensions,
  youtubeThumbnailUrl,
  type CreateMediaInput,
} from '@eventos/domain';
import { unprocessable } from '../../plugins/errors';
import { assertValidKey, type Storage } from '../../storage/storage';
import { findUploadByKey, type UploadRow } from '../cdn';
import { fetchVideoData } from '../video-metadata';
import { VIDEO_ASPECT_RATIO, type MediaRow } from '../media';
import { assertCanAddMedia, type AlbumContext } from './album-access';
import { ALBUM_MESSAGES } from './albums.messages';
import {
  countActivePhotos,
  findActiveVideo,
  findMediaByUpload,
  insertMedia,
  lockAlbum,
  nextSortOrder,
  type Tx,
} from './albums.repository';
import { discardUpload } from './media-files.service';

/** What these services use (docs/decisions/136-service-dependencies.md). */
type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'log' | 'config'>;

/** Marks errors after which the upload must be kept (it belongs to another media row). */
class KeepUpload extends Error {
  constructor(readonly inner: unknown) {
    super('keep upload');
  }
}

const field = (name: string, message: string) => unprocessable(message, { [name]: [message] });

/** Storage key from what the client sent: a key ('media/12/ab-hq.jpg') or one of our URLs. */
export function keyFromPath(storage: Storage, path: string): string | null {
  const text = path.trim();
  const key = /^https?:\/\//i.test(text) || text.startsWith('/') ? storage.keyFromUrl(text) : text;
  if (!key) return null;
  try {
    return assertValidKey(key);
  } catch {
    return null;
  }
}

async function findOwnAlbumUpload(deps: Deps, userId: number, albumId: number, path: string): Promise<UploadRow> {
  const key = keyFromPath(deps.storage, path);
  const folder = `media/${albumId}/`;
  if (!key || !key.startsWith(folder)) throw field('path', ALBUM_MESSAGES.photoInvalid);
  const upload = await findUploadByKey(deps.db, key);
  const ok = upload && upload.user_id === userId && upload.kind === 'media' && upload.key_prefix.startsWith(folder);
  if (!ok || !upload.sizes) throw field('path', ALBUM_MESSAGES.photoInvalid);
  if (await findMediaByUpload(deps.db, upload.id)) throw field('path', ALBUM_MESSAGES.photoAlreadyAdded);
  return upload;
}

async function assertCoversRoom(tx: Tx, ctx: AlbumContext): Promise<void> {
  if (ctx.album.kind !== 'covers') return;
  if ((await countActivePhotos(tx, ctx.album.id)) >= COVERS_MAX) {
    throw unprocessable(formatMessage(ALBUM_MESSAGES.coversMax, { max: COVERS_MAX }));
  }
}

async function registerPhoto(deps: Deps, ctx: AlbumContext, userId: number, input: CreateMediaInput): Promise<MediaRow> {
  const upload = await findOwnAlbumUpload(deps, userId, ctx.album.id, input.path ?? '');
  try {
    assertCanAddMedia(ctx);
    const sizeError = validatePhotoDimensions(upload.width ?? 0, upload.height ?? 0);
    if (sizeError) throw field('path', sizeError);
    return await deps.db.transaction(async (tx) => {
      await lockAlbum(tx, ctx.album.id);
      if (await findMediaByUpload(tx, upload.id)) throw new KeepUpload(field('path', ALBUM_MESSAGES.photoAlreadyAdded));
      await assertCoversRoom(tx, ctx);
      return insertMedia(tx, {
        album_id: ctx.album.id,
        provider_id: ctx.provider.id,
        media_type: 'photo',
        mime_type: upload.mime_type,
        filename: upload.path.slice(upload.path.lastIndexOf('/') + 1),
        original_filename: input.original_filename || input.filename || upload.original_filename,
        seo_filename: input.seo_filename,
        description: input.description,
        path: upload.path,
        thumbnail: upload.sizes?.thumbnail ?? null,
        sizes: upload.sizes,
        width: upload.width,
        height: upload.height,
        size: upload.size,
        aspect_ratio: upload.aspect_ratio,
        sort_order: await nextSortOrder(tx, ctx.album.id),
        upload_id: upload.id,
        created_by: userId,
      });
    });
  } catch (error) {
    if (error instanceof KeepUpload) throw error.inner;
    await discardUpload(deps, upload);
    throw error;
  }
}

async function registerVideo(deps: Deps, ctx: AlbumContext, userId: number, input: CreateMediaInput): Promise<MediaRow> {
  assertCanAddMedia(ctx);
  if (ctx.album.kind === 'covers') throw field('mime_type', ALBUM_MESSAGES.coversPhotosOnly);
  const id = input.external_id;
  if (!id) throw field('filename', MESSAGES['media.video.url']);
  const video = await fetchVideoData(deps, id, 'filename');
  return deps.db.transaction(async (tx) => {
    await lockAlbum(tx, ctx.album.id);
    if (await findActiveVideo(tx, ctx.album.id, id)) throw field('filename', ALBUM_MESSAGES.videoAlreadyAdded);
    return insertMedia(tx, {
      album_id: ctx.album.id,
      provider_id: ctx.provider.id,
      media_type: 'video',
      mime_type: VIDEO_MIME_TYPE,
      filename: input.filename,
      original_filename: null,
      seo_filename: (input.seo_filename || video.title).slice(0, SEO_FILENAME_MAX_LENGTH),
      description: truncateVideoDescription(input.description || video.description),
      external_id: id,
      path: null,
      thumbnail: youtubeThumbnailUrl(id, 'md'),
      sizes: null,
      aspect_ratio: VIDEO_ASPECT_RATIO,
      sort_order: await nextSortOrder(tx, ctx.album.id),
      created_by: userId,
    });
  });
}

export async function registerMedia(deps: Deps, ctx: AlbumContext, userId: number, input: CreateMediaInput): Promise<MediaRow> {
  return input.mime_type === VIDEO_MIME_TYPE ? registerVideo(deps, ctx, userId, input) : registerPhoto(deps, ctx, userId, input);
}
