// The offline stand-in (VIDEO_METADATA_STANDIN): no network at all — the YouTube URLs point at a
// closed port, so any real call would fail — and a provider still reads the metadata and saves a video.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/helper';
import { registerMedia } from '../albums/testing';
import { albumOf, ownerWithProvider } from '../providers/testing';
import { STANDIN_DESCRIPTION } from './standin-client';

const VIDEO_ID = 'aqz-KE-bpKQ';
const DEAD = 'http://127.0.0.1:9';

describe('video metadata stand-in', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let albumId: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { VIDEO_METADATA_STANDIN: 'true', YOUTUBE_API_BASE_URL: DEAD, YOUTUBE_OEMBED_URL: DEAD },
    });
    const owner = await ownerWithProvider(t.app, { plan: 'business' });
    headers = owner.headers;
    albumId = (await albumOf(t.app, owner.provider.id, 'gallery')).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is on by default only in development without a YouTube key', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).VIDEO_METADATA_STANDIN).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', YOUTUBE_API_KEY: 'k' }).VIDEO_METADATA_STANDIN).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).VIDEO_METADATA_STANDIN).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', VIDEO_METADATA_STANDIN: 'false' }).VIDEO_METADATA_STANDIN).toBe(false);
  });

  it('answers the dialog lookup offline', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/videos/metadata?url=${encodeURIComponent(`https://youtu.be/${VIDEO_ID}`)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: VIDEO_ID,
      url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      title: `Video de YouTube ${VIDEO_ID}`,
      description: STANDIN_DESCRIPTION,
      preview: `https://i.ytimg.com/vi/${VIDEO_ID}/default.jpg`,
      previewhq: `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
    });
  });

  it('saves the video offline', async () => {
    const res = await registerMedia(t.app, headers, albumId, { mime_type: 'youtube', filename: `https://www.youtube.com/watch?v=${VIDEO_ID}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ media_type: 'video', external_id: VIDEO_ID, seo_filename: `Video de YouTube ${VIDEO_ID}` });
  });
});
