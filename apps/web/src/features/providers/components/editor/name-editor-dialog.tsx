import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CompanyNameSchema } from '@eventos/domain';
import type { CompanyNameInput } from '@eventos/domain';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { FormTextField } from '../../../../components/forms/form-text-field';
import { SlugField } from '../affiliation/step-company';
import { useSlugCheck } from '../affiliation/use-slug-check';
import { EditorActions } from './editor-actions';
import { useEditorSubmit } from './use-editor-submit';

export interface NameEditorDialogProps {
  provider: Provider;
  open: boolean;
  onClose: () => void;
}

/**
 * Company name and site address (PUT providers/{id}/name). After a new slug the page moves to
 * the new URL; the old one keeps working (the API redirects it).
 */
export function NameEditorDialog({ provider, open, onClose }: NameEditorDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="editar-nombre-titulo">
      {open ? <NameEditorForm provider={provider} onClose={onClose} /> : null}
    </Dialog>
  );
}

function NameEditorForm({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useUpdateProvider(provider, 'name');
  const form = useForm<CompanyNameInput>({
    resolver: zodResolver(CompanyNameSchema),
    defaultValues: { company_name: provider.company_name, slug: provider.slug },
  });
  const { control } = form;
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const slugCheck = useSlugCheck(slug === provider.slug ? '' : slug);

  /** The new address after a slug change: the page moves there once the dialog closes. */
  let moved: string | null = null;
  const { formRef, onSubmit } = useEditorSubmit(
    form,
    async (values) => {
      const updated = await mutation.mutateAsync(values);
      moved = updated.slug && updated.slug !== provider.slug ? updated.slug : null;
      return updated.slug !== provider.slug ? `Guardado. Tu nueva dirección es /${updated.slug}` : 'Nombre guardado';
    },
    {
      fields: ['company_name', 'slug'],
      onDone: () => {
        onClose();
        if (moved) navigate(`/${moved}`, { replace: true });
      },
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <DialogTitle id="editar-nombre-titulo">Nombre y dirección</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <FormTextField control={control} name="company_name" label="Nombre de tu empresa" required autoFocus />
        <SlugField control={control} name="slug" check={slugCheck} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Si cambias la dirección, los enlaces antiguos seguirán llevando a tu página.
        </Typography>
        <EditorActions saving={mutation.isPending} onCancel={onClose} disabled={slugCheck.status === 'unavailable'} />
      </DialogContent>
    </form>
  );
}
