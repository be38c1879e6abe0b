import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the API's field errors (`errors: { campo: [mensaje] }`) on the matching form fields;
 * returns how many were placed. The snackbar still shows the message (SPEC §8).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<string>,
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const [field, messages] of Object.entries(error.data.errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (message && fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed += 1;
    }
  }
  return placed;
}
