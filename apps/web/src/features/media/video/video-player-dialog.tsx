import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@eventos/domain';
import { resolveVideoSource, youtubeNoCookieEmbedUrl } from './video-source';

export interface VideoPlayerDialogProps {
  /** YouTube video id… */
  videoId?: string | null;
  /** …or a YouTube link or a direct .mp4 URL. */
  url?: string | null;
  title?: string;
  /** Defaults to "a playable source was given". */
  open?: boolean;
  onClose: () => void;
  /** Shown under the player (e.g. whose video it is, with a link to the site). */
  footer?: ReactNode;
}

/**
 * Video player dialog (SPEC §2, width 750): the YouTube embed (youtube-nocookie) by id or link, or
 * a direct mp4 with controls and no download. Closes on outside click and Escape.
 */
export function VideoPlayerDialog({ videoId, url, title = 'Video', open, onClose, footer }: VideoPlayerDialogProps) {
  const source = resolveVideoSource({ id: videoId, url });
  const isOpen = (open ?? true) && source !== null;
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      maxWidth={false}
      fullWidth
      aria-labelledby="video-player-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.videoPlayer, maxWidth: 'calc(100% - 32px)', m: 2, bgcolor: '#000', color: '#fff' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, py: 0.5 }}>
        <Typography id="video-player-title" variant="subtitle2" component="h2" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label="Cerrar" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000' }}>
        {source?.kind === 'youtube' ? (
          <Box
            component="iframe"
            src={youtubeNoCookieEmbedUrl(source.id)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : null}
        {source?.kind === 'mp4' ? (
          <Box
            component="video"
            src={source.url}
            controls
            autoPlay
            playsInline
            controlsList="nodownload"
            disablePictureInPicture
            onContextMenu={(event) => event.preventDefault()}
            aria-label={title}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        ) : null}
      </Box>
      {footer}
    </Dialog>
  );
}
