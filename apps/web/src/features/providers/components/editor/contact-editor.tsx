import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { z } from 'zod';
import { ContactSchema } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { applyServerErrors } from '../../utils/form-errors';
import { ContactFields } from '../affiliation/contact-fields';
import { EditorActions } from './editor-actions';
import { useFocusFirstError } from '../../../../lib/focus-first-error';

const ContactFormSchema = ContactSchema.extend({
  department_id: z.string().optional(),
  province_id: z.string().optional(),
});
type ContactFormInput = z.input<typeof ContactFormSchema>;
type ContactFormOutput = z.output<typeof ContactFormSchema>;

const CONTACT_FIELDS = Object.keys(ContactSchema.shape);
const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** In-place editor of the contact data and district (PUT providers/{id}/contact). */
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

  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = form.handleSubmit(async ({ department_id: _d, province_id: _p, ...values }) => {
    try {
      await mutation.mutateAsync(values);
      show('Datos de contacto guardados');
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, CONTACT_FIELDS);
      onInvalid();
      showError(error);
    }
  }, onInvalid);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Editar datos de contacto">
      <ContactFields control={form.control} setValue={form.setValue} validateOnChange={form.formState.isSubmitted} withWebsite compact />
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
