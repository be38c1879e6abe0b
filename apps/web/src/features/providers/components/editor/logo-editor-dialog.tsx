import { useState } from 'react';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { pickSize } from '../../utils/image-sources';
import { initials } from '../../utils/provider-format';
import { ImageUploadField } from '../fields/image-upload-field';

export interface LogoEditorDialogProps {
  provider: Provider;
  open: boolean;
  onClose: () => void;
}

/**
 * Uploads a new logo through the photo picker (one photo, CDN 'logotipos', no album) and saves it
 * at once (PUT providers/{id}/logo), or removes it.
 */
export function LogoEditorDialog({ provider, open, onClose }: LogoEditorDialogProps) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateProvider(provider, 'logo');
  const [busy, setBusy] = useState(false);
  const current = provider.logo ? pickSize(provider.logo.sizes, 'md', provider.logo.url) : null;

  const save = async (logoId: number | null) => {
    try {
      await mutation.mutateAsync({ logo_id: logoId });
      show(logoId ? 'Logo actualizado' : 'Logo eliminado');
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="editar-logo-titulo">
      <DialogTitle id="editar-logo-titulo">Logo</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ImageUploadField
            folder="logotipos"
            currentUrl={current}
            label="Subir nuevo logo"
            placeholder={initials(provider.company_name)}
            onBusyChange={setBusy}
            onUploaded={(image) => void save(image.id)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        {provider.logo ? (
          <Button color="error" onClick={() => void save(null)} disabled={busy || mutation.isPending} sx={{ mr: 'auto' }}>
            Quitar logo
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
