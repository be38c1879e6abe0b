// Libro de Reclamaciones: file a sheet (number it, store it, mail the consumer a copy with the PDF,
// notify admins), list sheets against the legal deadline, answer once (mail the consumer).
import {
  businessDaysBetween,
  complaintAnswerDeadline,
  complaintCode,
  formatDate,
  formatDateTime,
  fromCents,
  limaToday,
  st,
  toCents,
  type AdminComplaint,
  type BusinessIdentity,
  type Complaint,
  type ComplaintKind,
  type CreateComplaintData,
  type Currency,
  type DocumentType,
} from '@eventos/domain';
import type { Config } from '../../config';
import type { ModuleDeps } from '../../plugins/module-deps';
import { queueMail } from '../mail';
import { renderComplaintPdf } from './complaint-pdf';
import {
  adminEmails,
  findComplaint,
  findProviderBySlug,
  insertAnswer,
  insertComplaint,
  type ComplaintRow,
} from './complaints.repository';

/** The sheet's PDF as a mail attachment («hoja-de-reclamacion-{code}.pdf»). */
const pdfAttachment = (code: string, content: Buffer) => ({
  filename: st('complaints.pdf.filename', { code }),
  contentType: 'application/pdf',
  content,
});

export function businessIdentity(config: Config): BusinessIdentity {
  return {
    name: config.BUSINESS_NAME,
    ruc: config.BUSINESS_RUC,
    address: config.BUSINESS_ADDRESS,
    support_whatsapp: config.SUPPORT_WHATSAPP,
    support_email: config.SUPPORT_EMAIL,
    processors: {
      email_service: Boolean(config.SMTP_URL),
      cloud_storage: config.s3Enabled,
      analytics: Boolean(config.GTM_CONTAINER_ID),
    },
  };
}

export function toComplaint(row: ComplaintRow): Complaint {
  return {
    id: row.id,
    code: complaintCode(row.year, row.number),
    year: row.year,
    number: row.number,
    created_at: row.created_at.toISOString(),
    business: { name: row.business_name, ruc: row.business_ruc, address: row.business_address },
    consumer_name: row.consumer_name,
    document_type: row.document_type as DocumentType,
    document_number: row.document_number,
    address: row.address,
    phone: row.phone,
    email: row.email,
    is_minor: row.is_minor,
    guardian_name: row.guardian_name,
    service: row.service,
    provider_name: row.provider_name,
    provider_slug: row.provider_slug,
    reference: row.reference,
    amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
    currency: row.currency as Currency,
    kind: row.kind as ComplaintKind,
    detail: row.detail,
    request: row.request,
    due_date: row.due_date,
    answer: row.answer,
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

/** Adds where the sheet stands against its deadline on `today` (Lima date). */
export function toAdminComplaint(row: ComplaintRow, today: string): AdminComplaint {
  const complaint = toComplaint(row);
  const answered = complaint.answer !== null;
  return {
    ...complaint,
    overdue: !answered && today > complaint.due_date,
    business_days_left: answered ? null : businessDaysBetween(today, complaint.due_date),
  };
}

const adminPath = '/admin/libro-de-reclamaciones';

export async function fileComplaint(deps: Pick<ModuleDeps, 'db' | 'config'>, input: CreateComplaintData, now = new Date()): Promise<Complaint> {
  const { db, config } = deps;
  const today = limaToday(now);
  const provider = input.provider_slug ? await findProviderBySlug(db, input.provider_slug) : undefined;
  const business = businessIdentity(config);
  const id = await insertComplaint(db, Number(today.slice(0, 4)), {
    business_name: business.name,
    business_ruc: business.ruc,
    business_address: business.address,
    consumer_name: input.consumer_name,
    document_type: input.document_type,
    document_number: input.document_number,
    address: input.address,
    phone: input.phone,
    email: input.email,
    is_minor: input.is_minor,
    guardian_name: input.is_minor ? (input.guardian_name?.trim() ?? null) : null,
    service: input.service,
    provider_id: provider?.id ?? null,
    provider_name: provider?.name ?? null,
    provider_slug: provider?.slug ?? null,
    reference: input.reference?.trim() || null,
    amount_cents: input.amount === null || input.amount === undefined ? null : toCents(input.amount),
    currency: input.currency,
    kind: input.kind,
    detail: input.detail,
    request: input.request,
    due_date: complaintAnswerDeadline(today),
    created_at: now,
  });
  const complaint = toComplaint((await findComplaint(db, id))!);
  const pdf = await renderComplaintPdf(complaint);
  await queueMail(db, {
    to: complaint.email,
    subject: st('complaints.mail.copy.subject', { code: complaint.code, business: business.name }),
    text: [
      st('mail.greeting', { name: complaint.consumer_name }),
      '',
      st('complaints.mail.copy.registered', {
        kind: complaint.kind,
        business: business.name,
        ruc: business.ruc,
        date: formatDateTime(complaint.created_at),
      }),
      st('complaints.mail.copy.number', { code: complaint.code }),
      st('complaints.mail.copy.deadline', { date: formatDate(complaint.due_date) }),
      '',
      st('complaints.mail.copy.attached'),
      '',
      st('complaints.mail.copy.otherWays'),
    ].join('\n'),
    template: 'complaint_copy',
    payload: { complaintId: complaint.id, code: complaint.code },
    attachments: [pdfAttachment(complaint.code, pdf)],
  });
  for (const to of await adminEmails(db, config.ADMIN_EMAILS)) {
    await queueMail(db, {
      to,
      subject: st('complaints.mail.admin.subject', { code: complaint.code, kind: complaint.kind }),
      text: [
        st('complaints.mail.admin.registered', {
          consumer: complaint.consumer_name,
          kind: complaint.kind,
          service: complaint.service,
        }),
        st('complaints.mail.admin.deadline', { date: formatDate(complaint.due_date) }),
        st('complaints.mail.admin.review', { url: `${config.PUBLIC_URL}${adminPath}` }),
      ].join('\n'),
      template: 'complaint_admin_notice',
      payload: { complaintId: complaint.id, code: complaint.code },
    });
  }
  return complaint;
}

export type AnswerResult = { status: 'answered'; complaint: Complaint } | { status: 'not_found' } | { status: 'already' };

export async function answerComplaint(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  id: number,
  answer: string,
  adminId: number,
): Promise<AnswerResult> {
  const { db, config } = deps;
  const existing = await findComplaint(db, id);
  if (!existing) return { status: 'not_found' };
  if (!(await insertAnswer(db, id, answer, adminId))) return { status: 'already' };
  const complaint = toComplaint((await findComplaint(db, id))!);
  const pdf = await renderComplaintPdf(complaint);
  await queueMail(db, {
    to: complaint.email,
    subject: st('complaints.mail.answer.subject', { code: complaint.code, business: config.BUSINESS_NAME }),
    text: [
      st('mail.greeting', { name: complaint.consumer_name }),
      '',
      st('complaints.mail.answer.intro', { kind: complaint.kind, code: complaint.code }),
      '',
      answer,
      '',
      st('complaints.mail.answer.contact', { email: config.SUPPORT_EMAIL }),
    ].join('\n'),
    template: 'complaint_answer',
    payload: { complaintId: complaint.id, code: complaint.code },
    attachments: [pdfAttachment(complaint.code, pdf)],
  });
  return { status: 'answered', complaint };
}
