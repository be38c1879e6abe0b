/**
 * The photo picker's state and actions (SPEC §4, §5): pick (screen, measure, resize), upload with
 * progress, retry, remove, reorder, and save() — uploads the added items and deletes the removed
 * ones. Used by <PhotoPicker> (which also exposes save() through its ref) or directly with
 * <PhotoPickerView picker={…}>.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { MAX_PHOTOS_DEFAULT, PHOTO_ERROR_TOAST_MS, getErrorMessage } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { deleteMedia, reorderAlbum } from '../api/albums-api';
import type { MediaItem } from '../media-types';
import type { PhotoPickerSaveResult, UsePhotoPickerOptions } from './photo-picker-options';
import { sameOrder } from '../reorder/move-item';
import { addedItems, deletedIds, initPickerState, pickedItem, pickerReducer, savedOrder } from './picker-state';
import type { PickerAction, PickerItem, PickerState } from './picker-state';
import { canPick, needsAlbumRegistration, requireAlbumId, resolveMediaFolder, screenPickedFiles } from './photo-rules';
import { preparePhoto } from './prepare-photo';
import { uploadPhoto } from './upload-photo';
import { runWithConcurrency } from './run-with-concurrency';

export type { PhotoPickerSaveResult, UsePhotoPickerOptions } from './photo-picker-options';

export type PhotoPickerApi = ReturnType<typeof usePhotoPicker>;

let keySeed = 0;
const newKey = () => `picked-${Date.now().toString(36)}-${(keySeed += 1)}`;

export function usePhotoPicker(options: UsePhotoPickerOptions = {}) {
  const { albumId = null, mediaPath = null, max = MAX_PHOTOS_DEFAULT, pickable = true } = options;
  const { show } = useSnackbar();
  const [state, rawDispatch] = useReducer(pickerReducer, options.initialItems ?? [], initPickerState);
  const stateRef = useRef<PickerState>(state);
  const controllers = useRef(new Map<string, AbortController>());
  const optionsRef = useRef(options);
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    optionsRef.current = options;
  });

  /** Keeps stateRef current synchronously, so async steps read the latest items. */
  const dispatch = useCallback((action: PickerAction) => {
    stateRef.current = pickerReducer(stateRef.current, action);
    rawDispatch(action);
  }, []);

  useEffect(() => {
    optionsRef.current.onChange?.(state.items);
  }, [state.items]);

  // Forget object URLs and stop uploads when the picker goes away.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      active.forEach((controller) => controller.abort());
      stateRef.current.items.forEach((item) => item.data_url && URL.revokeObjectURL(item.data_url));
    };
  }, []);

  const notify = useCallback(
    (message: string) => {
      const custom = optionsRef.current.notify;
      if (custom) custom(message);
      else show(message, { color: 'error', timeout: PHOTO_ERROR_TOAST_MS });
    },
    [show],
  );

  const uploadItem = useCallback(
    async (key: string): Promise<MediaItem | null | undefined> => {
      const item = stateRef.current.items.find((i) => i.key === key);
      if (!item?.file || item.status === 'uploading' || item.status === 'uploaded') return undefined;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dispatch({ type: 'start', key });
      try {
        const result = await uploadPhoto(
          { blob: item.file, filename: item.filename, width: item.width, height: item.height },
          {
            albumId: optionsRef.current.albumId,
            mediaPath: optionsRef.current.mediaPath,
            signal: controller.signal,
            onProgress: (progress) => dispatch({ type: 'progress', key, progress }),
          },
        );
        dispatch({ type: 'uploaded', key, media: result.media, upload: result.upload });
        const uploaded = stateRef.current.items.find((i) => i.key === key) ?? item;
        optionsRef.current.onUploaded?.(uploaded, result.media, result.upload);
        return result.media;
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        dispatch({ type: 'failed', key, error: getErrorMessage(error) });
        return undefined;
      } finally {
        controllers.current.delete(key);
      }
    },
    [dispatch],
  );

  const uploadKeys = useCallback(
    async (keys: string[]) => (await runWithConcurrency(keys, 2, uploadItem)).filter((m): m is MediaItem => !!m),
    [uploadItem],
  );

  const pick = useCallback(
    async (files: FileList | readonly File[] | null) => {
      const list = Array.from(files ?? []);
      const { accepted, error } = screenPickedFiles(list, stateRef.current.items.length, max, pickable);
      const errors: string[] = error ? [error] : [];
      if (accepted.length === 0) {
        if (errors[0]) notify(errors[0]);
        return;
      }
      setPreparing(true);
      const items: PickerItem[] = [];
      try {
        for (const file of accepted) {
          const result = await preparePhoto(file);
          if (!result.ok) {
            errors.push(result.error);
            continue;
          }
          const { blob, filename, width, height } = result.photo;
          items.push(pickedItem({ key: newKey(), blob, dataUrl: URL.createObjectURL(blob), filename, width, height }));
        }
      } finally {
        setPreparing(false);
      }
      if (errors[0]) notify(errors[0]);
      if (items.length === 0) return;
      dispatch({ type: 'add', items });
      if (optionsRef.current.autoUpload) await uploadKeys(items.map((i) => i.key));
    },
    [dispatch, max, notify, pickable, uploadKeys],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      const item = stateRef.current.items.find((i) => i.key === key);
      if (item?.data_url) URL.revokeObjectURL(item.data_url);
      dispatch({ type: 'remove', key });
    },
    [dispatch],
  );

  const retry = useCallback((key: string) => uploadItem(key), [uploadItem]);
  const move = useCallback((from: number, to: number) => dispatch({ type: 'move', from, to }), [dispatch]);
  const reset = useCallback((media: readonly MediaItem[] = []) => dispatch({ type: 'reset', media }), [dispatch]);

  /** Uploads the added items (picked or failed). */
  const uploadAdded = useCallback(() => uploadKeys(addedItems(stateRef.current).map((i) => i.key)), [uploadKeys]);

  /**
   * Uploads the added items, deletes the removed ones (trash, or purge) and saves the order.
   * Rejects with "Album no definido" without a numeric album id (album folders).
   */
  const save = useCallback(async (): Promise<PhotoPickerSaveResult> => {
    const { albumId: currentAlbum, mediaPath: currentPath, purgeOnDelete } = optionsRef.current;
    const register = needsAlbumRegistration(resolveMediaFolder(currentAlbum, currentPath));
    const id = register ? requireAlbumId(currentAlbum) : null;
    const toUpload = addedItems(stateRef.current);
    const uploaded = await uploadKeys(toUpload.map((i) => i.key));
    const keys = new Set(toUpload.map((i) => i.key));
    const failed = stateRef.current.items.filter((i) => keys.has(i.key) && i.status === 'failed').length;
    const removed = id === null ? [] : deletedIds(stateRef.current);
    for (const mediaId of removed) {
      await deleteMedia(id as number, mediaId, purgeOnDelete ?? false);
      dispatch({ type: 'deleted', ids: [mediaId] });
    }
    const order = savedOrder(stateRef.current);
    if (id !== null && order.length > 1 && !sameOrder(order, stateRef.current.initialOrder)) {
      await reorderAlbum(id, order);
      dispatch({ type: 'ordered', ids: order });
    }
    return { ok: failed === 0, uploaded, failed, deleted: removed };
  }, [dispatch, uploadKeys]);

  const count = state.items.length;
  return useMemo(
    () => ({
      items: state.items,
      state,
      count,
      max,
      pickable,
      albumId,
      mediaPath,
      canPick: canPick(pickable, count, max) && !preparing,
      preparing,
      busy: preparing || state.items.some((i) => i.status === 'uploading'),
      added: addedItems(state),
      deleted: deletedIds(state),
      pick,
      remove,
      retry,
      move,
      reset,
      uploadAdded,
      save,
    }),
    [state, count, max, pickable, albumId, mediaPath, preparing, pick, remove, retry, move, reset, uploadAdded, save],
  );
}
