import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { GalleryMedia } from '../media-types';
import { isVideoItem, mediaTitle } from '../media-types';
import { HeartBurst } from '../likes/heart-burst';
import { LikeButton } from '../likes/like-button';
import { MediaBadges } from './media-badges';
import { MediaPicture } from './media-picture';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { TooltipAfterMount } from '../../../components/feedback/tooltip-after-mount';

export interface GalleryItemProps {
  item: GalleryMedia;
  /** Accessible name (default the item's title). */
  label?: string;
  /** Opens the slide-show (photos) or the player (videos). */
  onOpen: () => void;
  /** "Guardar en Mis álbumes". */
  onSave?: () => void;
  showLike?: boolean;
  priority?: boolean;
  /** Extra buttons (bottom left), e.g. "Quitar del álbum". */
  actions?: ReactNode;
}

const roundButton = { bgcolor: 'rgba(255,255,255,0.92)', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', '&:hover': { bgcolor: '#fff' } } as const;

/** One tile of the masonry gallery: the picture (or video thumbnail with a play mark), badges, like and save. */
export function GalleryItem({ item, label, onOpen, onSave, showLike = true, priority, actions }: GalleryItemProps) {
  const video = isVideoItem(item);
  const title = label ?? mediaTitle(item);
  const [burst, setBurst] = useState(0);
  return (
    <Box
      component="figure"
      data-media-id={item.id}
      sx={{
        m: 0,
        position: 'relative',
        borderRadius: '12px',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover .gallery-zoom, &:focus-within .gallery-zoom': { transform: 'scale(1.03)' },
      }}
    >
      <ButtonBase onClick={onOpen} aria-label={video ? `Reproducir video: ${title}` : `Ver foto: ${title}`} sx={{ display: 'block', width: '100%' }}>
        <Box className="gallery-zoom" sx={{ transition: 'transform 250ms ease', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}>
          <MediaPicture item={item} alt={title} priority={priority} />
        </Box>
        {video ? (
          <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.18)' }}>
            <Box sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.62)', color: '#fff' }}>
              <PlayArrowIcon sx={{ fontSize: 40 }} />
            </Box>
          </Box>
        ) : null}
      </ButtonBase>
      <Box sx={{ position: 'absolute', top: 8, left: 8, right: 52, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }}>
        <MediaBadges item={item} />
      </Box>
      {onSave ? (
        <TooltipAfterMount title="Guardar en Mis álbumes">
          <IconButton aria-label="Guardar en Mis álbumes" onClick={onSave} size="small" sx={{ ...roundButton, position: 'absolute', top: 8, right: 8 }}>
            <BookmarkAddOutlinedIcon fontSize="small" />
          </IconButton>
        </TooltipAfterMount>
      ) : null}
      {actions ? <Box sx={{ position: 'absolute', bottom: 8, left: 8, display: 'flex', gap: 0.5 }}>{actions}</Box> : null}
      {showLike ? (
        <Box sx={{ position: 'absolute', bottom: 8, right: 8 }}>
          <LikeButton
            targetType="media"
            targetId={item.id}
            count={item.likes_count}
            variant="overlay"
            size="small"
            burst={false}
            onLike={() => setBurst((n) => n + 1)}
          />
        </Box>
      ) : null}
      {burst > 0 ? <HeartBurst key={burst} size={112} color="#fff" onDone={() => setBurst(0)} /> : null}
      {item.description && !video ? <Box component="figcaption" sx={visuallyHidden}>{item.description}</Box> : null}
    </Box>
  );
}

