import { Box } from '../ui/box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSources } from './image-sources';
import type { ImageSizeName, ResponsiveImageData } from './image-sources';

export interface ResponsiveImageProps {
  image: ResponsiveImageData | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown ('(max-width: 600px) 100vw, 380px'). */
  sizes: string;
  preferred?: ImageSizeName;
  /**
   * 'lcp': the page's largest image above the fold (eager, fetchpriority="high"); 'eager': above
   * the fold but not the largest; default 'lazy' (below the fold).
   */
  loading?: 'lazy' | 'eager' | 'lcp';
  /** Intrinsic size when the image data has none (keeps the layout from jumping). */
  width?: number | null;
  height?: number | null;
  sx?: SxProps<Theme>;
}

/**
 * The app's one responsive image (search cards, provider covers, similar providers, media tiles):
 * <picture> with WebP and JPEG srcsets and `sizes`, intrinsic width/height, lazy unless it is above
 * the fold; it fills its box (object-fit: cover). Nothing when there is no image.
 */
export function ResponsiveImage({ image, alt, sizes, preferred = 'md', loading = 'lazy', width, height, sx }: ResponsiveImageProps) {
  const sources = imageSources(image, preferred);
  if (!sources) return null;
  return (
    <picture style={{ display: 'block', width: '100%', height: '100%' }}>
      {sources.webpSrcSet ? <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} /> : null}
      <Box
        component="img"
        src={sources.src}
        srcSet={sources.srcSet || undefined}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'lcp' ? 'high' : undefined}
        decoding={loading === 'lcp' ? 'sync' : 'async'}
        width={width ?? image?.width ?? undefined}
        height={height ?? image?.height ?? undefined}
        sx={[{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </picture>
  );
}
