// Built-in development stand-in of the video metadata service: `npm start` with no internet and no
// YOUTUBE_API_KEY still lets a provider add a YouTube video (SPEC §7 "Other services"). It answers
// every well-formed id with a title, a description and the platform's thumbnail URLs, without any
// network call. On by default only in development without a key (VIDEO_METADATA_STANDIN).
import { st, youtubeWatchUrl, type VideoData } from '@eventos/domain';
import type { VideoMetadataClient } from './youtube-client';

export const STANDIN_DESCRIPTION = st('videos.standin.description');

export function createStandInVideoClient(): VideoMetadataClient {
  return {
    getVideo(id: string): Promise<VideoData> {
      const thumb = (name: string) => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${name}.jpg`;
      return Promise.resolve({
        id,
        url: youtubeWatchUrl(id),
        title: st('videos.standin.title', { id }),
        description: STANDIN_DESCRIPTION,
        preview: thumb('default'),
        previewhq: thumb('hqdefault'),
      });
    },
  };
}
