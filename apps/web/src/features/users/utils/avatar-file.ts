/** Checks and reads an avatar picked by the user (SPEC §5: .png, .jpg, .jpeg). */
import { CDN_MEDIA_MAX_BYTES, CDN_MEDIA_MAX_MB, t } from '@eventos/domain';

export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const AVATAR_TYPE_MESSAGE = 'Solo puedes subir imágenes .png, .jpg o .jpeg';
export const AVATAR_SIZE_MESSAGE = t('media.image.tooLarge', { max: CDN_MEDIA_MAX_MB });

/** The upload MIME type of a picked file, or null when it isn't a png/jpeg image. */
export function avatarMimeType(file: Pick<File, 'name' | 'type'>): 'image/png' | 'image/jpeg' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'png' && (file.type === 'image/png' || file.type === '')) return 'image/png';
  if ((extension === 'jpg' || extension === 'jpeg') && (file.type === 'image/jpeg' || file.type === ''))
    return 'image/jpeg';
  return null;
}

/** Spanish message when the file can't be an avatar, else null. */
export function validateAvatarFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!avatarMimeType(file)) return AVATAR_TYPE_MESSAGE;
  if (file.size > CDN_MEDIA_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}
