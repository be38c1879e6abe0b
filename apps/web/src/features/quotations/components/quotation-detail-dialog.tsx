import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime, getErrorMessage } from '@eventos/domain';
import { useQuotation } from '../api/get-quotation';
import { QuotationActions } from './quotation-actions';
import { QuotationBreakdown } from './quotation-breakdown';
import { QuotationHistory } from './quotation-history';
import { QuotationStatusChip } from './quotation-status-chip';

export interface QuotationDetailDialogProps {
  /** The quotation to show, or null (closed). Reading it marks it «Leída» for the customer. */
  quotationId: number | null;
  guests?: number | null;
  onClose: () => void;
}

/** A quotation in full: amounts, what it includes, message, attachment, versions and history. */
export function QuotationDetailDialog({ quotationId, guests, onClose }: QuotationDetailDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, isPending, isError, error } = useQuotation(quotationId);
  const name = data?.provider.company_name;
  return (
    <Dialog
      open={quotationId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quotation-dialog-title"
    >
      <DialogTitle id="quotation-dialog-title" sx={{ pr: 7 }}>
        {name ? `Cotización de ${name}` : 'Cotización'}
      </DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {isError ? (
          <Alert severity="error">{getErrorMessage(error)}</Alert>
        ) : isPending || !data ? (
          <Box role="status" aria-label="Cargando cotización">
            <Skeleton height={32} />
            <Skeleton height={160} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <QuotationStatusChip status={data.status} size="medium" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Versión {data.version} · enviada el {formatDateTime(data.created_at)}
                {data.version > 1 ? ` · actualizada el ${formatDateTime(data.updated_at)}` : ''}
              </Typography>
            </Box>
            {data.status === 'upgraded' || data.version > 1 ? (
              <Alert severity="info">
                El proveedor actualizó esta cotización. Abajo puedes ver las versiones anteriores.
              </Alert>
            ) : null}
            <QuotationBreakdown terms={data} guests={guests} />
            <QuotationHistory quotation={data} guests={guests} />
          </Box>
        )}
      </DialogContent>
      {data && data.next_statuses.length > 0 ? (
        <DialogActions sx={{ justifyContent: 'flex-start', px: 3, py: 1.5 }}>
          <QuotationActions quotation={data} />
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
