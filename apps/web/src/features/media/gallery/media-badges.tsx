import type { MediaItem } from '../media-types';
import { plainIcon } from '../plain-icon';
import { SVG_ICON_ROOT } from '../../../components/ui/plain-icon';

// @mui/icons-material's Star and Whatshot, drawn by `plainIcon`.
const STAR = '<path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z"></path>';
const WHATSHOT =
  '<path d="M13.5.67s.74 2.65.74 4.8c0 2.06-1.35 3.73-3.41 3.73-2.07 0-3.63-1.67-3.63-3.73l.03-.36C5.21 7.51 4 10.62 4 14c0 4.42 3.58 8 8 8s8-3.58 8-8C20 8.61 17.41 3.8 13.5.67M11.71 19c-1.78 0-3.22-1.4-3.22-3.14 0-1.62 1.05-2.76 2.81-3.12 1.77-.36 3.6-1.21 4.62-2.58.39 1.29.59 2.65.59 4.04 0 2.65-2.15 4.8-4.8 4.8"></path>';

/** MUI's small filled default `Chip` with an icon: its classes, for a plain element. */
const CHIP = 'MuiChip-root MuiChip-filled MuiChip-sizeSmall MuiChip-colorDefault media-badge';

/**
 * The rules of the badges, MUI 9's small filled `Chip` with an icon in this theme as it ends (root,
 * `MuiChip-icon`, `MuiChip-label`, SvgIcon's own for the icon) with the badges' `sx`, for the gallery
 * tile's constant style (gallery-item.tsx; docs/decisions/360).
 */
export const BADGES_SX = {
  '& .media-badges': { display: 'flex', gap: 0.5, flexWrap: 'wrap' },
  '& .media-badge': {
    maxWidth: '100%',
    fontFamily: 'fontFamily',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1.5,
    color: 'text.primary',
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    transition: 'background-color 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    height: 24,
    fontWeight: 700,
    fontSize: 12,
    bgcolor: 'rgba(255,255,255,0.94)',
    boxShadow: '0 1px 3px rgba(0,0,0,0.2)',
  },
  '& .media-badge > svg': {
    ...SVG_ICON_ROOT.medium,
    fontSize: 18,
    ml: '4px',
    mr: '-4px',
  },
  '& .media-badge-featured > svg': { color: '#C98A00' },
  '& .media-badge-top > svg': { color: '#D84315' },
  '& .media-badge > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: '8px' },
} as const;

/** "Destacado" and "Top" marks of a provider's media: plain chips styled by `BADGES_SX`. */
export function MediaBadges({ item }: { item: Pick<MediaItem, 'featured' | 'top'> }) {
  if (!item.featured && !item.top) return null;
  return (
    <div className="media-badges">
      {item.featured ? (
        <div className={`${CHIP} media-badge-featured`}>
          {plainIcon(STAR, { className: 'MuiChip-icon' })}
          <span className="MuiChip-label">Destacado</span>
        </div>
      ) : null}
      {item.top ? (
        <div className={`${CHIP} media-badge-top`}>
          {plainIcon(WHATSHOT, { className: 'MuiChip-icon' })}
          <span className="MuiChip-label">Top</span>
        </div>
      ) : null}
    </div>
  );
}
