import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { ServicesSchema } from '@eventos/domain';
import type { ServicesInput } from '@eventos/domain';
import type { z } from 'zod';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { applyServerErrors } from '../../../../lib/form-errors';
import { ServiceTypePicker } from '../fields/service-type-picker';
import { EditorActions } from './editor-actions';
import { useFocusFirstError } from '../../../../lib/focus-first-error';

/** In-place editor of the services (PUT providers/{id}/services; at least one). */
export function ServicesEditor({ provider, onDone, labelledBy }: { provider: Provider; onDone: () => void; labelledBy: string }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateProvider(provider, 'services');
  const { control, handleSubmit, setError } = useForm<z.input<typeof ServicesSchema>, unknown, ServicesInput>({
    resolver: zodResolver(ServicesSchema),
    defaultValues: { service_type_ids: provider.service_type_ids ?? provider.servicesTypes?.map((s) => s.id) ?? [] },
  });

  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      show('Servicios guardados');
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['service_type_ids']);
      onInvalid();
      showError(error);
    }
  }, onInvalid);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
      <Controller
        name="service_type_ids"
        control={control}
        render={({ field, fieldState }) => (
          <ServiceTypePicker
            value={(field.value as number[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            labelledBy={labelledBy}
          />
        )}
      />
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
