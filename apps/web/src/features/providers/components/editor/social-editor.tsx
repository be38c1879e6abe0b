import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../../components/ui/box';
import InputAdornment from '@mui/material/InputAdornment';
import { SocialLinksSchema } from '@eventos/domain';
import type { SocialLinks } from '@eventos/domain';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { SOCIAL_NETWORKS } from '../site/contact-list';
import { EditorActions } from './editor-actions';
import { useEditorSubmit } from './use-editor-submit';
import { FormTextField } from '../../../../components/forms/form-text-field';

const PLACEHOLDERS: Record<string, string> = {
  facebook: 'facebook.com/tunegocio',
  instagram: 'instagram.com/tunegocio',
  twitter: 'x.com/tunegocio',
  linkedin: 'linkedin.com/company/tunegocio',
};

/** Social links (PUT providers/{id}/social); an empty field removes the link. */
export function SocialEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const mutation = useUpdateProvider(provider, 'social');
  const links = provider.social_links ?? {};
  const form = useForm<SocialLinks>({
    resolver: zodResolver(SocialLinksSchema),
    defaultValues: {
      facebook: links.facebook ?? '',
      instagram: links.instagram ?? '',
      twitter: links.twitter ?? '',
      linkedin: links.linkedin ?? '',
    },
  });

  const { control } = form;
  const { formRef, onSubmit } = useEditorSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync(values);
      return 'Redes sociales guardadas';
    },
    { fields: SOCIAL_NETWORKS.map((n) => n.key), onDone },
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Editar redes sociales">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SOCIAL_NETWORKS.map(({ key, label, icon: Icon }) => (
          <FormTextField
            key={key}
            control={control}
            name={key}
            label={label}
            placeholder={PLACEHOLDERS[key]}
            fullWidth
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
        ))}
      </Box>
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
