// YouTube adapter of the video metadata service (SPEC §7 "Other services"): title, description and
// the default and high thumbnails of a video id.
//   with a key:  GET {apiBaseUrl}/videos?part=snippet&id={id}&key={key}   (YouTube Data API v3)
//   no key, or the key is refused (quota, invalid key, upstream 5xx):
//                GET {oembedUrl}?url=https://www.youtube.com/watch?v={id}&format=json
// Every call is bounded by AbortSignal.timeout (60 s by default, TIMEOUTS_MS.videoMetadata).
import { TIMEOUTS_MS, youtubeWatchUrl, type VideoData } from '@eventos/domain';
import { z } from 'zod';
import { VideoMetadataError, type VideoMetadataErrorCode } from './video-metadata.errors';

export interface VideoMetadataClient {
  /** Metadata of a well-formed 11-character id; throws VideoMetadataError. */
  getVideo(id: string): Promise<VideoData>;
}

export interface YouTubeClientOptions {
  apiKey?: string | undefined;
  apiBaseUrl: string;
  oembedUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told when the Data API fails and oEmbed is used instead. */
  onFallback?: (error: VideoMetadataError) => void;
}

const Thumb = z.object({ url: z.string() }).partial().optional();
const VideoListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().optional(),
        snippet: z
          .object({
            title: z.string().default(''),
            description: z.string().default(''),
            thumbnails: z.object({ default: Thumb, medium: Thumb, high: Thumb }).partial().default({}),
          })
          .optional(),
      }),
    )
    .default([]),
});
const ApiErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});
const OEmbedSchema = z.object({ title: z.string().default(''), thumbnail_url: z.string().optional() });

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']);
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'API_KEY_INVALID', 'API_KEY_EXPIRED']);

const thumb = (id: string, name: string) => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${name}.jpg`;

/** `base` + '/videos', keeping any path of the base (local test servers, proxies). */
function endpoint(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(path ? `${base.replace(/\/+$/, '')}/${path}` : base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Reason of a Data API error body → our code. */
export function classifyApiError(status: number, body: unknown): VideoMetadataErrorCode {
  const parsed = ApiErrorSchema.safeParse(body);
  const reasons = parsed.success
    ? [...(parsed.data.error.errors ?? []), ...(parsed.data.error.details ?? [])].map((e) => e.reason ?? '')
    : [];
  if (reasons.some((r) => QUOTA_REASONS.has(r))) return 'quota';
  if (reasons.some((r) => KEY_REASONS.has(r))) return 'key_invalid';
  if (status === 400 && /api key/i.test(parsed.success ? (parsed.data.error.message ?? '') : '')) return 'key_invalid';
  return 'upstream';
}

export function createYouTubeClient(options: YouTubeClientOptions): VideoMetadataClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUTS_MS.videoMetadata;

  async function request(url: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new VideoMetadataError('timeout', 'timeout', undefined, error);
      throw new VideoMetadataError('upstream', 'network error', undefined, error);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      const name = (error as Error)?.name;
      throw new VideoMetadataError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'upstream', 'body', res.status, error);
    }
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // oEmbed answers errors as plain text ("Not Found"); keep the text.
    }
    return { status: res.status, body };
  }

  async function fromDataApi(id: string, key: string): Promise<VideoData> {
    const { status, body } = await request(endpoint(options.apiBaseUrl, 'videos', { part: 'snippet', id, key }));
    if (status !== 200) throw new VideoMetadataError(classifyApiError(status, body), `data api ${status}`, status);
    const parsed = VideoListSchema.safeParse(body);
    if (!parsed.success) throw new VideoMetadataError('upstream', 'unexpected data api body', status);
    const item = parsed.data.items.find((i) => !i.id || i.id === id);
    if (!item?.snippet) throw new VideoMetadataError('not_found', 'no items', status);
    const { title, description, thumbnails } = item.snippet;
    return {
      id,
      url: youtubeWatchUrl(id),
      title,
      description,
      preview: thumbnails.default?.url ?? thumb(id, 'default'),
      previewhq: thumbnails.high?.url ?? thumbnails.medium?.url ?? thumb(id, 'hqdefault'),
    };
  }

  async function fromOEmbed(id: string): Promise<VideoData> {
    const { status, body } = await request(endpoint(options.oembedUrl, '', { url: youtubeWatchUrl(id), format: 'json' }));
    if (status === 404 || status === 400) throw new VideoMetadataError('not_found', `oembed ${status}`, status);
    if (status === 401 || status === 403) throw new VideoMetadataError('not_embeddable', `oembed ${status}`, status);
    if (status !== 200) throw new VideoMetadataError('upstream', `oembed ${status}`, status);
    const parsed = OEmbedSchema.safeParse(body);
    if (!parsed.success) throw new VideoMetadataError('upstream', 'unexpected oembed body', status);
    return {
      id,
      url: youtubeWatchUrl(id),
      title: parsed.data.title,
      // oEmbed has no description.
      description: '',
      preview: thumb(id, 'default'),
      previewhq: parsed.data.thumbnail_url ?? thumb(id, 'hqdefault'),
    };
  }

  return {
    async getVideo(id) {
      const key = options.apiKey?.trim();
      if (!key) return fromOEmbed(id);
      try {
        return await fromDataApi(id, key);
      } catch (error) {
        // Unknown ids and timeouts are final; a refused key or a failing API falls back to oEmbed.
        if (!(error instanceof VideoMetadataError) || error.code === 'not_found' || error.code === 'timeout') throw error;
        options.onFallback?.(error);
        return fromOEmbed(id);
      }
    },
  };
}
