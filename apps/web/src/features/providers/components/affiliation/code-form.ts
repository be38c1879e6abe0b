import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ValidateCodeSchema, getErrorMessage } from '@eventos/domain';
import type { ValidateCodeInput } from '@eventos/domain';
import { applyServerErrors } from '../../../../lib/form-errors';

/**
 * The code step's own small form (ADR 139): one field, `code`, checked by the domain's
 * ValidateCodeSchema through the resolver. It is not a field of the affiliation or contact form
 * because it is not part of their body: the parent validates it first (POST providers/validateCode)
 * and sends the `preregister_id` it answers. A form element cannot hold another, so the parent
 * keeps this form and runs its `handleSubmit` from its own submit.
 */
export type CodeForm = UseFormReturn<z.input<typeof ValidateCodeSchema>, unknown, ValidateCodeInput>;

export function useCodeForm(): CodeForm {
  return useForm<z.input<typeof ValidateCodeSchema>, unknown, ValidateCodeInput>({
    resolver: zodResolver(ValidateCodeSchema),
    defaultValues: { code: '' },
    // Checked on blur when something was typed and on submit; typing clears the message.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}

/**
 * An e-mail code's error from the API (POST providers/validateCode or the site claim: wrong,
 * expired, attempts used up — `errors.code`) next to the field, through applyServerErrors; an error
 * without field messages (no connection) still says why there.
 */
export function applyCodeServerError(codeForm: Pick<CodeForm, 'setError'>, error: unknown): void {
  const placed = applyServerErrors(error, codeForm.setError, ['code'], { into: 'code' });
  if (placed.length === 0) codeForm.setError('code', { type: 'server', message: getErrorMessage(error) });
}
