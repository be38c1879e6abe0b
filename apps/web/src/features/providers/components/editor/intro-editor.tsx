import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { INTRO_TEXT_MAX_LENGTH, INTRO_TEXT_MIN_LENGTH, IntroSchema } from '@eventos/domain';
import type { IntroInput } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useUpdateProvider } from '../../api/update-provider';
import type { Provider } from '../../types';
import { applyServerErrors } from '../../../../lib/form-errors';
import { EditorActions } from './editor-actions';
import { useFocusFirstError } from '../../../../lib/focus-first-error';

/** In-place editor of the introductory text (PUT providers/{id}/intro; minimum length from the domain). */
export function IntroEditor({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateProvider(provider, 'intro');
  const { control, handleSubmit, setError, watch } = useForm<IntroInput>({
    resolver: zodResolver(IntroSchema),
    defaultValues: { introductory_text: provider.introductory_text ?? '' },
  });
  const length = (watch('introductory_text') ?? '').trim().length;

  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      show('Descripción guardada');
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['introductory_text']);
      onInvalid();
      showError(error);
    }
  }, onInvalid);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
      <Controller
        name="introductory_text"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Descripción de tu empresa"
            multiline
            minRows={6}
            fullWidth
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              `${length} caracteres (mínimo ${INTRO_TEXT_MIN_LENGTH}). Cuenta qué haces, tu experiencia y qué te hace diferente.`
            }
            slotProps={{ htmlInput: { maxLength: INTRO_TEXT_MAX_LENGTH } }}
          />
        )}
      />
      <EditorActions saving={mutation.isPending} onCancel={onDone} />
    </Box>
  );
}
