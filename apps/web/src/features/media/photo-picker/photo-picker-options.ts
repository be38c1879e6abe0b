/** Options and results of usePhotoPicker / <PhotoPicker>. */
import type { MediaItem, UploadedImage } from '../media-types';
import type { PickerItem } from './picker-state';

export interface UsePhotoPickerOptions {
  /** Album of the photos; required (numeric) to upload to 'media/{albumId}' and to save. */
  albumId?: number | string | null;
  /** Saved media already in the picker. */
  initialItems?: readonly MediaItem[];
  /** Default 5. */
  max?: number;
  /** Default true. */
  pickable?: boolean;
  /** CDN folder: 'media/{albumId}' by default; 'logotipos' for logos (no album registration). */
  mediaPath?: string | null;
  /** Upload each photo as soon as it is picked (the album manager). Default false: save() does it. */
  autoUpload?: boolean;
  /** save() deletes removed items for good instead of sending them to the trash. Default false. */
  purgeOnDelete?: boolean;
  /** Told on every change of the items. */
  onChange?: (items: PickerItem[]) => void;
  /**
   * Told when a photo is uploaded (and registered): the item as uploaded, the saved media (null
   * for folders without an album, e.g. 'logotipos') and the CDN's answer.
   */
  onUploaded?: (item: PickerItem, media: MediaItem | null, upload: UploadedImage) => void;
  /** Shows a picking error; default a 10-second error toast. */
  notify?: (message: string) => void;
}

export interface PhotoPickerSaveResult {
  ok: boolean;
  uploaded: MediaItem[];
  failed: number;
  deleted: number[];
}
