// Quotation writes, each in one transaction with its status-history row (who and when):
//  - create: version 1 (status delivered) + its snapshot in quotation_versions;
//  - revise: the provider sends a new version → status upgraded, version + 1, snapshot kept;
//  - change status: checked with the domain state machine (quotation-status.machine.ts).
// Amounts are stored as integer cents; the price totals come from computeQuotationTotals.
import {
  QUOTATION_STATUS_LABELS,
  computeQuotationTotals,
  toCents,
  transitionError,
  type ArchiveContext,
  type QuotationActor,
  type QuotationStatus,
  type UpdateQuotationInput,
} from '@eventos/domain';
import { conflict, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { em } from '../events';
import { recordQuotationEvent } from '../conversations';
import { insertNotifications } from '../notifications';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AttachmentRef } from './quotation-attachment';
import {
  insertQuotation,
  insertQuotationVersion,
  insertStatusHistory,
  updateQuotationStatus,
  updateQuotationTerms,
} from './quotations-write.repository';

function termsValues(input: UpdateQuotationInput, attachment: AttachmentRef) {
  const service_price_cents = toCents(input.service_price);
  const discount_cents = toCents(input.discount);
  const totals = computeQuotationTotals({ service_price_cents, discount_cents, includes_igv: input.includes_igv });
  return {
    currency: input.currency,
    service_price_cents,
    discount_cents,
    price_cents: totals.price_cents,
    include_igv: input.includes_igv,
    total_cents: totals.total_cents,
    message: input.message?.trim() ?? '',
    includes: input.includes?.trim() ? input.includes.trim() : null,
    valid_until: input.valid_until ?? null,
    attachment_upload_id: attachment?.upload_id ?? null,
    attachment_path: attachment?.path ?? null,
    attachment_name: attachment?.name ?? null,
  };
}

export interface CreateQuotationArgs {
  eventId: number;
  customerId: number;
  providerId: number;
  providerName: string;
  userId: number;
  input: UpdateQuotationInput;
  attachment: AttachmentRef;
}

export async function createQuotation(deps: Pick<ModuleDeps, 'db'>, a: CreateQuotationArgs): Promise<number> {
  const terms = termsValues(a.input, a.attachment);
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertQuotation(tx, {
        user_event_id: a.eventId,
        provider_id: a.providerId,
        service_type_id: a.input.service_type_id ?? null,
        created_by: a.userId,
        status: 'delivered',
        version: 1,
        ...terms,
      });
      await insertQuotationVersion(tx, { quotation_id: id, version: 1, created_by: a.userId, ...terms });
      await insertStatusHistory(tx, id, { from: null, to: 'delivered', actor: 'provider', userId: a.userId });
      await insertNotifications(tx, [
        {
          user_id: a.customerId,
          type: 'quotation_received',
          title: em('notifications.quotationReceived.title', { provider: a.providerName }),
          link: `/eventos/${a.eventId}`,
          data: { event_id: a.eventId, quotation_id: id, provider_id: a.providerId },
        },
      ]);
      await recordQuotationEvent(tx, { quotationId: id, kind: 'sent', userId: a.userId });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(em('quotations.duplicate'));
    throw err;
  }
}

export interface ReviseArgs {
  row: { id: number; status: string; version: number; service_type_id: number | null; user_event_id: number; provider_id: number };
  customerId: number;
  providerName: string;
  userId: number;
  input: UpdateQuotationInput;
  attachment: AttachmentRef;
}

/** New version from the provider: status 'upgraded' (422 when the machine forbids it). */
export async function reviseQuotation(deps: Pick<ModuleDeps, 'db'>, a: ReviseArgs): Promise<void> {
  const from = a.row.status as QuotationStatus;
  const illegal = transitionError(from, 'upgraded', 'provider');
  if (illegal) throw unprocessable(illegal);
  const terms = termsValues(a.input, a.attachment);
  const version = a.row.version + 1;
  const serviceTypeId = a.input.service_type_id === undefined ? a.row.service_type_id : a.input.service_type_id;
  await deps.db.transaction(async (tx) => {
    const updated = await updateQuotationTerms(
      tx,
      { id: a.row.id, version: a.row.version, status: from },
      { ...terms, service_type_id: serviceTypeId, version, status: 'upgraded', status_changed_at: new Date() },
    );
    if (!updated) throw conflict(em('quotations.changed'));
    await insertQuotationVersion(tx, { quotation_id: a.row.id, version, created_by: a.userId, ...terms });
    await insertStatusHistory(tx, a.row.id, { from, to: 'upgraded', actor: 'provider', userId: a.userId });
    await insertNotifications(tx, [
      {
        user_id: a.customerId,
        type: 'quotation_upgraded',
        title: em('notifications.quotationUpgraded.title', { provider: a.providerName }),
        link: `/eventos/${a.row.user_event_id}`,
        data: { event_id: a.row.user_event_id, quotation_id: a.row.id, provider_id: a.row.provider_id },
      },
    ]);
    await recordQuotationEvent(tx, { quotationId: a.row.id, kind: 'updated', userId: a.userId });
  });
}

export interface ChangeStatusArgs {
  row: { id: number; status: string; user_event_id: number; provider_created_by: number | null };
  to: QuotationStatus;
  actor: QuotationActor;
  userId: number;
  ctx?: ArchiveContext;
  note?: string;
  /** For the link of the provider's e-mail on accepted/discarded (conversations). */
  publicUrl?: string;
}

/** Moves the quotation (422 with the machine's message when illegal, 409 if it changed meanwhile). */
export async function changeQuotationStatus(deps: Pick<ModuleDeps, 'db'>, a: ChangeStatusArgs): Promise<void> {
  const from = a.row.status as QuotationStatus;
  const illegal = transitionError(from, a.to, a.actor, a.ctx);
  if (illegal) throw unprocessable(illegal, { status: [illegal] });
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const updated = await updateQuotationStatus(tx, { id: a.row.id, from, to: a.to, actor: a.actor, now });
    if (!updated) throw conflict(em('quotations.changed'));
    await insertStatusHistory(tx, a.row.id, { from, to: a.to, actor: a.actor, userId: a.userId, note: a.note });
    if (a.actor === 'customer' && (a.to === 'accepted' || a.to === 'discarded') && a.row.provider_created_by) {
      await insertNotifications(tx, [
        {
          user_id: a.row.provider_created_by,
          type: 'quotation_status',
          title: em('notifications.quotationStatus.title', { status: QUOTATION_STATUS_LABELS[a.to] }),
          link: `/eventos/buscador/${a.row.user_event_id}`,
          data: { event_id: a.row.user_event_id, quotation_id: a.row.id, status: a.to },
        },
      ]);
    }
    if (a.actor === 'customer' && (a.to === 'accepted' || a.to === 'discarded')) {
      await recordQuotationEvent(tx, { quotationId: a.row.id, kind: a.to, userId: a.userId, publicUrl: a.publicUrl });
    }
  });
}
