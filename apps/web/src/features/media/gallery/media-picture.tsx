import { useEffect, useRef, useState } from 'react';
import { Box } from '../../../components/ui/box';
import type { GalleryMedia } from '../media-types';
import { MASONRY_SIZES, aspectRatioOf, buildSrcSet, pickSize } from './image-sources';

export interface MediaPictureProps {
  item: GalleryMedia;
  alt: string;
  /** The `sizes` attribute. Default: a masonry column. */
  sizes?: string;
  /** Above the fold: load eagerly. */
  priority?: boolean;
  /** Fixed ratio (e.g. 1 for square tiles); default the item's own. */
  ratio?: number;
}

/**
 * One constant style (computed once per process, docs/decisions/275) with the rules the picture's four
 * `Box`es had; the item's aspect ratio is the root's inline style (issue 12, docs/decisions/360).
 */
const PICTURE_SX = {
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  bgcolor: 'rgba(176, 23, 75, 0.08)',
  '& .picture-blur': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(14px)', transform: 'scale(1.08)' },
  '& > picture': { display: 'contents' },
  '& .picture-main': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    opacity: 0,
    transition: 'opacity 300ms ease',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .picture-loaded': { opacity: 1 },
} as const;

/**
 * A lazy <picture> (WebP + JPEG srcset from the CDN sizes) over a blur-up placeholder: the small
 * thumbnail, blurred, fades out when the right size has loaded. The box keeps the item's aspect
 * ratio, so nothing jumps while images arrive.
 */
export function MediaPicture({ item, alt, sizes = MASONRY_SIZES, priority = false, ratio }: MediaPictureProps) {
  const [loaded, setLoaded] = useState(false);
  const mainRef = useRef<HTMLImageElement>(null);
  // A server-rendered photo can finish loading before hydration: its load event fired before React
  // listened, so it would stay transparent under the placeholder. Read what the browser already has.
  useEffect(() => {
    const img = mainRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const webp = buildSrcSet(item.sizes, true);
  const jpeg = buildSrcSet(item.sizes);
  const src = pickSize(item, 'md');
  const placeholder = pickSize(item, 'thumbnail');
  return (
    <Box sx={PICTURE_SX} style={{ aspectRatio: String(ratio ?? aspectRatioOf(item)) }}>
      {placeholder && !loaded ? (
        <img className="picture-blur" src={placeholder} alt="" aria-hidden="true" loading={priority ? 'eager' : 'lazy'} decoding="async" />
      ) : null}
      <picture>
        {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
        <img
          ref={mainRef}
          className={loaded ? 'picture-main picture-loaded' : 'picture-main'}
          src={src ?? undefined}
          srcSet={jpeg}
          sizes={jpeg ? sizes : undefined}
          alt={alt}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </Box>
  );
}
