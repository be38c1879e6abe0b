/**
 * State of the photo picker (SPEC §4 "Photo upload"): each item is picked (a data_url, no path),
 * then uploading (with progress), then uploaded, or failed with the error kept. The picker tracks
 * the added items (no path, a data_url) and the deleted ones (in the initial set, no longer here).
 */
import type { MediaItem, UploadedImage } from '../media-types';
import { moveItem } from '../reorder/move-item';

export type PickerItemStatus = 'picked' | 'uploading' | 'uploaded' | 'failed';

export interface PickerItem {
  /** Local key (stable across states). */
  key: string;
  status: PickerItemStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The error of a failed upload, kept for the retry. */
  error: string | null;
  /** Object URL of the prepared photo until it is uploaded. */
  data_url: string | null;
  /** The prepared (resized) bytes to upload. */
  file: Blob | null;
  filename: string;
  width: number | null;
  height: number | null;
  size: number | null;
  /** The saved media (initial items, and picked ones after the album registration). */
  media: MediaItem | null;
  /** The CDN answer for folders without an album (e.g. 'logotipos'). */
  upload: UploadedImage | null;
}

export interface PickerState {
  items: PickerItem[];
  /** Media ids of the initial set (to know which ones were removed). */
  initialIds: number[];
  /** Their order, to know whether the order changed. */
  initialOrder: number[];
}

export type PickerAction =
  | { type: 'reset'; media: readonly MediaItem[] }
  | { type: 'add'; items: PickerItem[] }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; media?: MediaItem | null; upload?: UploadedImage | null }
  | { type: 'failed'; key: string; error: string }
  | { type: 'deleted'; ids: readonly number[] }
  | { type: 'ordered'; ids: readonly number[] };

export interface PreparedPhotoInput {
  key: string;
  blob: Blob;
  dataUrl: string;
  filename: string;
  width: number;
  height: number;
}

export function itemFromMedia(media: MediaItem): PickerItem {
  return {
    key: `media-${media.id}`,
    status: 'uploaded',
    progress: 100,
    error: null,
    data_url: null,
    file: null,
    filename: media.original_filename ?? media.filename,
    width: media.width,
    height: media.height,
    size: media.size,
    media,
    upload: null,
  };
}

export function pickedItem(photo: PreparedPhotoInput): PickerItem {
  return {
    key: photo.key,
    status: 'picked',
    progress: 0,
    error: null,
    data_url: photo.dataUrl,
    file: photo.blob,
    filename: photo.filename,
    width: photo.width,
    height: photo.height,
    size: photo.blob.size,
    media: null,
    upload: null,
  };
}

export function initPickerState(media: readonly MediaItem[] = []): PickerState {
  const ids = media.map((m) => m.id);
  return { items: media.map(itemFromMedia), initialIds: ids, initialOrder: ids };
}

function patch(state: PickerState, key: string, change: Partial<PickerItem>): PickerState {
  return { ...state, items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)) };
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'reset':
      return initPickerState(action.media);
    case 'add':
      return { ...state, items: [...state.items, ...action.items] };
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.key !== action.key) };
    case 'move':
      return { ...state, items: moveItem(state.items, action.from, action.to) };
    case 'start':
      return patch(state, action.key, { status: 'uploading', progress: 0, error: null });
    case 'progress': {
      const item = state.items.find((i) => i.key === action.key);
      if (!item || item.status !== 'uploading') return state;
      return patch(state, action.key, { progress: Math.max(0, Math.min(100, Math.round(action.progress))) });
    }
    case 'uploaded':
      return patch(state, action.key, {
        status: 'uploaded',
        progress: 100,
        error: null,
        media: action.media ?? null,
        upload: action.upload ?? null,
        file: null,
      });
    case 'failed':
      return patch(state, action.key, { status: 'failed', progress: 0, error: action.error });
    case 'deleted': {
      const initialIds = state.initialIds.filter((id) => !action.ids.includes(id));
      return { ...state, initialIds, initialOrder: state.initialOrder.filter((id) => initialIds.includes(id)) };
    }
    case 'ordered':
      return { ...state, initialOrder: [...action.ids] };
    default:
      return state;
  }
}

/** Added items: not saved yet (no media, no upload) and holding a data_url. */
export function addedItems(state: PickerState): PickerItem[] {
  return state.items.filter((item) => !item.media && !item.upload && item.data_url !== null);
}

/** Initial media ids no longer in the picker. */
export function deletedIds(state: PickerState): number[] {
  const present = new Set(state.items.map((item) => item.media?.id).filter((id) => id !== undefined));
  return state.initialIds.filter((id) => !present.has(id));
}

/** Saved media ids in the picker's order. */
export function savedOrder(state: PickerState): number[] {
  return state.items.flatMap((item) => (item.media ? [item.media.id] : []));
}

export function isUploading(state: PickerState): boolean {
  return state.items.some((item) => item.status === 'uploading');
}

/** URL to show for an item: its data_url while local, else the saved thumbnail. */
export function itemPreviewUrl(item: PickerItem, size: 'thumbnail' | 'hq' = 'thumbnail'): string | null {
  if (item.data_url) return item.data_url;
  const sizes = item.media?.sizes;
  if (sizes) return size === 'hq' ? sizes.hq || sizes.md : sizes.thumbnail || sizes.md;
  return item.media?.thumbnail_url ?? item.media?.url ?? item.upload?.url ?? null;
}
