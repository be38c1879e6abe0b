import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { Link as RouterLink } from 'react-router';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { formatCurrency, reviewPath } from '@eventos/domain';
import type { QuotationStatus } from '@eventos/domain';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useUpdateQuotationStatus } from '../api/update-quotation-status';
import type { Quotation } from '../types';
import { useQuotationFeedback } from './action-feedback';
import { customerActionLabel } from '../utils/quotation-format';

/** Order of the buttons; 'opened' only appears as "Quitar de evaluación" / "Reconsiderar" / restore. */
const ORDER: QuotationStatus[] = [
  'accepted',
  'liked',
  'opened',
  'discarded',
  'archived',
  'delivered',
  'upgraded',
];

const ICONS: Partial<Record<QuotationStatus, ButtonProps['startIcon']>> = {
  accepted: <CheckCircleOutlineIcon />,
  liked: <HourglassTopOutlinedIcon />,
  discarded: <DoNotDisturbOnOutlinedIcon />,
  archived: <ArchiveOutlinedIcon />,
  opened: <UndoOutlinedIcon />,
};

const DONE: Partial<Record<QuotationStatus, string>> = {
  accepted: 'Aceptaste la cotización de {name}. Ya puede ver tus datos de contacto.',
  liked: 'La cotización de {name} está en evaluación.',
  discarded: 'Descartaste la cotización de {name}.',
  archived: 'Archivaste la cotización de {name}.',
};

export interface QuotationActionsProps {
  quotation: Pick<Quotation, 'id' | 'status' | 'next_statuses' | 'provider' | 'currency' | 'total'>;
  size?: ButtonProps['size'];
  /** Stack the buttons (narrow cards). */
  vertical?: boolean;
}

/**
 * The customer's moves for one quotation, only those the state machine allows (next_statuses):
 * Aceptar / En evaluación / Descartar / Archivar (+ undo moves). Accept and discard ask first.
 */
export function QuotationActions({ quotation, size = 'small', vertical = false }: QuotationActionsProps) {
  const confirm = useConfirm();
  const { show: showSnackbar, showError } = useSnackbar();
  const inline = useQuotationFeedback();
  const show = inline ?? showSnackbar;
  const mutation = useUpdateQuotationStatus();
  const name = quotation.provider.company_name;
  const moves = ORDER.filter(
    (to) =>
      quotation.next_statuses.includes(to) &&
      (to !== 'opened' || ['liked', 'discarded', 'archived'].includes(quotation.status)),
  );
  // From archived the only move is back to where it was.
  const allowed = quotation.status === 'archived' ? quotation.next_statuses : moves;

  const run = async (to: QuotationStatus) => {
    if (to === 'accepted') {
      const ok = await confirm({
        title: '¿Aceptar esta cotización?',
        message: `Aceptarás la cotización de ${name} por ${formatCurrency(quotation.total, quotation.currency)}. El proveedor podrá ver tus datos de contacto. Las demás cotizaciones no cambian: tú decides qué hacer con ellas.`,
        confirmText: 'Aceptar',
      });
      if (!ok) return;
    }
    if (to === 'discarded') {
      const ok = await confirm({
        title: '¿Descartar esta cotización?',
        message: `La cotización de ${name} quedará descartada. Podrás reconsiderarla más adelante.`,
        confirmText: 'Descartar',
        confirmColor: 'error',
      });
      if (!ok) return;
    }
    try {
      await mutation.mutateAsync({ id: quotation.id, status: to });
      show((DONE[to] ?? 'Actualizamos la cotización de {name}.').replace('{name}', name));
    } catch (error) {
      showError(error);
    }
  };

  const review =
    quotation.status === 'accepted' ? (
      <Button
        component={RouterLink}
        to={reviewPath(quotation.provider.slug, { quotation: quotation.id })}
        size={size}
        variant="outlined"
        color="primary"
        startIcon={<RateReviewOutlinedIcon />}
        fullWidth={vertical}
      >
        Calificar a {name}
      </Button>
    ) : null;
  if (allowed.length === 0) return review;
  return (
    <Box
      role="group"
      aria-label={`Acciones para la cotización de ${name}`}
      sx={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', flexWrap: 'wrap', gap: 1 }}
    >
      {allowed.map((to) => (
        <Button
          key={to}
          size={size}
          variant={to === 'accepted' ? 'contained' : 'outlined'}
          color={to === 'accepted' ? 'success' : to === 'discarded' ? 'error' : 'inherit'}
          startIcon={quotation.status === 'archived' ? <UndoOutlinedIcon /> : ICONS[to]}
          disabled={mutation.isPending}
          onClick={() => void run(to)}
          fullWidth={vertical}
        >
          {customerActionLabel(quotation.status, to)}
        </Button>
      ))}
      {review}
    </Box>
  );
}
