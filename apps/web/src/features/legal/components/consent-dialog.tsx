import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AcceptConsentsSchema, type AcceptConsentsInput } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useSignOut } from '../../../lib/session';
import { useAcceptConsents } from '../api/account';

/**
 * The consent form (react-hook-form + zod): loaded only for a signed-in user whose consent is missing
 * or of an older policy, not for every visitor once the page is idle (consent-gate.tsx).
 */
export function ConsentDialog({ userId, version, again }: { userId: number; version: string; again: boolean }) {
  const { showError } = useSnackbar();
  const signOut = useSignOut();
  const mutation = useAcceptConsents(userId);
  const { register, handleSubmit, formState } = useForm<AcceptConsentsInput>({
    resolver: zodResolver(AcceptConsentsSchema),
    defaultValues: { accept_terms: false as unknown as true, marketing: false, version },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      showError(error, 'No se pudo guardar tu consentimiento. Intenta nuevamente.');
    }
  });
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Dialog open aria-labelledby="consentimiento-titulo" maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="consentimiento-titulo">
          {again ? 'Actualizamos nuestros términos y política de privacidad' : 'Antes de continuar'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            Para usar tu cuenta necesitamos tu consentimiento para tratar tus datos personales conforme a la Ley N.º 29733.
            Puedes descargar tus datos o eliminar tu cuenta cuando quieras desde Mi cuenta.
          </Typography>
          <FormControl error={Boolean(formState.errors.accept_terms)}>
            <FormControlLabel
              control={<Checkbox {...register('accept_terms')} />}
              label={
                <span>
                  He leído y acepto los{' '}
                  <Link href="/terminos-y-condiciones" {...newTab}>
                    Términos y condiciones
                  </Link>{' '}
                  y la{' '}
                  <Link href="/politica-de-privacidad" {...newTab}>
                    Política de privacidad
                  </Link>
                  .
                </span>
              }
            />
            {formState.errors.accept_terms ? <FormHelperText>{formState.errors.accept_terms.message}</FormHelperText> : null}
          </FormControl>
          <FormControlLabel
            control={<Checkbox {...register('marketing')} />}
            label="Quiero recibir novedades y promociones de Eventos Perú por correo (opcional)."
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => void signOut()}>
            Cerrar sesión
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Aceptar y continuar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
