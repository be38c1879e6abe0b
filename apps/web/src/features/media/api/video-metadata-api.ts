/** GET videos/metadata?url= (signed-in users): title, description and thumbnails of a YouTube video. */
import { TIMEOUTS_MS } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { VideoData } from '../media-types';

export async function getVideoMetadata(url: string, signal?: AbortSignal): Promise<VideoData> {
  // SPEC §7: the metadata call times out after 60 s.
  const timeout = AbortSignal.timeout(TIMEOUTS_MS.videoMetadata);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return (await api.get<ApiData<VideoData>>('/videos/metadata', { params: { url }, signal: combined })).data;
}
