import { useImperativeHandle } from 'react';
import type { Ref } from 'react';
import { usePhotoPicker } from './use-photo-picker';
import type { PhotoPickerSaveResult, UsePhotoPickerOptions } from './use-photo-picker';
import { PhotoPickerView } from './photo-picker-view';
import type { PhotoPickerViewProps } from './photo-picker-view';
import type { PickerItem } from './picker-state';
import type { MediaItem } from '../media-types';

/** What a parent can do through `ref` (e.g. a form's "Guardar"). */
export interface PhotoPickerHandle {
  /** Uploads the added items and deletes the removed ones; rejects with "Album no definido". */
  save: () => Promise<PhotoPickerSaveResult>;
  /** Uploads the added items only. */
  uploadAdded: () => Promise<MediaItem[]>;
  /** Starts again from these saved items. */
  reset: (media?: readonly MediaItem[]) => void;
  getItems: () => PickerItem[];
  /** Items not saved yet / ids removed since the start. */
  getAdded: () => PickerItem[];
  getDeleted: () => number[];
  isBusy: () => boolean;
}

export interface PhotoPickerProps extends UsePhotoPickerOptions, Omit<PhotoPickerViewProps, 'picker'> {
  ref?: Ref<PhotoPickerHandle>;
}

/**
 * The photo picker (SPEC §2, §4, §5), self-contained:
 * `<PhotoPicker ref={pickerRef} albumId={album.id} initialItems={album.media} max={10} slideshow optional />`
 * then `await pickerRef.current.save()`. For a hook-driven picker use
 * `const picker = usePhotoPicker({...}); <PhotoPickerView picker={picker} />`.
 */
export function PhotoPicker({
  ref,
  label,
  title,
  optional,
  thumbnailSize,
  radius,
  slideshow,
  emptyText,
  helperText,
  reorderable,
  countText,
  ...options
}: PhotoPickerProps) {
  const picker = usePhotoPicker(options);
  useImperativeHandle(
    ref,
    () => ({
      save: picker.save,
      uploadAdded: picker.uploadAdded,
      reset: picker.reset,
      getItems: () => picker.items,
      getAdded: () => picker.added,
      getDeleted: () => picker.deleted,
      isBusy: () => picker.busy,
    }),
    [picker],
  );
  return (
    <PhotoPickerView
      picker={picker}
      label={label}
      title={title}
      optional={optional}
      thumbnailSize={thumbnailSize}
      radius={radius}
      slideshow={slideshow}
      emptyText={emptyText}
      helperText={helperText}
      reorderable={reorderable}
      countText={countText}
    />
  );
}
