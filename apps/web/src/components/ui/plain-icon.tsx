import type { ReactNode } from 'react';
import clsx from 'clsx';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { keptStyles, plainSxKey, registerStyles, useInsertedStyles } from '../../styling/kept-sx';

/**
 * A Material icon as a plain `<svg>` (docs/decisions/365): the element, classes and rule MUI's `SvgIcon`
 * writes for an icon of `@mui/icons-material` with this theme — `MuiSvgIcon-root MuiSvgIcon-fontSize…`,
 * `focusable="false"`, `aria-hidden="true"`, `viewBox="0 0 24 24"`, one `<path>`, and the class of its
 * root style followed by the `sx` (the same CSS text, so the same `css-<hash>`) — from one component
 * with its style kept per process, instead of MUI's five (the icon's memo, SvgIcon, its styled root,
 * Emotion's insertion, the fragment). plain-icon.test.tsx renders both. For icons that only show: no
 * `titleAccess`, `htmlColor`, `color` or `component`; one path (the `d` copied from the icon's module) or the
 * icon's elements.
 */
export type PlainIconSize = 'small' | 'medium' | 'large' | 'inherit';

const TRANSITION = 'fill 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms';
/**
 * MUI 9 SvgIcon's root styles for a `fontSize` (no colour, not inherited from a child svg); also the
 * rules of the provider site's plain icons (features/media/plain-icon.tsx, docs/decisions/360).
 */
export const SVG_ICON_ROOT = {
  inherit: { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: TRANSITION, fill: 'currentColor', fontSize: 'inherit' },
  small: { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: TRANSITION, fill: 'currentColor', fontSize: '1.25rem' },
  medium: { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: TRANSITION, fill: 'currentColor', fontSize: '1.5rem' },
  large: { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, transition: TRANSITION, fill: 'currentColor', fontSize: '2.1875rem' },
} as const satisfies Record<PlainIconSize, object>;
const SIZE_CLASS: Record<PlainIconSize, string> = {
  inherit: 'MuiSvgIcon-fontSizeInherit',
  small: 'MuiSvgIcon-fontSizeSmall',
  medium: 'MuiSvgIcon-fontSizeMedium',
  large: 'MuiSvgIcon-fontSizeLarge',
};

export interface PlainIconProps {
  /** The path's `d`, as in the icon's module of `@mui/icons-material` (icon-paths.ts)… */
  d?: string;
  /** …or the icon's elements, for an icon drawn by several (Category: two paths and a circle). */
  children?: ReactNode;
  fontSize?: PlainIconSize;
  className?: string;
  /** Plain data only (kept per process by its JSON, like `Box`). */
  sx?: object;
}

export function PlainIcon({ d, children, fontSize = 'medium', className, sx }: PlainIconProps) {
  const theme = useTheme();
  const cache = useEmotionCache();
  const sxKey = plainSxKey(sx);
  if (sxKey === null) throw new Error('PlainIcon: sx must be plain data');
  // MUI's styled SvgIcon serialises its root style and then the sx: an sx array of both writes the same CSS.
  const key = sx === undefined ? fontSize : `${fontSize}\u0000${sxKey}`;
  const styles = keptStyles(theme, `\u0000icon\u0000${key}`, sx === undefined ? SVG_ICON_ROOT[fontSize] : [SVG_ICON_ROOT[fontSize], sx]);
  useInsertedStyles(cache, styles);
  const css = cache === null ? `css-${styles.name}` : registerStyles(cache, styles);
  return (
    <svg className={`${clsx('MuiSvgIcon-root', SIZE_CLASS[fontSize], className)} ${css}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {d !== undefined ? <path d={d} /> : children}
    </svg>
  );
}
