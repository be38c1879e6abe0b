import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { responseTimeLabel } from '@eventos/domain';

/** "Responde en menos de 2 horas" from the provider's median reply time; nothing when unknown or slow. */
export function ResponseTimeBadge({ minutes, ...props }: { minutes: number | null | undefined } & Omit<ChipProps, 'label'>) {
  const label = responseTimeLabel(minutes);
  if (!label) return null;
  return (
    <Chip
      size="small"
      icon={<BoltOutlinedIcon />}
      label={label}
      variant="outlined"
      color="success"
      data-testid="response-time-badge"
      {...props}
    />
  );
}
