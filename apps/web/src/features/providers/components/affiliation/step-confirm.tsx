import { useEffect, useRef, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { EMAIL_CODE_LENGTH } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { sendEmailCode } from '../../api/affiliation-api';
import type { CodeForm } from './code-form';
import { useCountdown } from './use-countdown';
import { FormTextField } from '../../../../components/forms/form-text-field';

export interface CodeState {
  /** The address the last code went to. */
  email: string;
  /** When another code may be asked for (epoch ms). */
  resendAt: number;
}

export interface StepConfirmProps {
  email: string;
  codeState: CodeState | null;
  onCodeSent: (state: CodeState) => void;
  codeForm: CodeForm;
}

/** Step 5: the 6-digit code mailed to the contact e-mail, with "Reenviar código" after a countdown. */
export function StepConfirm({
  email,
  codeState,
  onCodeSent,
  codeForm,
}: StepConfirmProps) {
  const { show, showError } = useSnackbar();
  const [sending, setSending] = useState(false);
  const seconds = useCountdown(codeState?.email === email ? codeState.resendAt : null);
  const autoSent = useRef(false);

  const send = async () => {
    setSending(true);
    try {
      const sent = await sendEmailCode(email);
      onCodeSent({ email, resendAt: Date.now() + sent.resend_after_seconds * 1000 });
      // The first code is announced by the box above; a resend gets a snackbar.
      if (codeState?.email === email) show(`Te enviamos un nuevo código a ${sent.email_address}`);
    } catch (error) {
      showError(error, 'No pudimos enviar el código. Intenta nuevamente.');
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    // The first time the step opens for this address, the code is sent right away.
    if (autoSent.current || codeState?.email === email) return;
    autoSent.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 520, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2, borderRadius: '12px', bgcolor: 'rgba(15, 118, 110, 0.07)' }}>
        <MarkEmailReadOutlinedIcon sx={{ color: 'secondary.main', mt: 0.25 }} aria-hidden="true" />
        <Typography role="status" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {codeState?.email === email ? 'Enviamos' : 'Enviaremos'} un código de {EMAIL_CODE_LENGTH} dígitos a{' '}
          <strong>{email}</strong>. Revisa también tu carpeta de correo no deseado.
        </Typography>
      </Box>
      <FormTextField
        control={codeForm.control}
        name="code"
        label="Código de verificación"
        required
        onChange={(event, field) => {
          codeForm.clearErrors('code');
          field.onChange(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH));
        }}
        onBlur={(field) => {
          field.onBlur();
          if (field.value) void codeForm.trigger('code');
        }}
        helperText={`Ingresa los ${EMAIL_CODE_LENGTH} dígitos del correo.`}
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: EMAIL_CODE_LENGTH,
            style: { fontSize: '1.6rem', letterSpacing: '0.5em', fontWeight: 700, textAlign: 'center' },
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          ¿No te llegó?
        </Typography>
        <Button variant="text" disabled={sending || seconds > 0} onClick={() => void send()}>
          {seconds > 0 ? `Reenviar código en ${seconds} s` : sending ? 'Enviando…' : 'Reenviar código'}
        </Button>
      </Box>
    </Box>
  );
}
