/**
 * Error display of SPEC §8 and the API's 4xx body shape `{ error, errors: { campo: [mensaje] } }`.
 */
import { MESSAGES } from './messages/es';

/** Field errors: field name (dotted path for nested fields) → messages. */
export type FieldErrors = Record<string, string[] | string>;

/** Body of an API error response. */
export type ApiErrorBody = {
  error?: string;
  errors?: FieldErrors;
  innerErrors?: FieldErrors;
};

/** Default text when nothing better is available. */
export const DEFAULT_ERROR_MESSAGE: string = MESSAGES['common.error.default'];

/** Statuses whose body message is shown (SPEC §8). */
export const DISPLAYABLE_ERROR_STATUSES: readonly number[] = [400, 412, 422, 423];

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/^\s*Error:\s*/i, '').trim();
  return cleaned || null;
}

/** First message of the first field that has one. */
function firstFieldMessage(errors: unknown): string | null {
  if (!isRecord(errors)) return null;
  for (const value of Object.values(errors)) {
    const candidates = Array.isArray(value) ? value : [value];
    for (const candidate of candidates) {
      const found = text(candidate);
      if (found) return found;
    }
  }
  return null;
}

/** Message carried by an API error body: errors → innerErrors → error. */
export function messageFromBody(body: unknown): string | null {
  if (!isRecord(body)) return text(body);
  return firstFieldMessage(body.errors) ?? firstFieldMessage(body.innerErrors) ?? text(body.error);
}

/** `{ status, data }` (our ApiError), `{ statusCode, body }`, or `{ response: { status, data } }`. */
function asHttpError(err: UnknownRecord): { status: number; data: unknown } | null {
  const source = isRecord(err.response) && typeof err.response.status === 'number' ? err.response : err;
  const status = typeof source.status === 'number' ? source.status : source.statusCode;
  if (typeof status !== 'number') return null;
  return { status, data: source.data ?? source.body };
}

/**
 * The text to show for an error (SPEC §8):
 * - HTTP error: 400/412/422/423 → first message of the first field of `errors` (or `innerErrors`),
 *   then `error`, then the fallback, then the default; any other status (500 included) → the
 *   fallback, else the default.
 * - A string is shown as is; an object (Error included) shows its `message` or `error` text, or
 *   the first field message of its `errors`.
 * - A leading "Error:" is removed; empty results fall back to `fallback`, then the default.
 */
export function getErrorMessage(err: unknown, fallback?: string): string {
  const fallbackText = text(fallback) ?? DEFAULT_ERROR_MESSAGE;
  if (typeof err === 'string') return text(err) ?? fallbackText;
  if (!isRecord(err)) return fallbackText;
  const http = asHttpError(err);
  if (http) {
    if (!DISPLAYABLE_ERROR_STATUSES.includes(http.status)) return fallbackText;
    return messageFromBody(http.data) ?? fallbackText;
  }
  return (
    firstFieldMessage(err.errors) ??
    firstFieldMessage(err.innerErrors) ??
    text(err.message) ??
    text(err.error) ??
    fallbackText
  );
}

/** Minimal shape of a zod error (ZodError, core $ZodError, or rebuilt issues). */
export type ZodErrorLike = {
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; message: string }>;
};

/**
 * A zod error as an API 400 body: `error` is the first issue's message, `errors` groups the
 * messages by dotted field path ('services.0.guests'); issues without a path only set `error`.
 */
export function zodErrorToApiBody(zodError: ZodErrorLike): {
  error: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of zodError.issues) {
    const path = (issue.path ?? []).map((p) => String(p)).join('.');
    if (!path) continue;
    const list = (errors[path] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { error: zodError.issues[0]?.message ?? MESSAGES['common.form.incomplete'], errors };
}
