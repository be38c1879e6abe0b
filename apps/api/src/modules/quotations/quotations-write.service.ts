// The quotation writes behind the routes (quotations-write.routes.ts), after their guards: send
// (POST events/:id/quotations), revise (PUT quotations/:id) and change status (PUT
// quotations/:id/status). Each answers the quotation's detail as the caller sees it.
import {
  canTransition,
  type QuotationActor,
  type QuotationStatus,
  type UpdateQuotationInput,
} from '@eventos/domain';
import { unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { em, eventStatusNow, loadEventServices, type ActingProvider, type EventRow } from '../events';
import { resolveAttachment, type AttachmentRef } from './quotation-attachment';
import { presentQuotationDetails } from './quotation-view';
import { findQuotationRow, loadArchiveContexts, type QuotationRow } from './quotations.repository';
import { changeQuotationStatus, createQuotation, reviseQuotation } from './quotations.service';

export type QuotationWriteDeps = Pick<ModuleDeps, 'db' | 'storage' | 'config'>;

/** The quotation `id` as `actor` sees it (versions and history included). */
async function quotationDetail(deps: QuotationWriteDeps, id: number, actor: QuotationActor) {
  const row = await findQuotationRow(deps.db, id);
  const [out] = await presentQuotationDetails(deps, row ? [row] : [], actor);
  return out!;
}

/**
 * The checks of a body (sent or revised): the quoted service, when given, must be one of the
 * event's services; the attachment is resolved (omitted on a revision: `current` is kept).
 */
async function checkedAttachment(
  deps: QuotationWriteDeps,
  eventId: number,
  userId: number,
  input: UpdateQuotationInput,
  current: AttachmentRef = null,
): Promise<AttachmentRef> {
  const serviceTypeId = input.service_type_id;
  if (serviceTypeId != null) {
    const services = (await loadEventServices(deps.db, [eventId])).get(eventId) ?? [];
    if (!services.some((s) => s.service_type_id === serviceTypeId)) {
      const message = em('quotations.service_type_id.invalid');
      throw unprocessable(message, { service_type_id: [message] });
    }
  }
  return resolveAttachment(deps, userId, input.attachment, current);
}

/** POST events/:id/quotations: the provider (checked by quoteGuard) quotes the event. */
export async function sendQuotation(
  deps: QuotationWriteDeps,
  target: { provider: ActingProvider; event: EventRow },
  userId: number,
  input: UpdateQuotationInput,
) {
  const { provider, event } = target;
  const attachment = await checkedAttachment(deps, event.id, userId, input);
  const id = await createQuotation(deps, {
    eventId: event.id,
    customerId: event.user_id,
    providerId: provider.id,
    providerName: provider.company_name,
    userId,
    input,
    attachment,
  });
  return quotationDetail(deps, id, 'provider');
}

/** PUT quotations/:id: the provider (checked by providerQuotationGuard) sends a new version. */
export async function updateQuotation(deps: QuotationWriteDeps, row: QuotationRow, userId: number, input: UpdateQuotationInput) {
  // A revisable quotation of an event whose date has passed: the event is closed.
  const revisable = canTransition(row.status as QuotationStatus, 'upgraded', 'provider');
  if (revisable && eventStatusNow({ status: row.event_status, event_date: row.event_date }) === 'expired') {
    throw unprocessable(em('events.event.closed'));
  }
  const current = row.attachment_path
    ? { upload_id: row.attachment_upload_id, path: row.attachment_path, name: row.attachment_name ?? '' }
    : null;
  const attachment = await checkedAttachment(deps, row.user_event_id, userId, input, current);
  await reviseQuotation(deps, {
    row,
    customerId: row.event_user_id,
    providerName: row.provider_company_name,
    userId,
    input,
    attachment,
  });
  return quotationDetail(deps, row.id, 'provider');
}

/** PUT quotations/:id/status by its customer or provider (checked by quotationGuard). */
export async function setQuotationStatus(
  deps: QuotationWriteDeps,
  access: { row: QuotationRow; actor: QuotationActor },
  userId: number,
  to: QuotationStatus,
) {
  const { row, actor } = access;
  if (to === 'upgraded' && actor === 'provider' && row.status !== 'archived') {
    throw unprocessable(em('quotations.status.useUpdate'), { status: [em('quotations.status.useUpdate')] });
  }
  const ctx = (await loadArchiveContexts(deps.db, [row])).get(row.id);
  await changeQuotationStatus(deps, { row, to, actor, userId, ctx, publicUrl: deps.config.PUBLIC_URL });
  return quotationDetail(deps, row.id, actor);
}
