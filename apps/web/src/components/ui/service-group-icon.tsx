import type { ReactNode } from 'react';
import { SERVICE_GROUP_ICONS } from '@eventos/domain';
import { ICON_PATHS } from './icon-paths';
import { PlainIcon } from './plain-icon';
import type { PlainIconSize } from './plain-icon';

/** Category's three shapes (its module draws two paths and a circle). */
const CATEGORY = [<path key="0" d="m12 2-5.5 9h11z" />, <circle key="1" cx="17.5" cy="17.5" r="4.5" />, <path key="2" d="M3 13.5h8v8H3z" />];

/** The icons by the names used in SERVICE_GROUP_ICONS: the paths of @mui/icons-material's icons of those names. */
const PATHS_BY_NAME: Record<string, string> = {
  Apartment: ICON_PATHS.apartment,
  Restaurant: ICON_PATHS.restaurant,
  Videocam: ICON_PATHS.videocam,
  Celebration: ICON_PATHS.celebration,
  Checkroom: ICON_PATHS.checkroom,
  EventNote: ICON_PATHS.eventNote,
  LocalFlorist: ICON_PATHS.localFlorist,
  Architecture: ICON_PATHS.architecture,
  HourglassEmpty: ICON_PATHS.hourglassEmpty,
};

/** The path of a service group's icon (e.g. 'feeding' → Restaurant's); null for the generic icon (Category). */
export function serviceGroupIconPath(group: string): string | null {
  const name = (SERVICE_GROUP_ICONS as Record<string, string | undefined>)[group];
  return (name && PATHS_BY_NAME[name]) || null;
}

export interface ServiceGroupIconProps {
  group: string;
  fontSize?: PlainIconSize;
  className?: string;
  sx?: object;
}

/**
 * A service group's icon: what @mui/icons-material's icon of that name renders (aria-hidden), as one
 * plain svg (PlainIcon, docs/decisions/365); a Chip's `icon` (it passes its class).
 */
export function ServiceGroupIcon({ group, ...props }: ServiceGroupIconProps) {
  const d = serviceGroupIconPath(group);
  return d === null ? <PlainIcon {...props}>{CATEGORY satisfies ReactNode[]}</PlainIcon> : <PlainIcon d={d} {...props} />;
}
