import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GraphQLRequestError } from '@eventos/domain';
import { isApiError } from './api-client';

export interface ServerErrorOptions<T extends FieldValues> {
  /** Put the first message of any field on this one field (a form with a single input). */
  into?: Path<T>;
}

/** The field errors (`{ campo: [mensaje] }`) a server answered: the REST API's or the blog's GraphQL service's. */
function serverFieldErrors(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return error.data.errors ?? {};
  if (error instanceof GraphQLRequestError) return error.errors;
  return {};
}

/**
 * The one way to put the server's field errors (`errors: { campo: [mensaje] }` of the API, or of
 * the blog's GraphQL service) on a react-hook-form form: each message goes next to its field
 * (`fields` lists the form's fields); returns the fields that got one, so the form can move to
 * them (lib/focus-first-error scrolls to and focuses the first). The snackbar still shows the
 * message (SPEC §8).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<string>,
  options: ServerErrorOptions<T> = {},
): string[] {
  const placed: string[] = [];
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    const message = Array.isArray(messages)
      ? messages.find((m): m is string => typeof m === 'string')
      : undefined;
    const target = options.into ?? (fields.includes(field) ? field : undefined);
    if (!message || !target || placed.includes(target)) continue;
    setError(target as Path<T>, { type: 'server', message });
    placed.push(target);
  }
  return placed;
}
