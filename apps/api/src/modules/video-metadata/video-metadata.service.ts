// One video metadata client per app, built from the configuration (YOUTUBE_API_KEY,
// YOUTUBE_API_BASE_URL, YOUTUBE_OEMBED_URL; VIDEO_METADATA_STANDIN → the offline stand-in). Used by GET /videos/metadata and by the albums module
// to verify a video before saving it.
import type { ModuleDeps } from '../../plugins/module-deps';
import { isYouTubeId, parseYouTubeId, type VideoData } from '@eventos/domain';
import { createStandInVideoClient } from './standin-client';
import { createYouTubeClient, type VideoMetadataClient } from './youtube-client';
import { isVideoMetadataError, videoErrorToHttp } from './video-metadata.errors';

type VideoDeps = Pick<ModuleDeps, 'config' | 'log'>;

/** One client per configuration object (the app's: `moduleDeps(app).config`). */
const clients = new WeakMap<VideoDeps['config'], VideoMetadataClient>();

export function videoMetadataClient(deps: VideoDeps): VideoMetadataClient {
  let client = clients.get(deps.config);
  if (!client && deps.config.VIDEO_METADATA_STANDIN) client = createStandInVideoClient();
  if (!client) {
    client = createYouTubeClient({
      apiKey: deps.config.YOUTUBE_API_KEY,
      apiBaseUrl: deps.config.YOUTUBE_API_BASE_URL,
      oembedUrl: deps.config.YOUTUBE_OEMBED_URL,
      onFallback: (error) =>
        deps.log.warn({ code: error.code, status: error.upstreamStatus }, 'YouTube Data API no disponible; se usa oEmbed'),
    });
    clients.set(deps.config, client);
  }
  return client;
}

/** The video id of a link (watch, embed, shorts, live, youtu.be, v/) or of a bare 11-character id. */
export function resolveVideoId(url?: string | null, id?: string | null): string | null {
  const fromUrl = parseYouTubeId(url);
  if (fromUrl) return fromUrl;
  const bare = (id ?? url ?? '').trim();
  return isYouTubeId(bare) ? bare : null;
}

/** Metadata of a video, with failures turned into API errors (422 unknown, 502/504 upstream). */
export async function fetchVideoData(deps: VideoDeps, id: string, field = 'url'): Promise<VideoData> {
  try {
    return await videoMetadataClient(deps).getVideo(id);
  } catch (error) {
    if (isVideoMetadataError(error)) {
      if (error.code !== 'not_found' && error.code !== 'not_embeddable') {
        deps.log.warn({ code: error.code, status: error.upstreamStatus, err: error.cause }, 'Error al consultar YouTube');
      }
      throw videoErrorToHttp(error, field);
    }
    throw error;
  }
}
