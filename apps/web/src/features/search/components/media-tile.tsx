import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import { IconButton, ButtonBase } from '../../../components/ui/lean-buttons';
import Tooltip from '@mui/material/Tooltip';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import { LikeButton } from '../../media';
import type { MediaItem } from '../types';
import { ResponsiveImage } from '../../../components/images/responsive-image';

/** The item's title, or "Foto" / "Video". */
export function mediaTileTitle(item: MediaItem): string {
  return item.seo_filename || (item.media_type === 'video' ? 'Video' : 'Foto');
}

/**
 * One photo or video of the inspiration gallery: a photo opens the slide-show, a video the
 * player (onOpen); "Me gusta" and "Guardar en Mis álbumes" (onSave) sit on top of it.
 */
export function MediaTile({
  item,
  onOpen,
  onSave,
}: {
  item: MediaItem;
  onOpen: (item: MediaItem) => void;
  onSave: (item: MediaItem) => void;
}) {
  const ratio = item.aspect_ratio && item.aspect_ratio > 0 ? item.aspect_ratio : 1.5;
  const title = mediaTileTitle(item);
  const action = item.media_type === 'video' ? 'Reproducir video' : 'Ver foto';
  return (
    <Box sx={{ position: 'relative' }}>
      <ButtonBase
        onClick={() => onOpen(item)}
        aria-label={`${action}: ${title} — ${item.provider.company_name}`}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          position: 'relative',
          borderRadius: '12px',
          overflow: 'hidden',
          color: '#fff',
          textDecoration: 'none',
          bgcolor: 'rgba(31, 26, 29, 0.08)',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '&:hover .media-caption, &:focus-visible .media-caption': { opacity: 1 },
        }}
      >
        <Box sx={{ aspectRatio: String(ratio) }}>
          <ResponsiveImage image={item} alt="" sizes="(max-width: 600px) 100vw, 300px" />
        </Box>
        {item.media_type === 'video' ? (
          <PlayCircleFilledIcon
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              fontSize: 56,
              opacity: 0.9,
            }}
          />
        ) : null}
        <Box
          className="media-caption"
          sx={{
            position: 'absolute',
            inset: 'auto 0 0 0',
            p: 1.5,
            background: 'linear-gradient(transparent, rgba(0,0,0,0.72))',
            opacity: { xs: 1, md: 0.92 },
            transition: 'opacity 160ms',
          }}
        >
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography
            variant="caption"
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, opacity: 0.9 }}
          >
            {item.provider.company_name}
          </Typography>
        </Box>
      </ButtonBase>
      <Tooltip title="Guardar en Mis álbumes">
        <IconButton
          aria-label="Guardar en Mis álbumes"
          onClick={() => onSave(item)}
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'rgba(255,255,255,0.92)',
            '&:hover': { bgcolor: '#fff' },
          }}
        >
          <BookmarkAddOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
        <LikeButton
          targetType="media"
          targetId={item.id}
          count={item.likes_count}
          variant="overlay"
          size="small"
        />
      </Box>
    </Box>
  );
}
