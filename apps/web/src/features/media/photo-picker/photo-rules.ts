/**
 * The picker's rules of SPEC §5 "Photo picking", on plain values (no DOM): which of the chosen
 * files may be added, the album folder, and the album id check. The domain package holds the
 * individual rules; this file decides how they combine.
 */
import {
  AlbumIdSchema,
  MAX_PHOTOS_DEFAULT,
  MESSAGES,
  canPickPhotos,
  cdnMediaPath,
  isAcceptedPhotoFile,
  validatePhotoCount,
  validatePhotoDimensions,
} from '@eventos/domain';

export interface FileInfo {
  name: string;
  type: string;
}

export interface ScreenResult<T extends FileInfo> {
  /** Files that may go on to be decoded and measured. */
  accepted: T[];
  /** The message to show (10-second toast), or null. */
  error: string | null;
}

/**
 * First screening of the files chosen in the input: picking must be allowed (pickable and below
 * the maximum); the count may not exceed the maximum (then nothing is added: "Solo puedes
 * adjuntar un máximo de {max} fotos"); only .png, .jpg and .jpeg files go on.
 */
export function screenPickedFiles<T extends FileInfo>(
  files: readonly T[],
  current: number,
  max: number = MAX_PHOTOS_DEFAULT,
  pickable = true,
): ScreenResult<T> {
  if (files.length === 0 || !pickable) return { accepted: [], error: null };
  if (!canPickPhotos(pickable, current, max)) {
    return { accepted: [], error: validatePhotoCount(current, files.length, max) };
  }
  const countError = validatePhotoCount(current, files.length, max);
  if (countError) return { accepted: [], error: countError };
  const accepted = files.filter((file) => isAcceptedPhotoFile(file.name, file.type));
  const error = accepted.length < files.length ? MESSAGES['media.photo.type'] : null;
  return { accepted, error };
}

/** Minimum size (600 × 400, swapped for vertical photos): the exact Spanish message or null. */
export function checkPhotoSize(width: number, height: number): string | null {
  return validatePhotoDimensions(width, height);
}

/** The album id as a number, or null when it is not a positive integer. */
export function parseAlbumId(albumId: unknown): number | null {
  if (albumId === null || albumId === undefined || albumId === '') return null;
  const parsed = AlbumIdSchema.safeParse(albumId);
  return parsed.success ? parsed.data : null;
}

/** Error thrown by saving/uploading without a numeric album id (SPEC §4, §8). */
export class AlbumUndefinedError extends Error {
  constructor() {
    super(MESSAGES['media.album.undefined']);
    this.name = 'AlbumUndefinedError';
  }
}

/** The numeric album id, or throws "Album no definido". */
export function requireAlbumId(albumId: unknown): number {
  const id = parseAlbumId(albumId);
  if (id === null) throw new AlbumUndefinedError();
  return id;
}

/** Default CDN folder: 'media/{albumId}' (SPEC §7); logos use 'logotipos'. */
export function resolveMediaFolder(albumId: unknown, mediaPath?: string | null): string | null {
  if (mediaPath) return mediaPath;
  const id = parseAlbumId(albumId);
  return id === null ? null : cdnMediaPath(id);
}

/** Album photos are registered in the album after the CDN upload; logos etc. are not. */
export function needsAlbumRegistration(folder: string | null): boolean {
  return folder === null || folder.startsWith('media/');
}

/** "Seleccionar fotos" stays enabled only while picking is allowed. */
export function canPick(pickable: boolean, count: number, max: number = MAX_PHOTOS_DEFAULT): boolean {
  return canPickPhotos(pickable, count, max);
}
