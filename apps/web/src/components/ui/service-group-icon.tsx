import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import CategoryIcon from '@mui/icons-material/Category';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import VideocamIcon from '@mui/icons-material/Videocam';
import { SERVICE_GROUP_ICONS } from '@eventos/domain';

/** MUI icon components by the names used in SERVICE_GROUP_ICONS (static imports: tree-shaken). */
const ICONS_BY_NAME: Record<string, ComponentType<SvgIconProps>> = {
  Apartment: ApartmentIcon,
  Restaurant: RestaurantIcon,
  Videocam: VideocamIcon,
  Celebration: CelebrationIcon,
  Checkroom: CheckroomIcon,
  EventNote: EventNoteIcon,
  LocalFlorist: LocalFloristIcon,
  Architecture: ArchitectureIcon,
  HourglassEmpty: HourglassEmptyIcon,
};

/** The icon component of a service group (e.g. 'feeding' → Restaurant); a generic icon otherwise. */
export function getServiceGroupIcon(group: string): ComponentType<SvgIconProps> {
  const name = (SERVICE_GROUP_ICONS as Record<string, string | undefined>)[group];
  return (name && ICONS_BY_NAME[name]) || CategoryIcon;
}

export interface ServiceGroupIconProps extends SvgIconProps {
  group: string;
}

export function ServiceGroupIcon({ group, ...props }: ServiceGroupIconProps) {
  const Icon = getServiceGroupIcon(group);
  return <Icon aria-hidden="true" {...props} />;
}
