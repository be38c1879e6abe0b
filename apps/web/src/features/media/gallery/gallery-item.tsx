import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import { IconButton, ButtonBase } from '../../../components/ui/lean-buttons';
import type { GalleryMedia } from '../media-types';
import { isVideoItem, mediaTitle } from '../media-types';
import { HeartBurst } from '../likes/heart-burst';
import { LikeButton } from '../likes/like-button';
import { BADGES_SX, MediaBadges } from './media-badges';
import { MediaPicture } from './media-picture';
import { PLAIN_ICON_SX, plainIcon } from '../plain-icon';
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
const SAVE_SX = { ...roundButton, position: 'absolute', top: 8, right: 8 } as const;

// @mui/icons-material's PlayArrow and BookmarkAddOutlined, drawn by `plainIcon`.
const PLAY_ARROW = '<path d="M8 5v14l11-7z"></path>';
const BOOKMARK_ADD = '<path d="M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z"></path>';

/**
 * A tile's look: one constant style on its `<figure>` (computed once per process, docs/decisions/275)
 * with the rules its `Box`es and icons had, by class (issue 12, docs/decisions/360).
 */
const ITEM_SX = {
  m: 0,
  position: 'relative',
  borderRadius: '12px',
  overflow: 'hidden',
  bgcolor: 'background.paper',
  '&:hover .gallery-zoom, &:focus-within .gallery-zoom': { transform: 'scale(1.03)' },
  ...PLAIN_ICON_SX,
  '& .gallery-open': { display: 'block', width: '100%' },
  '& .gallery-zoom': { transition: 'transform 250ms ease', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
  '& .gallery-video': { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.18)' },
  '& .gallery-video > div': { width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.62)', color: '#fff' },
  '& .gallery-video svg': { fontSize: 40 },
  '& .gallery-badges': { position: 'absolute', top: 8, left: 8, right: 52, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } },
  '& .gallery-actions': { position: 'absolute', bottom: 8, left: 8, display: 'flex', gap: 0.5 },
  '& .gallery-like': { position: 'absolute', bottom: 8, right: 8 },
  '& .gallery-caption': visuallyHidden,
  ...BADGES_SX,
} as const;

/** One tile of the masonry gallery: the picture (or video thumbnail with a play mark), badges, like and save. */
export function GalleryItem({ item, label, onOpen, onSave, showLike = true, priority, actions }: GalleryItemProps) {
  const video = isVideoItem(item);
  const title = label ?? mediaTitle(item);
  const [burst, setBurst] = useState(0);
  return (
    <Box component="figure" data-media-id={item.id} sx={ITEM_SX}>
      <ButtonBase onClick={onOpen} aria-label={video ? `Reproducir video: ${title}` : `Ver foto: ${title}`} className="gallery-open">
        <div className="gallery-zoom">
          <MediaPicture item={item} alt={title} priority={priority} />
        </div>
        {video ? (
          <div className="gallery-video" aria-hidden="true">
            <div>{plainIcon(PLAY_ARROW)}</div>
          </div>
        ) : null}
      </ButtonBase>
      <div className="gallery-badges">
        <MediaBadges item={item} />
      </div>
      {onSave ? (
        <TooltipAfterMount title="Guardar en Mis álbumes">
          <IconButton aria-label="Guardar en Mis álbumes" onClick={onSave} size="small" sx={SAVE_SX}>
            {plainIcon(BOOKMARK_ADD, { small: true })}
          </IconButton>
        </TooltipAfterMount>
      ) : null}
      {actions ? <div className="gallery-actions">{actions}</div> : null}
      {showLike ? (
        <div className="gallery-like">
          <LikeButton
            targetType="media"
            targetId={item.id}
            count={item.likes_count}
            variant="overlay"
            size="small"
            burst={false}
            onLike={() => setBurst((n) => n + 1)}
          />
        </div>
      ) : null}
      {burst > 0 ? <HeartBurst key={burst} size={112} color="#fff" onDone={() => setBurst(0)} /> : null}
      {item.description && !video ? <figcaption className="gallery-caption">{item.description}</figcaption> : null}
    </Box>
  );
}
