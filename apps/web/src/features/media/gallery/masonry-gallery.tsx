import { Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import { MASONRY } from '@eventos/domain';
import { useSession } from '../../../lib/session';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { Masonry } from '../../../components/ui/masonry';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { LazySaveToAlbumDialog, LazySlideshowDialog, LazyVideoPlayerDialog } from '../lazy-dialogs';
import { LikeButton } from '../likes/like-button';
import type { GalleryMedia } from '../media-types';
import { isVideoItem, mediaTitle } from '../media-types';
import type { Slide } from '../slideshow/slideshow-dialog';
import { GalleryItem } from './gallery-item';
import { aspectRatioOf, buildSrcSet, pickSize } from './image-sources';

export interface MasonryGalleryProps {
  items: readonly GalleryMedia[];
  /** Accessible name of the list. Default "Galería". */
  ariaLabel?: string;
  /** "Me gusta" on each item. Default true. */
  showLikes?: boolean;
  /** "Guardar en Mis álbumes" on each item. Default true. */
  allowSave?: boolean;
  /** Extra buttons per item (e.g. "Quitar del álbum"). */
  itemActions?: (item: GalleryMedia) => ReactNode;
  /** How many first items load eagerly. Default 2. */
  priorityCount?: number;
  emptyText?: string;
  columnWidth?: number;
  gap?: number;
  /** Names untitled items for screen readers: "{companyName}: foto 3". */
  companyName?: string;
}

/** The item's title, or "{companyName}: foto 3" (its place among the photos, or videos) when untitled. */
export function itemLabel(item: GalleryMedia, list: readonly GalleryMedia[], companyName?: string): string {
  if (item.seo_filename.trim() || item.description.trim() || !companyName) return mediaTitle(item);
  const video = isVideoItem(item);
  const same = list.filter((other) => isVideoItem(other) === video);
  return `${companyName}: ${video ? 'video' : 'foto'} ${same.indexOf(item) + 1}`;
}

function toSlide(item: GalleryMedia, list: readonly GalleryMedia[], companyName?: string): Slide {
  return {
    key: item.id,
    src: pickSize(item, 'hq') ?? '',
    srcSet: buildSrcSet(item.sizes),
    webpSrcSet: buildSrcSet(item.sizes, true),
    alt: itemLabel(item, list, companyName),
    caption: item.description || undefined,
  };
}

/**
 * Masonry gallery (SPEC §2: columns of 300 px, 12 px padding) of photos and videos: lazy srcset
 * images with blur-up placeholders, photos open the slide-show, videos the player; featured/top
 * badges, "Me gusta" and "Guardar en Mis álbumes" on each item.
 */
export function MasonryGallery({
  items,
  ariaLabel = 'Galería',
  showLikes = true,
  allowSave = true,
  itemActions,
  priorityCount = 2,
  emptyText,
  columnWidth = MASONRY.columnWidth,
  gap = MASONRY.padding,
  companyName,
}: MasonryGalleryProps) {
  const { isAuthenticated } = useSession();
  const login = useLoginModal();
  const location = useLocation();
  const photos = useMemo(() => items.filter((item) => !isVideoItem(item)), [items]);
  const slides = useMemo(() => photos.map((photo) => toSlide(photo, photos, companyName)), [photos, companyName]);
  const [slide, setSlide] = useState<number | null>(null);
  const [playing, setPlaying] = useState<GalleryMedia | null>(null);
  const [saving, setSaving] = useState<GalleryMedia | null>(null);
  // The dialogs' code loads on first use (docs/decisions/255).
  const slideshowUsed = useOpenedOnce(slide !== null);
  const playerUsed = useOpenedOnce(playing !== null);
  const saveUsed = useOpenedOnce(saving !== null);

  const open = (item: GalleryMedia) => {
    if (isVideoItem(item)) setPlaying(item);
    else setSlide(Math.max(0, photos.findIndex((p) => p.id === item.id)));
  };
  const save = (item: GalleryMedia) => {
    if (isAuthenticated) setSaving(item);
    else login.open({ next: `${location.pathname}${location.search}`, reason: 'Inicia sesión para guardar fotos y videos en tus álbumes.' });
  };

  if (items.length === 0) {
    return emptyText ? <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography> : null;
  }
  return (
    <>
      <Masonry
        items={items}
        getKey={(item) => item.id}
        getAspectRatio={aspectRatioOf}
        columnWidth={columnWidth}
        gap={gap}
        ariaLabel={ariaLabel}
        renderItem={(item, index) => (
          <GalleryItem
            item={item}
            label={itemLabel(item, items, companyName)}
            priority={index < priorityCount}
            showLike={showLikes}
            onOpen={() => open(item)}
            onSave={allowSave ? () => save(item) : undefined}
            actions={itemActions?.(item)}
          />
        )}
      />
      {slideshowUsed ? (
        <Suspense fallback={null}>
          <LazySlideshowDialog
            open={slide !== null}
            slides={slides}
            index={slide ?? 0}
            onIndexChange={setSlide}
            onClose={() => setSlide(null)}
            label={ariaLabel}
            actions={(current) => {
              const item = photos.find((p) => p.id === current.key);
              return item && showLikes ? <LikeButton targetType="media" targetId={item.id} count={item.likes_count} variant="overlay" size="small" /> : null;
            }}
          />
        </Suspense>
      ) : null}
      {playerUsed ? (
        <Suspense fallback={null}>
          <LazyVideoPlayerDialog
            open={playing !== null}
            videoId={playing?.external_id}
            url={playing?.url ?? playing?.filename}
            title={playing ? itemLabel(playing, items, companyName) : undefined}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      ) : null}
      {allowSave && saveUsed ? (
        <Suspense fallback={null}>
          <LazySaveToAlbumDialog media={saving} onClose={() => setSaving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
