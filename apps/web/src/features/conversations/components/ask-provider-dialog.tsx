import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_MAX_LENGTH, OpenThreadSchema, ct, formatDate, threadPath } from '@eventos/domain';
import type { OpenThreadInput } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { api } from '../../../lib/api-client';
import type { ApiPage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { UserEvent } from '../../events';
import { useOpenThread } from '../api/conversations-api';

const eventLabel = (e: UserEvent) => `${e.event_type.type_name} · ${formatDate(e.date)}`;

/**
 * The dialog of «Enviar mensaje» (AskProviderButton): the customer picks one of its open events and
 * writes; without an open event it is told to request a quotation. Loaded when first opened
 * (docs/decisions/255): the form, its schema and the text fields are not part of the provider site.
 */
export function AskProviderDialog({ provider, open, onClose }: { provider: { id: number; company_name: string }; open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, watch, formState } = useForm<
    z.input<typeof OpenThreadSchema>,
    unknown,
    OpenThreadInput
  >({ resolver: zodResolver(OpenThreadSchema), defaultValues: { provider_id: provider.id, body: '' } });
  // One message under the text, whichever rule failed (the event is preselected).
  const error =
    formState.errors.body?.message ?? formState.errors.event_id?.message ?? formState.errors.provider_id?.message;
  const openThread = useOpenThread();
  const events = useQuery({
    queryKey: ['events', 'mine', 'open-for-messages'],
    queryFn: ({ signal }) =>
      api.get<ApiPage<UserEvent>>('/events/mine', { params: { page: 1, size: 50, status: 'visible' }, signal }),
    enabled: open && Boolean(user),
  });
  const list = (events.data?.data ?? []).filter((e) => e.status === 'visible');
  const selected = watch('event_id') ?? list[0]?.id;

  const send = handleSubmit((values) =>
    openThread.mutate(values, {
      onSuccess: ({ thread_id }) => navigate(threadPath(thread_id)),
      onError: (e) => snackbar.showError(e),
    }),
  );
  const submit = () => {
    if (selected !== undefined) setValue('event_id', selected);
    void send();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>Escribir a {provider.company_name}</DialogTitle>
        <DialogContent>
          {events.isPending ? (
            <Typography sx={{ color: 'text.secondary' }}>Cargando tus eventos…</Typography>
          ) : list.length === 0 ? (
            <Typography>{ct('conversations.ask.noEvents')}</Typography>
          ) : (
            <>
              <TextField
                select
                label={ct('conversations.ask.event')}
                value={selected ?? ''}
                onChange={(e) => setValue('event_id', Number(e.target.value))}
                fullWidth
                margin="dense"
              >
                {list.map((e) => (
                  <MenuItem key={e.id} value={e.id}>
                    {eventLabel(e)}
                  </MenuItem>
                ))}
              </TextField>
              <Controller
                control={control}
                name="body"
                render={({ field }) => (
                  <TextField
                    label="Mensaje"
                    value={field.value}
                    onChange={field.onChange}
                    multiline
                    minRows={3}
                    fullWidth
                    margin="dense"
                    autoFocus
                    error={Boolean(error)}
                    helperText={error}
                    slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
                  />
                )}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          {list.length ? (
            <Button variant="contained" onClick={submit} disabled={openThread.isPending}>
              {ct('conversations.composer.send')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => navigate(`/eventos/crear?provider=${provider.id}`)}>
              Solicitar cotización
            </Button>
          )}
        </DialogActions>
    </Dialog>
  );
}
