// Quotation writes, each in one transaction with its status-history row (who and when):
//  - create: version 1 (status delivered) + its snapshot in quotation_versions;
//  - revise: the provider sends a new version → status upgraded, version + 1, snapshot kept;
//  - change status: checked with the domain state machine (quotation-status.machine.ts).
// Amounts are stored as integer cents; the price totals come from computeQuotationTotals.
import { and, eq, sql } from 'drizzle-orm';
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
import type { Db } from '../../db/client';
import { quotationStatusHistory, quotationVersions, quotations } from '../../db/schema';
import { conflict, unprocessable } from '../../plugins/errors';
import { em } from '../events';
import { recordQuotationEvent } from '../conversations';
import { insertNotifications } from '../notifications';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AttachmentRef } from './quotation-attachment';

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

type History = { from: QuotationStatus | null; to: QuotationStatus; actor: QuotationActor; userId: number; note?: string };

async function recordHistory(db: Db, quotationId: number, h: History): Promise<void> {
  await db.insert(quotationStatusHistory).values({
    quotation_id: quotationId,
    from_status: h.from,
    to_status: h.to,
    changed_by: h.userId,
    actor_role: h.actor,
    note: h.note ?? null,
  });
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

export async function createQuotation(db: Db, a: CreateQuotationArgs): Promise<number> {
  const terms = termsValues(a.input, a.attachment);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotations)
        .values({
          user_event_id: a.eventId,
          provider_id: a.providerId,
          service_type_id: a.input.service_type_id ?? null,
          created_by: a.userId,
          status: 'delivered',
          version: 1,
          ...terms,
        })
        .returning({ id: quotations.id });
      const id = row!.id;
      await tx.insert(quotationVersions).values({ quotation_id: id, version: 1, created_by: a.userId, ...terms });
      await recordHistory(tx, id, { from: null, to: 'delivered', actor: 'provider', userId: a.userId });
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
export async function reviseQuotation(db: Db, a: ReviseArgs): Promise<void> {
  const from = a.row.status as QuotationStatus;
  const illegal = transitionError(from, 'upgraded', 'provider');
  if (illegal) throw unprocessable(illegal);
  const terms = termsValues(a.input, a.attachment);
  const version = a.row.version + 1;
  const serviceTypeId = a.input.service_type_id === undefined ? a.row.service_type_id : a.input.service_type_id;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(quotations)
      .set({ ...terms, service_type_id: serviceTypeId, version, status: 'upgraded', status_changed_at: new Date() })
      .where(and(eq(quotations.id, a.row.id), eq(quotations.version, a.row.version), eq(quotations.status, from)))
      .returning({ id: quotations.id });
    if (updated.length === 0) throw conflict(em('quotations.changed'));
    await tx.insert(quotationVersions).values({ quotation_id: a.row.id, version, created_by: a.userId, ...terms });
    await recordHistory(tx, a.row.id, { from, to: 'upgraded', actor: 'provider', userId: a.userId });
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
export async function changeQuotationStatus(db: Db, a: ChangeStatusArgs): Promise<void> {
  const from = a.row.status as QuotationStatus;
  const illegal = transitionError(from, a.to, a.actor, a.ctx);
  if (illegal) throw unprocessable(illegal, { status: [illegal] });
  const now = new Date();
  const archiveColumn = a.actor === 'customer' ? 'archived_by_customer_at' : 'archived_by_provider_at';
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(quotations)
      .set({
        status: a.to,
        status_changed_at: now,
        ...(a.to === 'accepted' ? { accepted_at: now } : {}),
        ...(a.to === 'opened' ? { opened_at: sql`coalesce(${quotations.opened_at}, ${now.toISOString()}::timestamptz)` } : {}),
        ...(a.to === 'archived' ? { [archiveColumn]: now } : {}),
        ...(from === 'archived' ? { archived_by_customer_at: null, archived_by_provider_at: null } : {}),
      })
      .where(and(eq(quotations.id, a.row.id), eq(quotations.status, from)))
      .returning({ id: quotations.id });
    if (updated.length === 0) throw conflict(em('quotations.changed'));
    await recordHistory(tx, a.row.id, { from, to: a.to, actor: a.actor, userId: a.userId, note: a.note });
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
