import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { QUOTATION_STATUS_LABELS } from '@eventos/domain';
import type { QuotationStatus } from '@eventos/domain';

const COLORS: Record<QuotationStatus, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  delivered: { color: 'info', variant: 'filled' },
  opened: { color: 'default', variant: 'filled' },
  liked: { color: 'warning', variant: 'filled' },
  accepted: { color: 'success', variant: 'filled' },
  discarded: { color: 'error', variant: 'outlined' },
  upgraded: { color: 'secondary', variant: 'filled' },
  archived: { color: 'default', variant: 'outlined' },
};

/** Status of a quotation with its Spanish label (Enviada, Leída, En evaluación, Aceptada…). */
export function QuotationStatusChip({
  status,
  size = 'small',
}: {
  status: QuotationStatus;
  size?: ChipProps['size'];
}) {
  const { color, variant } = COLORS[status];
  return <Chip size={size} color={color} variant={variant} label={QUOTATION_STATUS_LABELS[status]} />;
}
