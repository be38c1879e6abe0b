/**
 * Libro de Reclamaciones virtual (Código de Protección y Defensa del Consumidor, Ley 29571;
 * Reglamento DS 011-2011-PCM as amended by DS 006-2014-PCM and DS 101-2022-PCM). The sheet's
 * fields, the admin answer and the responses. See docs/decisions/180-libro-de-reclamaciones.md.
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import type { MessageKey } from '../messages/es';
import { EmailSchema, requiredText } from '../common/common.schemas';
import { CURRENCIES } from '../enums';
import { PriceSchema } from '../price';
import { isValidDni, isValidRuc } from './peru-ids';
import { toPeruMobileE164 } from './phones';

export const COMPLAINT_KINDS = ['reclamo', 'queja'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, string> = { reclamo: 'Reclamo', queja: 'Queja' };
/** What each kind means (shown next to the choice, as the regulation's sheet does). */
export const COMPLAINT_KIND_HELP: Record<ComplaintKind, string> = {
  reclamo: 'Disconformidad relacionada con los productos o servicios contratados.',
  queja:
    'Disconformidad no relacionada con los productos o servicios, o malestar o descontento respecto a la atención al público.',
};

export const DOCUMENT_TYPES = ['DNI', 'CE', 'PASAPORTE', 'RUC'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  DNI: 'DNI',
  CE: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  RUC: 'RUC',
};

export const COMPLAINT_TEXT_MAX = 1000;
export const COMPLAINT_LINE_MAX = 200;

/** Declaration the consumer accepts (checkbox, not pre-checked). */
export const COMPLAINT_DECLARATION =
  'Declaro que los datos consignados son verdaderos y que he leído la información sobre el Libro de Reclamaciones.';
/** Notes printed on every sheet (regulation's sheet footer). */
export const COMPLAINT_NOTES = [
  'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
  'El proveedor deberá dar respuesta al reclamo o queja en un plazo no mayor a quince (15) días hábiles improrrogables.',
];

const line = (requiredKey: MessageKey, max = COMPLAINT_LINE_MAX) =>
  requiredText(requiredKey).max(max, t('complaints.field.max', { max }));
const optionalLine = (max = COMPLAINT_LINE_MAX) =>
  z.string().trim().normalize('NFC').max(max, t('complaints.field.max', { max })).nullish();

/** Peruvian mobile number in any usual writing; the output is E.164 ('+51987654321'). */
export const PeruMobileSchema = z
  .string({ error: t('phone.mobile.required') })
  .trim()
  .min(1, t('phone.mobile.required'))
  .refine((v) => toPeruMobileE164(v) !== null, t('phone.mobile.invalid'))
  .transform((v) => toPeruMobileE164(v) as string);

/** The document number rule of each type. */
export function documentNumberError(type: DocumentType, number: string): string | null {
  if (!number) return t('complaints.document_number.required');
  if (type === 'DNI') return isValidDni(number) ? null : t('complaints.document_number.dni');
  if (type === 'RUC') return isValidRuc(number) ? null : t('complaints.document_number.ruc');
  return /^[A-Za-z0-9]{6,12}$/.test(number) ? null : t('complaints.document_number.other');
}

/** POST /api/v1/complaints: the consumer's part of the sheet. */
export const CreateComplaintSchema = z
  .object({
    consumer_name: line('complaints.consumer_name.required', 120),
    document_type: z.enum(DOCUMENT_TYPES, { error: t('complaints.document_type.invalid') }),
    document_number: z
      .string({ error: t('complaints.document_number.required') })
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/[\s.-]/g, '')),
    address: line('complaints.address.required'),
    phone: PeruMobileSchema,
    email: EmailSchema,
    is_minor: z.boolean().default(false),
    guardian_name: optionalLine(120),
    service: line('complaints.service.required'),
    provider_slug: optionalLine(120),
    reference: optionalLine(120),
    amount: PriceSchema.nullish().or(z.literal('').transform(() => null)),
    currency: z.enum(CURRENCIES).default('PEN'),
    kind: z.enum(COMPLAINT_KINDS, { error: t('complaints.kind.invalid') }),
    detail: line('complaints.detail.required', COMPLAINT_TEXT_MAX),
    request: line('complaints.request.required', COMPLAINT_TEXT_MAX),
    declaration: z.literal(true, { error: t('complaints.declaration.required') }),
  })
  .refine((value) => documentNumberError(value.document_type, value.document_number) === null, {
    path: ['document_number'],
    error: (issue) => {
      const value = issue.input as { document_type: DocumentType; document_number: string };
      return documentNumberError(value.document_type, value.document_number) ?? t('complaints.document_number.required');
    },
    // Checked even when other fields are wrong, so every error shows at once.
    when: (payload) => {
      const value = payload.value as { document_type?: unknown; document_number?: unknown };
      return (DOCUMENT_TYPES as readonly unknown[]).includes(value?.document_type) && typeof value?.document_number === 'string';
    },
  })
  .refine((value) => !value.is_minor || Boolean(value.guardian_name?.trim()), {
    path: ['guardian_name'],
    error: t('complaints.guardian_name.required'),
    when: (payload) => (payload.value as { is_minor?: unknown })?.is_minor === true,
  });
export type CreateComplaintInput = z.input<typeof CreateComplaintSchema>;
export type CreateComplaintData = z.output<typeof CreateComplaintSchema>;

/** The business the sheet is addressed to (from configuration). */
export const BusinessIdentitySchema = z.object({
  name: z.string(),
  ruc: z.string(),
  address: z.string(),
  support_whatsapp: z.string().nullable(),
  support_email: z.string(),
  /**
   * Which outside processors this installation uses (from configuration), so the privacy policy
   * names the recipients and the transfer abroad that apply: an SMTP e-mail service (SMTP_URL),
   * S3-compatible cloud storage (S3_BUCKET), Google Tag Manager analytics after consent
   * (GTM_CONTAINER_ID).
   */
  processors: z.object({
    email_service: z.boolean(),
    cloud_storage: z.boolean(),
    analytics: z.boolean(),
  }),
});
export type BusinessIdentity = z.infer<typeof BusinessIdentitySchema>;

/** A stored sheet, as its consumer and admins see it. */
export const ComplaintSchema = z.object({
  id: z.number().int(),
  /** 'Nº 2026-000001': year and number within the year. */
  code: z.string(),
  year: z.number().int(),
  number: z.number().int(),
  created_at: z.string(),
  business: BusinessIdentitySchema.pick({ name: true, ruc: true, address: true }),
  consumer_name: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  is_minor: z.boolean(),
  guardian_name: z.string().nullable(),
  service: z.string(),
  provider_name: z.string().nullable(),
  provider_slug: z.string().nullable(),
  reference: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  kind: z.enum(COMPLAINT_KINDS),
  detail: z.string(),
  request: z.string(),
  /** Last day to answer (Lima date 'YYYY-MM-DD'). */
  due_date: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

/** Admin list row: the sheet plus where it stands against the legal term. */
export const AdminComplaintSchema = ComplaintSchema.extend({
  overdue: z.boolean(),
  /** Business days left until the deadline (negative when overdue; null once answered). */
  business_days_left: z.number().int().nullable(),
});
export type AdminComplaint = z.infer<typeof AdminComplaintSchema>;

/** POST /api/v1/complaints/:id/answer. */
export const AnswerComplaintSchema = z.object({
  answer: line('complaints.answer.required', 4000),
});
export type AnswerComplaintInput = z.infer<typeof AnswerComplaintSchema>;

/** Sheet code shown to people: '2026-000001'. */
export function complaintCode(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}
