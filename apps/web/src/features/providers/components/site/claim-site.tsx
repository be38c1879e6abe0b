import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMAIL_CODE_LENGTH, ValidateCodeSchema } from '@eventos/domain';
import type { ValidateCodeInput } from '@eventos/domain';
import { useLoginModal } from '../../../../components/auth/login-modal-context';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useFocusFirstError } from '../../../../lib/focus-first-error';
import { SESSION_QUERY_KEY, useSession } from '../../../../lib/session';
import { claimSite, sendClaimCode } from '../../api/claim-api';
import { providerKeys } from '../../api/provider-keys';
import { applyCodeServerError } from '../affiliation/code-form';
import { FormTextField } from '../../../../components/forms/form-text-field';

/**
 * A site its owner unlinked (docs/decisions/116-unlinked-sites.md): visitors see that the page is
 * not available; its owner can claim it back with the code mailed to the site's own e-mail.
 */
export function ClaimSite({ slug }: { slug: string }) {
  useDocumentTitle('Sitio no disponible');
  const { user, isProvider } = useSession();
  const loginModal = useLoginModal();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Checked when «Reclamar sitio» is pressed; typing clears the message.
  const { control, handleSubmit, setError, clearErrors } = useForm<ValidateCodeInput>({
    resolver: zodResolver(ValidateCodeSchema),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { ref: formRef, onInvalid } = useFocusFirstError();

  const send = async () => {
    setBusy(true);
    try {
      const sent = await sendClaimCode(slug);
      if (hint) show(`Te enviamos un nuevo código a ${sent.email_hint}`);
      setHint(sent.email_hint);
    } catch (error) {
      showError(error, 'No pudimos enviar el código. Intenta nuevamente.');
    } finally {
      setBusy(false);
    }
  };

  const claim = handleSubmit(async ({ code }) => {
    setBusy(true);
    try {
      const provider = await claimSite(slug, code);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: providerKeys.bySlug(provider.slug) });
      show('¡Listo! El sitio vuelve a estar publicado y es tuyo.');
      navigate(`/${provider.slug}`, { replace: true });
    } catch (error) {
      applyCodeServerError({ setError }, error);
      onInvalid();
    } finally {
      setBusy(false);
    }
  }, onInvalid);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1.5, textAlign: 'center' }}>
        Este sitio no está disponible
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textAlign: 'center' }}>
        Su dueño lo desvinculó de su cuenta. Busca otros proveedores para tu evento.
      </Typography>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Button component={RouterLink} to="/proveedores" variant="outlined">
          Buscar proveedores
        </Button>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="reclamar-titulo" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography id="reclamar-titulo" variant="h6" component="h2" sx={{ mb: 1 }}>
          ¿Es tu negocio?
        </Typography>
        {!user ? (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              Ingresa con tu cuenta y te enviaremos un código al correo de este sitio para recuperarlo.
            </Typography>
            <Button
              variant="contained"
              onClick={() => loginModal.open({ next: location.pathname, reason: 'Ingresa para reclamar este sitio.' })}
            >
              Ingresar para reclamarlo
            </Button>
          </>
        ) : isProvider ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Tu cuenta ya tiene un sitio. Para reclamar este, ingresa con otra cuenta.
          </Typography>
        ) : !hint ? (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              Te enviaremos un código de {EMAIL_CODE_LENGTH} dígitos al correo de contacto de este sitio. Con él, el sitio
              vuelve a publicarse y queda vinculado a tu cuenta.
            </Typography>
            <Button variant="contained" disabled={busy} onClick={() => void send()}>
              Enviar código
            </Button>
          </>
        ) : (
          <Box component="form" ref={formRef} noValidate onSubmit={(event) => void claim(event)} sx={{ display: 'grid', gap: 2 }}>
            <Typography role="status">
              Enviamos un código a <strong>{hint}</strong>. Revisa también tu carpeta de correo no deseado.
            </Typography>
            <FormTextField
              control={control}
              name="code"
              label="Código de verificación"
              required
              onChange={(event, field) => {
                clearErrors('code');
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH));
              }}
              helperText={`Ingresa los ${EMAIL_CODE_LENGTH} dígitos del correo.`}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: EMAIL_CODE_LENGTH } }}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button type="button" disabled={busy} onClick={() => void send()}>
                Reenviar código
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                Reclamar sitio
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
