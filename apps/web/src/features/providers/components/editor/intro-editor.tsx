import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../../components/ui/box';
import { INTRO_TEXT_MAX_LENGTH, INTRO_TEXT_MIN_LENGTH, IntroSchema } from '@eventos/domain';
import type { IntroInput } from '@eventos/domain';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { EditorActions } from './editor-actions';
import { useEditorSubmit } from './use-editor-submit';
import { FormTextField } from '../../../../components/forms/form-text-field';

/** In-place editor of the introductory text (PUT providers/{id}/intro; minimum length from the domain). */
export function IntroEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const mutation = useUpdateProvider(provider, 'intro');
  const form = useForm<IntroInput>({
    resolver: zodResolver(IntroSchema),
    defaultValues: { introductory_text: provider.introductory_text ?? '' },
  });
  const { control } = form;
  const length = (form.watch('introductory_text') ?? '').trim().length;
  const { formRef, onSubmit } = useEditorSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync(values);
      return 'Descripción guardada';
    },
    { fields: ['introductory_text'], onDone },
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="introductory_text"
        label="Descripción de tu empresa"
        multiline
        minRows={6}
        fullWidth
        autoFocus
        helperText={`${length} caracteres (mínimo ${INTRO_TEXT_MIN_LENGTH}). Cuenta qué haces, tu experiencia y qué te hace diferente.`}
        slotProps={{ htmlInput: { maxLength: INTRO_TEXT_MAX_LENGTH } }}
      />
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
