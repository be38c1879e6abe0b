import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useFocusFirstError } from '../../../../lib/focus-first-error';
import { applyServerErrors } from '../../../../lib/form-errors';

/**
 * The provider editors' submit (docs/decisions/139-one-form-pattern.md): `save` sends the parsed
 * values and answers the snackbar's text, then `onDone`; an API error puts its field messages on
 * `fields` (applyServerErrors), moves to the first error and shows the snackbar. `formRef` goes on
 * the form so its first error is scrolled into view.
 */
export function useEditorSubmit<TInput extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  save: (values: TOutput) => Promise<string>,
  { fields, onDone }: { fields: ReadonlyArray<string>; onDone: () => void },
) {
  const { show, showError } = useSnackbar();
  const { ref: formRef, onInvalid } = useFocusFirstError();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      show(await save(values));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      onInvalid();
      showError(error);
    }
  }, onInvalid);
  return { formRef, onSubmit };
}
