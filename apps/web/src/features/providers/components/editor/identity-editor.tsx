import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box } from '../../../../components/ui/box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ProviderIdentitySchema, type ProviderIdentityInput } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { api, type ApiData } from '../../../../lib/api-client';
import { mergeSiteCache } from '../../api/update-provider';
import type { Provider } from '../../types';
import { EditorActions } from './editor-actions';

type IdentityOut = { ruc: string | null; legal_name: string | null; has_dni: boolean };
type FormValues = { type: 'ruc' | 'dni'; ruc: string; legal_name: string; dni: string };

/** RUC + razón social, or DNI for a person (PUT providers/{id}/identity). */
export function IdentityEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const { show, showError } = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ProviderIdentityInput) =>
      api.put<ApiData<IdentityOut>>(`/providers/${provider.id}/identity`, body).then((r) => r.data),
    onSuccess: (out) => mergeSiteCache(queryClient, provider.slug, { ruc: out.ruc, legal_name: out.legal_name }),
  });
  const { register, handleSubmit, watch, formState } = useForm<FormValues>({
    resolver: zodResolver(ProviderIdentitySchema) as never,
    defaultValues: { type: 'ruc', ruc: provider.ruc ?? '', legal_name: provider.legal_name ?? '', dni: '' },
  });
  const type = watch('type');
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(
        values.type === 'ruc' ? { type: 'ruc', ruc: values.ruc, legal_name: values.legal_name } : { type: 'dni', dni: values.dni },
      );
      show('Datos legales guardados');
      onDone();
    } catch (error) {
      showError(error, 'No se pudieron guardar tus datos legales.');
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup row value={type}>
        <FormControlLabel value="ruc" control={<Radio {...register('type')} />} label="Empresa o persona con RUC" />
        <FormControlLabel value="dni" control={<Radio {...register('type')} />} label="Persona con DNI" />
      </RadioGroup>
      {type === 'ruc' ? (
        <>
          <TextField label="RUC" inputMode="numeric" {...register('ruc')} error={Boolean(errors.ruc)} helperText={errors.ruc?.message} />
          <TextField label="Razón social" {...register('legal_name')} error={Boolean(errors.legal_name)} helperText={errors.legal_name?.message} />
        </>
      ) : (
        <TextField
          label="DNI"
          inputMode="numeric"
          {...register('dni')}
          error={Boolean(errors.dni)}
          helperText={errors.dni?.message ?? 'Tu DNI no se muestra en tu sitio.'}
        />
      )}
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
