/**
 * The video insertion dialog's logic: recognise the link (domain parser), load its data from the
 * video metadata service, and save it in the album as SPEC §3 says (mime_type 'youtube', the link
 * as filename, title as seo_filename, description cut to 500, the id as external_id).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, parseYouTubeId, truncateVideoDescription } from '@eventos/domain';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { registerMedia } from '../api/albums-api';
import { invalidateAlbumCaches, mediaKeys } from '../api/media-keys';
import { getVideoMetadata } from '../api/video-metadata-api';
import type { MediaItem, VideoData } from '../media-types';
import { requireAlbumId } from '../photo-picker/photo-rules';

export const VIDEO_SAVED = MESSAGES['media.video.saved'];
export const VIDEO_SAVE_FAILED = MESSAGES['media.video.saveFailed'];

/** Body of POST albums/{albumId}/media for a video. */
export function videoMediaBody(albumId: number, url: string, video: VideoData) {
  return {
    album_id: albumId,
    mime_type: 'youtube',
    filename: url.trim(),
    seo_filename: video.title.slice(0, 200),
    description: truncateVideoDescription(video.description),
    external_id: video.id,
  };
}

export function useVideoInsert(albumId: unknown, url: string, onSaved?: (media: MediaItem) => void) {
  const { show, showError } = useSnackbar();
  const queryClient = useQueryClient();
  const debounced = useDebouncedValue(url.trim(), 350);
  const videoId = parseYouTubeId(debounced);
  const typedId = parseYouTubeId(url);
  const invalid = url.trim() !== '' && typedId === null;

  const metadata = useQuery({
    queryKey: mediaKeys.videoMetadata(videoId ?? ''),
    queryFn: ({ signal }) => getVideoMetadata(debounced, signal),
    enabled: videoId !== null && typedId === videoId,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const save = useMutation({
    mutationFn: async (video: VideoData) => {
      const id = requireAlbumId(albumId);
      return registerMedia(id, videoMediaBody(id, url, video));
    },
    onSuccess: async (media) => {
      show(VIDEO_SAVED);
      onSaved?.(media);
      await invalidateAlbumCaches(queryClient, media.album_id);
    },
    // 422 answers carry the reason ("Este video ya está en el álbum."); the rest the SPEC text.
    onError: (error) => showError(error, VIDEO_SAVE_FAILED),
  });

  const data = typedId !== null && typedId === videoId ? metadata.data : undefined;
  return {
    invalid,
    videoId: typedId,
    loading: typedId !== null && (typedId !== videoId || metadata.isFetching),
    error: typedId !== null && typedId === videoId ? metadata.error : null,
    data,
    save,
    canConfirm: Boolean(data) && !save.isPending,
  };
}
