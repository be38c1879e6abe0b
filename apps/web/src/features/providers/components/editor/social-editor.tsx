import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SocialLinksSchema } from '@eventos/domain';
import type { SocialLinks } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { applyServerErrors } from '../../../../lib/form-errors';
import { SOCIAL_NETWORKS } from '../site/contact-list';
import { EditorActions } from './editor-actions';
import { useFocusFirstError } from '../../../../lib/focus-first-error';

const PLACEHOLDERS: Record<string, string> = {
  facebook: 'facebook.com/tunegocio',
  instagram: 'instagram.com/tunegocio',
  twitter: 'x.com/tunegocio',
  linkedin: 'linkedin.com/company/tunegocio',
};

/** Social links (PUT providers/{id}/social); an empty field removes the link. */
export function SocialEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateProvider(provider, 'social');
  const links = provider.social_links ?? {};
  const { control, handleSubmit, setError } = useForm<SocialLinks>({
    resolver: zodResolver(SocialLinksSchema),
    defaultValues: {
      facebook: links.facebook ?? '',
      instagram: links.instagram ?? '',
      twitter: links.twitter ?? '',
      linkedin: links.linkedin ?? '',
    },
  });

  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      show('Redes sociales guardadas');
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, SOCIAL_NETWORKS.map((n) => n.key));
      onInvalid();
      showError(error);
    }
  }, onInvalid);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Editar redes sociales">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SOCIAL_NETWORKS.map(({ key, label, icon: Icon }) => (
          <Controller
            key={key}
            name={key}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={label}
                placeholder={PLACEHOLDERS[key]}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Icon fontSize="small" aria-hidden="true" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            )}
          />
        ))}
      </Box>
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
