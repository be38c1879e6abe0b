// Video metadata: the YouTube adapter against a local server that answers like the real API
// (success, unknown id, quota, invalid key, timeout, oEmbed fallback), and GET /videos/metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import {
  BROKEN_VIDEO_ID,
  HANGING_VIDEO_ID,
  KNOWN_VIDEO_ID,
  KNOWN_VIDEOS,
  PRIVATE_VIDEO_ID,
  UNKNOWN_VIDEO_ID,
  startFakeYouTube,
  type FakeYouTube,
} from './testing/fake-youtube-server';
import { VideoMetadataError } from './video-metadata.errors';
import { createYouTubeClient, type YouTubeClientOptions } from './youtube-client';

let yt: FakeYouTube;

beforeAll(async () => {
  yt = await startFakeYouTube();
});

afterAll(async () => {
  await yt?.close();
});

function client(overrides: Partial<YouTubeClientOptions> = {}) {
  return createYouTubeClient({
    apiBaseUrl: `${yt.baseUrl}/youtube/v3`,
    oembedUrl: `${yt.baseUrl}/oembed`,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<VideoMetadataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VideoMetadataError);
  return error as VideoMetadataError;
}

describe('YouTube Data API v3 adapter', () => {
  it('reads title, description, default and high thumbnails with part=snippet and the key', async () => {
    const fallbacks: string[] = [];
    const data = await client({ apiKey: 'good-key', onFallback: (e) => fallbacks.push(e.code) }).getVideo(KNOWN_VIDEO_ID);
    expect(data).toEqual({
      id: KNOWN_VIDEO_ID,
      url: `https://www.youtube.com/watch?v=${KNOWN_VIDEO_ID}`,
      title: 'Nuestra boda en Cusco',
      description: KNOWN_VIDEOS[KNOWN_VIDEO_ID]!.description,
      preview: `https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/default.jpg`,
      previewhq: `https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/hqdefault.jpg`,
    });
    expect(fallbacks).toEqual([]);
    const last = new URL(yt.requests.at(-1)!, 'http://x');
    expect(last.pathname).toBe('/youtube/v3/videos');
    expect(Object.fromEntries(last.searchParams)).toEqual({ part: 'snippet', id: KNOWN_VIDEO_ID, key: 'good-key' });
  });

  it('an unknown id (items: []) is not_found, without trying oEmbed', async () => {
    const before = yt.requests.length;
    const error = await failure(client({ apiKey: 'good-key' }).getVideo(UNKNOWN_VIDEO_ID));
    expect(error.code).toBe('not_found');
    expect(yt.requests.slice(before).every((r) => r.startsWith('/youtube/v3/videos'))).toBe(true);
  });

  it('403 quotaExceeded falls back to oEmbed (title and hq thumbnail, no description)', async () => {
    const fallbacks: string[] = [];
    const data = await client({ apiKey: 'quota-key', onFallback: (e) => fallbacks.push(e.code) }).getVideo(KNOWN_VIDEO_ID);
    expect(fallbacks).toEqual(['quota']);
    expect(data).toMatchObject({ id: KNOWN_VIDEO_ID, title: 'Nuestra boda en Cusco', description: '' });
    expect(yt.requests.at(-1)).toMatch(/^\/oembed\?url=https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&format=json$/);
  });

  it('400 keyInvalid falls back to oEmbed; an unknown id there is not_found', async () => {
    const fallbacks: string[] = [];
    const c = client({ apiKey: 'bad-key', onFallback: (e) => fallbacks.push(e.code) });
    expect((await c.getVideo(KNOWN_VIDEO_ID)).title).toBe('Nuestra boda en Cusco');
    expect((await failure(c.getVideo(UNKNOWN_VIDEO_ID))).code).toBe('not_found');
    expect(fallbacks).toEqual(['key_invalid', 'key_invalid']);
  });

  it('times out with AbortSignal.timeout and reports timeout (no fallback)', async () => {
    const started = Date.now();
    const error = await failure(client({ apiKey: 'good-key', timeoutMs: 300 }).getVideo(HANGING_VIDEO_ID));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('an unreachable server is an upstream error', async () => {
    const error = await failure(createYouTubeClient({ apiBaseUrl: 'http://127.0.0.1:1/v3', oembedUrl: 'http://127.0.0.1:1/oembed' }).getVideo(KNOWN_VIDEO_ID));
    expect(error.code).toBe('upstream');
  });
});

describe('oEmbed (no key)', () => {
  it('200 gives the title and thumbnails', async () => {
    const data = await client().getVideo(KNOWN_VIDEO_ID);
    expect(data).toEqual({
      id: KNOWN_VIDEO_ID,
      url: `https://www.youtube.com/watch?v=${KNOWN_VIDEO_ID}`,
      title: 'Nuestra boda en Cusco',
      description: '',
      preview: `https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/default.jpg`,
      previewhq: `https://i.ytimg.com/vi/${KNOWN_VIDEO_ID}/hqdefault.jpg`,
    });
  });

  it('404 is not_found and 401 (private) is not_embeddable', async () => {
    expect((await failure(client().getVideo(UNKNOWN_VIDEO_ID))).code).toBe('not_found');
    expect((await failure(client().getVideo(PRIVATE_VIDEO_ID))).code).toBe('not_embeddable');
  });
});

describe('GET /api/v1/videos/metadata', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: yt.env('good-key') });
    headers = (await createSignedInUser(t.app)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/videos/metadata?${query}`, headers: h });

  it('answers the video data for every link form', async () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${KNOWN_VIDEO_ID}&t=10s`,
      `https://youtu.be/${KNOWN_VIDEO_ID}?si=abc`,
      `youtube.com/shorts/${KNOWN_VIDEO_ID}`,
      `https://www.youtube.com/embed/${KNOWN_VIDEO_ID}`,
    ]) {
      const res = await get(`url=${encodeURIComponent(link)}`);
      expect(res.statusCode, link).toBe(200);
      expect(res.json().data).toMatchObject({ id: KNOWN_VIDEO_ID, title: 'Nuestra boda en Cusco' });
    }
    expect((await get(`id=${KNOWN_VIDEO_ID}`)).json().data.id).toBe(KNOWN_VIDEO_ID);
  });

  it('401 for visitors', async () => {
    const res = await get(`url=https://youtu.be/${KNOWN_VIDEO_ID}`, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Debes iniciar sesión para continuar.' });
  });

  it('400 for a link that is not YouTube', async () => {
    for (const query of ['url=https%3A%2F%2Fvimeo.com%2F12345', 'url=', '']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), error: 'Ingresa un enlace válido de YouTube', errors: { url: ['Ingresa un enlace válido de YouTube'] } });
    }
  });

  it('422 "No encontramos ese video. Revisa el enlace." for an unknown id', async () => {
    const res = await get(`url=https://youtu.be/${UNKNOWN_VIDEO_ID}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      requestId: expect.any(String),
      error: 'No encontramos ese video. Revisa el enlace.',
      errors: { url: ['No encontramos ese video. Revisa el enlace.'] },
    });
  });

  it('502 with a Spanish message when YouTube fails (API 503, then oEmbed 500), no details leaked', async () => {
    const res = await get(`id=${BROKEN_VIDEO_ID}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ requestId: expect.any(String), error: 'No pudimos consultar el video en YouTube. Intenta nuevamente.' });
  });
});
