import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageSizes } from '../../types';
import { buildSrcSet, pickSize } from '../../utils/image-sources';

export interface ResponsiveImageProps {
  sizes: ImageSizes | null | undefined;
  /** URL used when there are no sizes. */
  src?: string | null;
  alt: string;
  /** The `sizes` attribute, e.g. '(min-width: 900px) 33vw, 100vw'. */
  sizesAttr?: string;
  width?: number | null;
  height?: number | null;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * <picture> with WebP and JPEG `srcset` from the CDN sizes; lazy by default, with intrinsic
 * width/height so the layout doesn't jump while it loads.
 */
export function ResponsiveImage({
  sizes,
  src,
  alt,
  sizesAttr = '100vw',
  width,
  height,
  priority = false,
  sx,
}: ResponsiveImageProps) {
  const webp = buildSrcSet(sizes, true);
  const jpeg = buildSrcSet(sizes);
  const fallback = pickSize(sizes, 'md', src);
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizesAttr} /> : null}
      <Box
        component="img"
        src={fallback}
        srcSet={jpeg}
        sizes={jpeg ? sizesAttr : undefined}
        alt={alt}
        width={width ?? undefined}
        height={height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        sx={[{ display: 'block', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Box>
  );
}
