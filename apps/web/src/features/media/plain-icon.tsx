import type { ReactElement } from 'react';
import { SVG_ICON_ROOT } from '../../components/ui/plain-icon';

/**
 * MUI 9 `SvgIcon`'s own rules in this theme (medium size; `.MuiSvgIcon-fontSizeSmall` is 1.25rem), for a
 * plain `<svg>` drawn by `plainIcon`: put them once in a constant `sx` of an ancestor under
 * `& :where(.plain-icon)` — `:where()` keeps MUI's specificity (one class), so the rules of where an icon
 * sits (a chip's, a button's) win over them as they win over MUI's (issue 12, docs/decisions/360).
 */
export const SVG_ICON_RULES = SVG_ICON_ROOT.medium;

/** The `sx` rules of plain icons under an element: SvgIcon's, and the small size. */
export const PLAIN_ICON_SX = {
  '& :where(.plain-icon)': SVG_ICON_RULES,
  '& :where(.plain-icon-small)': { fontSize: SVG_ICON_ROOT.small.fontSize },
} as const;

/**
 * A plain icon: MUI `SvgIcon`'s element, classes and attributes (hidden from assistive technology, as
 * MUI's is without a title) around an @mui/icons-material drawing (`paths`: the markup MUI renders in
 * its `<svg>`, a constant of the caller). No `SvgIcon`, `styled` element and Emotion insertion per icon
 * and render: its look comes from `PLAIN_ICON_SX` on an ancestor, `className` adds the rules of where it sits.
 */
export function plainIcon(paths: string, { small = false, className }: { small?: boolean; className?: string } = {}): ReactElement {
  return (
    <svg
      className={`MuiSvgIcon-root ${small ? 'MuiSvgIcon-fontSizeSmall plain-icon plain-icon-small' : 'MuiSvgIcon-fontSizeMedium plain-icon'}${className ? ` ${className}` : ''}`}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
      dangerouslySetInnerHTML={{ __html: paths }}
    />
  );
}
