import { useId, useState } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { formatDate } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useInviteProvider } from '../api/invite-provider';
import type { UserEvent } from '../types';
import { formatEventLocation } from '../utils/event-format';

/** True when the provider already has this event (addressed to it, or sent before). */
export function eventSentTo(
  event: Pick<UserEvent, 'addressed_provider' | 'invitations'>,
  providerId: number,
): boolean {
  return (
    event.addressed_provider?.id === providerId ||
    Boolean(event.invitations?.some((invitation) => invitation.provider_id === providerId))
  );
}

/** 'Jardín Los Olivos, Miraflores, Lima': the venue, then the district and province. */
export function eventPlaceLine(event: Pick<UserEvent, 'place' | 'district' | 'province'>): string {
  return formatEventLocation([event.place, event.district, event.province]);
}

export interface SendEventDialogProps {
  open: boolean;
  provider: { id: number; company_name: string };
  /** The customer's open events (visible, date not passed), newest first. */
  events: UserEvent[];
  onClose: () => void;
  /** «Crear un evento nuevo»: the create-event wizard addressed to the provider. */
  onCreateNew: () => void;
}

/**
 * «¿Para qué evento?»: "Solicitar cotización" on a Business provider's site when the customer
 * already has open events. «Enviar solicitud» sends the chosen one to the provider (POST
 * events/:id/invitations: it sees and quotes it like an event addressed to it); «Crear un evento
 * nuevo» goes to the wizard as before. Events the provider already has are shown, not selectable.
 */
export function SendEventDialog({ open, provider, events, onClose, onCreateNew }: SendEventDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const available = events.filter((event) => !eventSentTo(event, provider.id));
  const [selected, setSelected] = useState<number | null>(available.length === 1 ? available[0]!.id : null);
  const invite = useInviteProvider();
  const { show, showError } = useSnackbar();
  const busy = invite.isPending;

  const send = async () => {
    if (selected === null) return;
    try {
      await invite.mutateAsync({ eventId: selected, providerId: provider.id });
      show(`Solicitud enviada a ${provider.company_name}`);
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        ¿Para qué evento?
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Envía a <strong>{provider.company_name}</strong> uno de tus eventos publicados: lo verá y podrá
          cotizarlo sin que vuelvas a describirlo.
        </Typography>
        <RadioGroup
          aria-labelledby={titleId}
          name="evento"
          value={selected === null ? '' : String(selected)}
          onChange={(e) => setSelected(Number(e.target.value))}
        >
          {events.map((event) => {
            const sent = eventSentTo(event, provider.id);
            return (
              <FormControlLabel
                key={event.id}
                value={String(event.id)}
                disabled={sent || busy}
                control={<Radio sx={{ mt: -0.75 }} />}
                sx={{
                  alignItems: 'flex-start',
                  mx: 0,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '& .MuiFormControlLabel-label': { minWidth: 0, flex: 1 },
                }}
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {event.event_type.type_name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {formatDate(event.date)} · {eventPlaceLine(event)}
                    </Typography>
                    {sent ? (
                      <Typography variant="caption" sx={{ color: 'success.main', display: 'block' }}>
                        Ya enviado a {provider.company_name}
                      </Typography>
                    ) : null}
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        <Button
          startIcon={<AddCircleOutlineIcon />}
          onClick={onCreateNew}
          disabled={busy}
          sx={{ mt: 1.5, px: 1 }}
        >
          Crear un evento nuevo
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={selected === null || busy}>
          {busy ? 'Enviando…' : 'Enviar solicitud'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
