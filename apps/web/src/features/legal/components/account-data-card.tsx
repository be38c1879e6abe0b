import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  formatDateTime,
  ACCOUNT_DELETE_WORD,
  ACCOUNT_DELETION_EFFECTS,
  DeleteAccountSchema,
  type DeleteAccountInput,
} from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useSession, useSignOut } from '../../../lib/session';
import { downloadMyData, useConsents, useDeleteAccount, useMarketingConsent } from '../api/account';

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { show, showError } = useSnackbar();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const mutation = useDeleteAccount();
  const { register, handleSubmit, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ confirm }) => {
    try {
      await mutation.mutateAsync(confirm);
      await signOut();
      show('Tu cuenta fue eliminada');
      navigate('/', { replace: true });
    } catch (error) {
      showError(error, 'No se pudo eliminar tu cuenta. Intenta nuevamente.');
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="eliminar-titulo" maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="eliminar-titulo">¿Eliminar tu cuenta?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2">Esto no se puede deshacer. Esto es lo que pasará:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {ACCOUNT_DELETION_EFFECTS.map((effect) => (
              <li key={effect.title}>
                <Typography variant="body2">
                  <strong>{effect.title}:</strong> {effect.text}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2">
            Escribe <strong>{ACCOUNT_DELETE_WORD}</strong> para confirmar.
          </Typography>
          <TextField
            label="Confirmación"
            autoComplete="off"
            {...register('confirm')}
            error={Boolean(formState.errors.confirm)}
            helperText={formState.errors.confirm?.message}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" color="error" variant="contained" loading={formState.isSubmitting}>
            Eliminar mi cuenta
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The optional consent for marketing e-mails: what the user chose last (with the time) and a button
 * to withdraw it (or give it); every change is stored with the policy version.
 */
function MarketingConsent({ userId }: { userId: number }) {
  const { show, showError } = useSnackbar();
  const consents = useConsents(userId);
  const mutation = useMarketingConsent(userId);
  const record = consents.data?.marketing ?? null;
  const granted = record?.granted ?? false;
  const onToggle = async () => {
    try {
      await mutation.mutateAsync({ granted: !granted });
      show(granted ? 'Ya no te enviaremos correos de novedades y promociones' : 'Te enviaremos correos de novedades y promociones');
    } catch (error) {
      showError(error, 'No se pudo guardar tu preferencia. Intenta nuevamente.');
    }
  };
  if (!consents.data) return null;
  return (
    <Box
      component="section"
      aria-labelledby="correos-promociones-titulo"
      sx={{ display: 'grid', gap: 1, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Typography id="correos-promociones-titulo" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Correos de novedades y promociones
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {granted
          ? `Aceptaste recibirlos${record ? ` el ${formatDateTime(record.created_at)}` : ''}. Puedes retirar tu consentimiento cuando quieras.`
          : `No recibes correos de novedades ni promociones${record ? ` (desde el ${formatDateTime(record.created_at)})` : ''}.`}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          color={granted ? 'inherit' : 'primary'}
          loading={mutation.isPending}
          onClick={() => void onToggle()}
        >
          {granted ? 'Retirar mi consentimiento' : 'Quiero recibir novedades y promociones'}
        </Button>
      </Box>
    </Box>
  );
}

/** '/micuenta': download all my data (JSON) and delete my account (Ley 29733, ARCO rights). */
export function AccountDataCard() {
  const { showError } = useSnackbar();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { user } = useSession();
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      showError(error, 'No se pudieron descargar tus datos. Intenta nuevamente.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="mis-datos-titulo">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="mis-datos-titulo" variant="h5" component="h2">
          Tus datos personales
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Descarga una copia de todo lo que guardamos sobre ti o elimina tu cuenta.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} loading={downloading} onClick={() => void onDownload()}>
            Descargar mis datos (JSON)
          </Button>
          <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setDeleting(true)}>
            Eliminar mi cuenta
          </Button>
        </Box>
        {user ? <MarketingConsent userId={user.id} /> : null}
      </CardContent>
      {deleting ? <DeleteDialog onClose={() => setDeleting(false)} /> : null}
    </Card>
  );
}
