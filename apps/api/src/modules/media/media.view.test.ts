// toMediaOut: a YouTube video shows YouTube's picture, unless it has a stored thumbnail (the demo
// videos, drawn at seed time without internet).
import { describe, expect, it } from 'vitest';
import type { MediaRow } from './media.view';
import { toMediaOut } from './media.view';
import type { Storage } from '../../storage/storage';

const storage = { url: (key: string) => `/cdn/${key}` } as unknown as Storage;

function videoRow(sizes: MediaRow['sizes']): MediaRow {
  const now = new Date('2026-11-20T15:00:00Z');
  return {
    id: 1,
    album_id: 1,
    provider_id: 1,
    media_type: 'video',
    mime_type: 'youtube',
    filename: 'https://www.youtube.com/watch?v=EPdemoBoda1',
    original_filename: null,
    seo_filename: 'Resumen de boda',
    description: '',
    external_id: 'EPdemoBoda1',
    path: sizes ? sizes.hq : null,
    thumbnail: sizes ? sizes.thumbnail : null,
    sizes,
    width: sizes ? 1280 : null,
    height: sizes ? 720 : null,
    size: null,
    aspect_ratio: 1.7778,
    sort_order: 1,
    featured: false,
    top: false,
    visibility: 'public',
    likes_count: 0,
    trashed_at: null,
    created_at: now,
  } as MediaRow;
}

describe('toMediaOut for videos', () => {
  it('uses YouTube’s thumbnails for a linked video', () => {
    const out = toMediaOut(storage, videoRow(null));
    expect(out.sizes?.md).toBe('https://i.ytimg.com/vi/EPdemoBoda1/hqdefault.jpg');
    expect(out.url).toBe('https://www.youtube.com/watch?v=EPdemoBoda1');
  });

  it('uses the stored thumbnail when the video has one, still playing the YouTube id', () => {
    const sizes = {
      thumbnail: 'media/1/v-thumbnail.jpg',
      md: 'media/1/v-md.jpg',
      hq: 'media/1/v-hq.jpg',
      webp: { thumbnail: 'media/1/v-thumbnail.webp', md: 'media/1/v-md.webp', hq: 'media/1/v-hq.webp' },
    };
    const out = toMediaOut(storage, videoRow(sizes as MediaRow['sizes']));
    expect(out.media_type).toBe('video');
    expect(out.sizes?.md).toBe('/cdn/media/1/v-md.jpg');
    expect(out.sizes?.webp?.md).toBe('/cdn/media/1/v-md.webp');
    expect(out.external_id).toBe('EPdemoBoda1');
    expect(out.url).toBe('https://www.youtube.com/watch?v=EPdemoBoda1');
  });
});
