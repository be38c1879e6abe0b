/**
 * State of the "Enviar cotización" / "Actualizar cotización" form as typed, and its conversion to
 * the API body checked with the domain's UpdateQuotationSchema (same rules and messages as the API):
 * `quotationFormSchema` is the form's zodResolver schema.
 */
import { z } from 'zod';
import { UpdateQuotationSchema, formatPriceInput } from '@eventos/domain';
import type { UpdateQuotationInput } from '@eventos/domain';
import type { QuotationDetail } from '../../types';
import type { AttachmentValue } from './attachment-field';

/** Fields of the body (UpdateQuotationSchema) the form holds as typed text; toBody converts them. */
type TypedFields = Record<
  keyof Pick<UpdateQuotationInput, 'service_type_id' | 'service_price' | 'discount' | 'includes' | 'valid_until' | 'message'>,
  string
>;

/** The form as typed: the body's fields (text inputs as strings) and the attachment being edited. */
export type QuotationFormState = TypedFields &
  Pick<UpdateQuotationInput, 'currency' | 'includes_igv'> & {
    attachment: AttachmentValue | null;
    /** Revisions: whether the attachment was changed (omitted from the body otherwise). */
    attachmentTouched: boolean;
  };

export const VALID_UNTIL_INCOMPLETE = 'incompleta';

export function initialFormState(existing: QuotationDetail | null, serviceIds: number[]): QuotationFormState {
  if (!existing) {
    return {
      service_type_id: serviceIds.length === 1 ? String(serviceIds[0]) : '',
      currency: 'PEN',
      service_price: '',
      discount: '',
      includes_igv: true,
      includes: '',
      valid_until: '',
      message: '',
      attachment: null,
      attachmentTouched: false,
    };
  }
  return {
    service_type_id: existing.service_type_id ? String(existing.service_type_id) : '',
    currency: existing.currency,
    service_price: formatPriceInput(existing.service_price),
    discount: existing.discount > 0 ? formatPriceInput(existing.discount) : '',
    includes_igv: existing.includes_igv,
    includes: existing.includes ?? '',
    valid_until: existing.valid_until ?? '',
    message: existing.message ?? '',
    attachment: existing.attachment
      ? { id: existing.attachment.id, url: existing.attachment.url, filename: existing.attachment.filename }
      : null,
    attachmentTouched: false,
  };
}

export type FormErrors = Partial<Record<keyof QuotationFormState, string>>;

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The typed state as the API body before validation (prices still as typed). */
function toRawBody(state: QuotationFormState, revision: boolean) {
  return {
    currency: state.currency,
    service_price: state.service_price,
    discount: state.discount === '' ? '0' : state.discount,
    includes_igv: state.includes_igv,
    includes: textOrNull(state.includes),
    message: textOrNull(state.message),
    valid_until:
      state.valid_until === ''
        ? null
        : state.valid_until === VALID_UNTIL_INCOMPLETE
          ? 'x'
          : state.valid_until,
    service_type_id: state.service_type_id ? Number(state.service_type_id) : null,
    ...(revision && !state.attachmentTouched ? {} : { attachment: state.attachment }),
  };
}

/**
 * The form's schema: the typed state in, the API body out, checked by the domain's
 * UpdateQuotationSchema; issues keep the body's field names, which are the form's.
 * `revision`: an untouched attachment is omitted (kept).
 */
export function quotationFormSchema(revision: boolean) {
  return z
    .custom<QuotationFormState>()
    .transform((state): unknown => toRawBody(state, revision))
    .pipe(UpdateQuotationSchema);
}

/** The body, or the first error by field (the form's rules, outside React). */
export function toQuotationBody(
  state: QuotationFormState,
  revision: boolean,
): { body: UpdateQuotationInput; errors: null } | { body: null; errors: FormErrors } {
  const parsed = quotationFormSchema(revision).safeParse(state);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'service_price') as keyof QuotationFormState;
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}
