import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { USER_EVENT_STATUS_LABELS } from '@eventos/domain';
import type { UserEventStatus } from '@eventos/domain';

const STYLES: Record<UserEventStatus, { color: ChipProps['color']; icon: ChipProps['icon'] }> = {
  visible: { color: 'success', icon: <VisibilityOutlinedIcon /> },
  hidden: { color: 'default', icon: <VisibilityOffOutlinedIcon /> },
  expired: { color: 'warning', icon: <EventBusyOutlinedIcon /> },
};

/** Visible / No visible / Expirado. */
export function EventStatusChip({
  status,
  size = 'small',
}: {
  status: UserEventStatus;
  size?: ChipProps['size'];
}) {
  const { color, icon } = STYLES[status];
  return (
    <Chip size={size} color={color} icon={icon} variant="outlined" label={USER_EVENT_STATUS_LABELS[status]} />
  );
}
