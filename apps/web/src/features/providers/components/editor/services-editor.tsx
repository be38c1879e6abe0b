import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../../components/ui/box';
import { ServicesSchema } from '@eventos/domain';
import type { ServicesInput } from '@eventos/domain';
import type { z } from 'zod';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { ServiceTypesField } from '../fields/service-type-picker';
import { EditorActions } from './editor-actions';
import { useEditorSubmit } from './use-editor-submit';

/** In-place editor of the services (PUT providers/{id}/services; at least one). */
export function ServicesEditor({ provider, onDone, labelledBy }: { provider: Provider; onDone: () => void; labelledBy: string }) {
  const mutation = useUpdateProvider(provider, 'services');
  const form = useForm<z.input<typeof ServicesSchema>, unknown, ServicesInput>({
    resolver: zodResolver(ServicesSchema),
    defaultValues: { service_type_ids: provider.service_type_ids ?? provider.servicesTypes?.map((s) => s.id) ?? [] },
  });
  const { control } = form;
  const { formRef, onSubmit } = useEditorSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync(values);
      return 'Servicios guardados';
    },
    { fields: ['service_type_ids'], onDone },
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
      <ServiceTypesField control={control} labelledBy={labelledBy} />
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
