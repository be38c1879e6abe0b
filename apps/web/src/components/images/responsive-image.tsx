import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageUrls } from '../../features/search';
import { imageSources } from './image-sources';

export interface ResponsiveImageProps {
  image: ImageUrls | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  preferred?: 'thumbnail' | 'md' | 'hq';
  /** Below the fold by default: loading="lazy". */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** <picture> with WebP and JPEG srcsets, lazy by default; nothing when there is no image. */
export function ResponsiveImage({ image, alt, sizes, preferred = 'md', eager = false, sx }: ResponsiveImageProps) {
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
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={image?.width ?? undefined}
        height={image?.height ?? undefined}
        sx={[{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </picture>
  );
}
