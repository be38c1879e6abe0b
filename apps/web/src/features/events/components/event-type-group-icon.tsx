import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';

const ICONS = {
  social: CelebrationOutlinedIcon,
  corporate: BusinessCenterOutlinedIcon,
  marketing: CampaignOutlinedIcon,
  political: HowToVoteOutlinedIcon,
} as const;

/** Icon of an event-type group (social, corporate, marketing, political). */
export function EventTypeGroupIcon({ group, ...props }: { group: string } & SvgIconProps) {
  const Icon = ICONS[group as keyof typeof ICONS] ?? CelebrationOutlinedIcon;
  return <Icon aria-hidden="true" {...props} />;
}
