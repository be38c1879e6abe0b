import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../media-types';
import {
  addedItems,
  deletedIds,
  initPickerState,
  isUploading,
  itemPreviewUrl,
  pickedItem,
  pickerReducer,
  savedOrder,
} from '../picker-state';
import type { PickerState } from '../picker-state';

function media(id: number): MediaItem {
  return {
    id,
    album_id: 4,
    provider_id: 1,
    media_type: 'photo',
    mime_type: 'image/jpeg',
    filename: `foto-${id}.jpg`,
    seo_filename: '',
    description: '',
    original_filename: `foto-${id}.jpg`,
    external_id: null,
    path: `media/4/f${id}-hq.jpg`,
    url: `/cdn/media/4/f${id}-hq.jpg`,
    thumbnail: `media/4/f${id}-thumbnail.jpg`,
    thumbnail_url: `/cdn/media/4/f${id}-thumbnail.jpg`,
    sizes: { thumbnail: `/cdn/t${id}.jpg`, md: `/cdn/m${id}.jpg`, hq: `/cdn/h${id}.jpg` },
    width: 1920,
    height: 1280,
    size: 1000,
    aspect_ratio: 1.5,
    sort_order: id,
    featured: false,
    top: false,
    visibility: 'public',
    likes_count: 0,
    services: [],
    trashed_at: null,
    created_at: '2024-01-01T00:00:00.000Z',
  };
}

const picked = (key: string) =>
  pickedItem({ key, blob: new Blob(['x'], { type: 'image/jpeg' }), dataUrl: `blob:${key}`, filename: `${key}.jpg`, width: 800, height: 600 });

function run(state: PickerState, ...actions: Parameters<typeof pickerReducer>[1][]) {
  return actions.reduce(pickerReducer, state);
}

describe('photo picker state (SPEC §4 photo upload)', () => {
  it('starts from the saved media: nothing added, nothing deleted', () => {
    const state = initPickerState([media(1), media(2)]);
    expect(state.items.map((i) => i.status)).toEqual(['uploaded', 'uploaded']);
    expect(addedItems(state)).toEqual([]);
    expect(deletedIds(state)).toEqual([]);
  });

  it('a picked photo has a data_url and no path: it is an added item', () => {
    const state = run(initPickerState([media(1)]), { type: 'add', items: [picked('a')] });
    expect(state.items[1]).toMatchObject({ status: 'picked', data_url: 'blob:a', media: null, progress: 0 });
    expect(addedItems(state).map((i) => i.key)).toEqual(['a']);
  });

  it('goes picked → uploading (with progress) → uploaded', () => {
    let state = run(initPickerState(), { type: 'add', items: [picked('a')] }, { type: 'start', key: 'a' });
    expect(isUploading(state)).toBe(true);
    state = run(state, { type: 'progress', key: 'a', progress: 42.4 });
    expect(state.items[0]).toMatchObject({ status: 'uploading', progress: 42 });
    state = run(state, { type: 'uploaded', key: 'a', media: media(9) });
    expect(state.items[0]).toMatchObject({ status: 'uploaded', progress: 100, file: null });
    expect(addedItems(state)).toEqual([]);
    expect(savedOrder(state)).toEqual([9]);
    expect(isUploading(state)).toBe(false);
  });

  it('a failed upload keeps its error, stays added, and can start again', () => {
    let state = run(initPickerState(), { type: 'add', items: [picked('a')] }, { type: 'start', key: 'a' });
    state = run(state, { type: 'failed', key: 'a', error: 'Album no definido' });
    expect(state.items[0]).toMatchObject({ status: 'failed', error: 'Album no definido' });
    expect(addedItems(state)).toHaveLength(1);
    state = run(state, { type: 'start', key: 'a' });
    expect(state.items[0]).toMatchObject({ status: 'uploading', error: null });
    // Progress only applies while uploading.
    expect(run(state, { type: 'failed', key: 'a', error: 'x' }, { type: 'progress', key: 'a', progress: 50 }).items[0]?.progress).toBe(0);
  });

  it('tracks the deleted initial items until they are deleted on the server', () => {
    let state = run(initPickerState([media(1), media(2), media(3)]), { type: 'remove', key: 'media-2' });
    expect(deletedIds(state)).toEqual([2]);
    state = run(state, { type: 'deleted', ids: [2] });
    expect(deletedIds(state)).toEqual([]);
    expect(state.initialOrder).toEqual([1, 3]);
  });

  it('removing a picked photo leaves nothing to delete', () => {
    const state = run(initPickerState([media(1)]), { type: 'add', items: [picked('a')] }, { type: 'remove', key: 'a' });
    expect(addedItems(state)).toEqual([]);
    expect(deletedIds(state)).toEqual([]);
  });

  it('reorders items; the saved order follows', () => {
    const state = run(initPickerState([media(1), media(2), media(3)]), { type: 'move', from: 2, to: 0 });
    expect(savedOrder(state)).toEqual([3, 1, 2]);
    expect(run(state, { type: 'ordered', ids: [3, 1, 2] }).initialOrder).toEqual([3, 1, 2]);
  });

  it('shows the data_url while local and the thumbnail once saved', () => {
    const state = run(initPickerState([media(1)]), { type: 'add', items: [picked('a')] });
    expect(itemPreviewUrl(state.items[0]!)).toBe('/cdn/t1.jpg');
    expect(itemPreviewUrl(state.items[0]!, 'hq')).toBe('/cdn/h1.jpg');
    expect(itemPreviewUrl(state.items[1]!)).toBe('blob:a');
  });

  it('reset replaces everything', () => {
    const state = run(initPickerState([media(1)]), { type: 'add', items: [picked('a')] }, { type: 'reset', media: [media(5)] });
    expect(state.items.map((i) => i.key)).toEqual(['media-5']);
    expect(state.initialIds).toEqual([5]);
  });
});
