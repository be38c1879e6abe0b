import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { keptStyles, plainSxKey, registerStyles, useInsertedStyles } from '../../styling/kept-sx';
import { FONT_FAMILY, SHAPE_RADIUS } from '../../theme';

export type PlainAvatarVariant = 'circular' | 'rounded';

export interface PlainAvatarProps {
  src?: string;
  alt?: string;
  variant?: PlainAvatarVariant;
  /** Plain data only (kept per process by its JSON, like `Box`'s); an array's items in order. */
  sx?: object | readonly object[];
  children?: ReactNode;
}

/** MUI's AvatarRoot for this theme (`fontSize` is `pxToRem(20)` at the theme's 14 px). */
const ROOT_SX = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  fontFamily: FONT_FAMILY,
  fontSize: '1.25rem',
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
} as const;
/** Its variants, after it in MUI's order: rounded, then the default colour (no picture). */
const ROUNDED_SX = { borderRadius: `${SHAPE_RADIUS}px` } as const;
const COLOR_DEFAULT_SX = {
  color: 'background.default',
  '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
  bgcolor: 'grey.400',
} as const;

function rootSx(variant: PlainAvatarVariant, colorDefault: boolean, sx: object | readonly object[] | undefined): object[] {
  const parts: object[] = [ROOT_SX];
  if (variant === 'rounded') parts.push(ROUNDED_SX);
  if (colorDefault) parts.push(COLOR_DEFAULT_SX);
  if (Array.isArray(sx)) parts.push(...(sx as readonly object[]));
  else if (sx !== undefined) parts.push(sx);
  return parts;
}

/** MUI's AvatarImg. */
const IMG_SX = { width: '100%', height: '100%', textAlign: 'center', objectFit: 'cover', color: 'transparent', textIndent: 10000 } as const;

/** Whether `src` failed to load, read once mounted (MUI's `useLoaded`: an `Image` of its own). */
function useFailed(src: string | undefined): boolean {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return undefined;
    let active = true;
    const image = new Image();
    image.onerror = () => {
      if (active) setFailed(src);
    };
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return failed !== null && failed === src;
}

/**
 * MUI 9's `Avatar` as one component with plain elements (docs/decisions/399): the same elements and
 * classes (`MuiAvatar-root MuiAvatar-<variant>`, `MuiAvatar-colorDefault` without a picture, the
 * `<img class="MuiAvatar-img">`), the same rules (its root's and its picture's, then the `sx`), computed
 * once per process; MUI's renders five components (the avatar, two styled elements and their Emotion
 * insertions) and three slots per avatar. As MUI's, the picture is shown unless it fails to load (read
 * after hydration with an `Image` of its own), and then the children (initials) are.
 * For avatars that show, with children for when there is no picture: no `srcSet`, `slots`, `component`
 * or ref; an `sx` of plain data.
 */
export function PlainAvatar({ src, alt, variant = 'circular', sx, children }: PlainAvatarProps) {
  const theme = useTheme();
  const cache = useEmotionCache();
  const sxKey = plainSxKey(sx);
  if (sxKey === null) throw new Error('PlainAvatar: sx must be plain data');
  const failed = useFailed(src);
  const picture = Boolean(src) && !failed;
  const key = `\u0000avatar\u0000${variant}\u0000${picture ? 'img' : 'default'}\u0000${sxKey}`;
  const root = keptStyles(theme, key, rootSx(variant, !picture, sx));
  const img = keptStyles(theme, '\u0000avatar-img', IMG_SX);
  useInsertedStyles(cache, picture ? [root, img] : [root]);
  const rootClass = cache === null ? `css-${root.name}` : registerStyles(cache, root);
  const imgClass = cache === null ? `css-${img.name}` : registerStyles(cache, img);
  return (
    <div className={`MuiAvatar-root MuiAvatar-${variant}${picture ? '' : ' MuiAvatar-colorDefault'} ${rootClass}`}>
      {picture ? <img alt={alt} src={src} className={`MuiAvatar-img ${imgClass}`} /> : children}
    </div>
  );
}
