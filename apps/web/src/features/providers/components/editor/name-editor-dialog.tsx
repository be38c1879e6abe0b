import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CompanyNameSchema, slugify } from '@eventos/domain';
import type { CompanyNameInput } from '@eventos/domain';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { normalizeSlugInput } from '../affiliation/affiliation-form';
import { SlugStatusAdornment, slugHelperText } from '../affiliation/step-company';
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
        <Controller
          name="company_name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Nombre de tu empresa"
              required
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="slug"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Dirección de tu página"
              required
              error={Boolean(fieldState.error) || slugCheck.status === 'unavailable'}
              helperText={slugHelperText(slugCheck, fieldState.error?.message, field.value)}
              onChange={(e) => field.onChange(normalizeSlugInput(e.target.value))}
              onBlur={() => {
                field.onChange(slugify(field.value ?? '', 60));
                field.onBlur();
              }}
              slotProps={{
                input: {
                  startAdornment: <InputAdornment position="start" sx={{ mr: 0 }}><Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>eventosperu.pe</Box>/</InputAdornment>,
                  endAdornment: <SlugStatusAdornment check={slugCheck} />,
                },
              }}
            />
          )}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Si cambias la dirección, los enlaces antiguos seguirán llevando a tu página.
        </Typography>
        <EditorActions saving={mutation.isPending} onCancel={onClose} disabled={slugCheck.status === 'unavailable'} />
      </DialogContent>
    </form>
  );
}
