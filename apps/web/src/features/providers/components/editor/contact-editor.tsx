import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { ContactSchema } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useFocusFirstError } from '../../../../lib/focus-first-error';
import { validateEmailCode } from '../../api/affiliation-api';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { applyServerErrors } from '../../../../lib/form-errors';
import { isBusiness } from '../../utils/provider-format';
import { ContactFields } from '../affiliation/contact-fields';
import { applyCodeServerError, useCodeForm } from '../affiliation/code-form';
import { StepConfirm } from '../affiliation/step-confirm';
import type { CodeState } from '../affiliation/step-confirm';
import { EditorActions } from './editor-actions';

const ContactFormSchema = ContactSchema.extend({
  department_id: z.string().optional(),
  province_id: z.string().optional(),
});
type ContactFormInput = z.input<typeof ContactFormSchema>;
type ContactFormOutput = z.output<typeof ContactFormSchema>;

const CONTACT_FIELDS = Object.keys(ContactSchema.shape);
const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const normalEmail = (email: unknown) => String(email ?? '').trim().toLowerCase();

/**
 * In-place editor of the contact data and district (PUT providers/{id}/contact). A new e-mail is
 * confirmed first with the 6-digit code mailed to it, as in the affiliation (issue 11): «Guardar»
 * sends the code, and «Confirmar y guardar» validates it and saves with its `preregister_id`.
 */
export function ContactEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateProvider(provider, 'contact');
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: {
      contact_firstname: provider.contact_firstname ?? '',
      contact_lastname: provider.contact_lastname ?? '',
      email: provider.email ?? '',
      cellphone: provider.cellphone ?? '',
      address_line1: provider.address_line1 ?? '',
      address_line2: provider.address_line2 ?? '',
      department_id: str(provider.department_id),
      province_id: str(provider.province_id),
      location_id: str(provider.location_id),
      website: provider.website ?? '',
    },
  });
  const [codeState, setCodeState] = useState<CodeState | null>(null);
  const codeForm = useCodeForm();
  const [verifying, setVerifying] = useState(false);
  const email = normalEmail(useWatch({ control: form.control, name: 'email' }));
  const emailChanged = email !== '' && email !== normalEmail(provider.email);
  const { ref: formRef, onInvalid } = useFocusFirstError();

  const save = async (values: Parameters<typeof mutation.mutateAsync>[0]) => {
    try {
      await mutation.mutateAsync(values);
      show('Datos de contacto guardados');
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, CONTACT_FIELDS);
      onInvalid();
      showError(error);
    }
  };

  // The link to the own website is a Business option: a basic provider's stays stored, untouched.
  const business = isBusiness(provider);
  const onSubmit = form.handleSubmit(async ({ department_id: _d, province_id: _p, website, ...rest }) => {
    const values = business ? { ...rest, website } : rest;
    if (!emailChanged) return save(values);
    // The code step is shown (and the code sent) the first time; then the code is checked.
    if (codeState?.email !== email) {
      setCodeState({ email, resendAt: 0 });
      return;
    }
    // Then the code, through its own form (ADR 139), and the save with its preregister_id.
    await codeForm.handleSubmit(async ({ code }) => {
      setVerifying(true);
      try {
        const verified = await validateEmailCode(code);
        await save({ ...values, preregister_id: verified.preregister_id });
      } catch (error) {
        applyCodeServerError(codeForm, error);
        onInvalid();
      } finally {
        setVerifying(false);
      }
    }, onInvalid)();
  }, onInvalid);

  const confirming = emailChanged && codeState?.email === email;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Editar datos de contacto">
      <ContactFields control={form.control} setValue={form.setValue} validateOnChange={form.formState.isSubmitted} withWebsite={business} compact />
      {emailChanged && !confirming ? (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Al guardar te enviaremos un código a {email} para confirmar el nuevo correo.
        </Typography>
      ) : null}
      {confirming ? (
        <Box sx={{ mt: 3 }}>
          <StepConfirm
            email={email}
            // resendAt 0: not sent yet, StepConfirm sends it when it opens.
            codeState={codeState.resendAt ? codeState : null}
            onCodeSent={setCodeState}
            codeForm={codeForm}
          />
        </Box>
      ) : null}
      <EditorActions
        saving={mutation.isPending || verifying}
        onCancel={onDone}
        saveLabel={confirming ? 'Confirmar y guardar' : 'Guardar'}
      />
    </Box>
  );
}
