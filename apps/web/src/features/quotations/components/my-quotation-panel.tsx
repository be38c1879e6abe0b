import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { QUOTATION_STATUS_LABELS, formatDateTime } from '@eventos/domain';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useUpdateQuotationStatus } from '../api/update-quotation-status';
import type { QuotationDetail } from '../types';
import { QuotationForm } from './form/quotation-form';
import { QuotationBreakdown } from './quotation-breakdown';
import { QuotationHistory } from './quotation-history';
import { QuotationStatusChip } from './quotation-status-chip';

export interface MyQuotationPanelProps {
  quotation: QuotationDetail;
  eventId: number;
  eventOpen: boolean;
  services: Array<{ service_type_id: number; type_name: string }>;
  guests: number | null;
}

const STATUS_NOTES: Partial<Record<QuotationDetail['status'], string>> = {
  delivered: 'El cliente todavía no la abrió.',
  opened: 'El cliente ya leyó tu cotización.',
  liked: 'El cliente la está evaluando.',
  accepted: '¡El cliente aceptó tu cotización! Ya puedes ver sus datos de contacto.',
  discarded: 'El cliente descartó esta cotización.',
  upgraded: 'Enviaste una versión actualizada; el cliente aún no la abrió.',
  archived: 'Esta cotización está archivada.',
};

/** The provider's own quotation on an event: status, amounts, versions, update and withdraw. */
export function MyQuotationPanel({ quotation, eventId, eventOpen, services, guests }: MyQuotationPanelProps) {
  const [editing, setEditing] = useState(false);
  const confirm = useConfirm();
  const { show, showError } = useSnackbar();
  const status = useUpdateQuotationStatus();
  const canRevise =
    eventOpen && quotation.next_statuses.includes('upgraded') && quotation.status !== 'archived';
  const canArchive = quotation.next_statuses.includes('archived');
  const restoreTo = quotation.status === 'archived' ? quotation.next_statuses[0] : undefined;

  const move = async (to: QuotationDetail['status']) => {
    if (to === 'archived') {
      const ok = await confirm({
        title: '¿Archivar tu cotización?',
        message: 'El cliente dejará de verla entre las cotizaciones activas. Podrás restaurarla luego.',
        confirmText: 'Archivar',
      });
      if (!ok) return;
    }
    try {
      await status.mutateAsync({ id: quotation.id, status: to });
      show(to === 'archived' ? 'Archivaste tu cotización.' : 'Restauramos tu cotización.');
    } catch (error) {
      showError(error);
    }
  };

  if (editing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Actualizar cotización
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          El cliente verá la nueva versión como «{QUOTATION_STATUS_LABELS.upgraded}» y también las anteriores.
        </Typography>
        <QuotationForm
          eventId={eventId}
          services={services}
          guests={guests}
          existing={quotation}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Tu cotización
        </Typography>
        <QuotationStatusChip status={quotation.status} size="medium" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Versión {quotation.version} · enviada el {formatDateTime(quotation.created_at)}
      </Typography>
      {STATUS_NOTES[quotation.status] ? (
        <Alert severity={quotation.status === 'accepted' ? 'success' : 'info'} sx={{ mb: 2 }}>
          {STATUS_NOTES[quotation.status]}
        </Alert>
      ) : null}
      <QuotationBreakdown terms={quotation} guests={guests} />
      <Box sx={{ mt: 2 }}>
        <QuotationHistory quotation={quotation} guests={guests} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
        {canRevise ? (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            Actualizar cotización
          </Button>
        ) : null}
        {canArchive ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<ArchiveOutlinedIcon />}
            disabled={status.isPending}
            onClick={() => void move('archived')}
          >
            Archivar
          </Button>
        ) : null}
        {restoreTo ? (
          <Button
            variant="outlined"
            startIcon={<UndoOutlinedIcon />}
            disabled={status.isPending}
            onClick={() => void move(restoreTo)}
          >
            Restaurar
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
