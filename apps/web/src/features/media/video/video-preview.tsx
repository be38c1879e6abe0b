import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { getErrorMessage, t } from '@eventos/domain';
import type { VideoData } from '../media-types';

export interface VideoPreviewProps {
  data: VideoData | undefined;
  loading: boolean;
  error: unknown;
}

/** Thumbnail, title and description of the video about to be added. */
export function VideoPreview({ data, loading, error }: VideoPreviewProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (error) {
    return <Alert severity="error">{getErrorMessage(error, t('media.video.upstream'))}</Alert>;
  }
  if (!data && !loading) return null;
  return (
    <Box
      aria-busy={loading}
      aria-label="Vista previa del video"
      role="group"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '240px minmax(0, 1fr)' }, alignItems: 'start' }}
    >
      {data && broken === data.id ? (
        <Box role="img" aria-label={`Miniatura de ${data.title}`} sx={{ aspectRatio: '16 / 9', borderRadius: 2, bgcolor: 'grey.200', display: 'grid', placeItems: 'center' }}>
          <YouTubeIcon sx={{ fontSize: 56, color: '#FF0000' }} />
        </Box>
      ) : data ? (
        <Box
          component="img"
          src={data.previewhq || data.preview}
          alt={`Miniatura de ${data.title}`}
          onError={() => setBroken(data.id)}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.200', display: 'block' }}
        />
      ) : (
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        {data ? (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {data.title}
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 6, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {data.description || 'Sin descripción'}
            </Typography>
          </>
        ) : (
          <>
            <Skeleton width="80%" height={28} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </>
        )}
      </Box>
    </Box>
  );
}
