// "Solicitar cotización" with one of the customer's open events (POST events/:id/invitations,
// docs/decisions/005c-event-invitations.md): the customer sends an event it already published to a
// Business provider instead of describing it again. The invited provider sees, finds in its searcher
// and quotes the event like the provider it is addressed to (event-access.ts), and is told once
// (e-mail through the outbox + in-app notification, in the same transaction as the invitation).
// Rules, in order (the route's owner guard already answered 401/404/403):
//   - the event is open (visible, date not passed), else 422 events.invitation.closed;
//   - the provider exists (404), is not the customer's own (422 on provider_id) and takes
//     quotations (providerTakesQuotations, else 422 events.provider_id.notBusiness on provider_id);
//   - the provider the event is addressed to already has the request: 200, nothing stored or sent;
//   - an existing invitation is answered again (200), nothing sent again;
//   - at most EVENT_INVITATIONS_MAX invitations per event (422 events.invitations.max).
// The event row is locked (FOR UPDATE) while counting and inserting, so concurrent invitations to
// the same event never pass the cap or notify twice.
import { EVENT_INVITATIONS_MAX, MESSAGES, formatMessage } from '@eventos/domain';
import { notFound, unprocessable } from '../../plugins/errors';
import { eventStatusNow, isBusiness } from './event-access';
import { findProviderForAccess } from './event-access.repository';
import { countInvitations, findInvitationTime, insertInvitation, lockEvent } from './event-invitations.repository';
import type { ModuleDeps } from '../../plugins/module-deps';
import { openRequestThread } from '../conversations';
import { notifyEventInvitation, type PublishedEvent } from './event-notifications';
import { em } from './events.messages';
import { findFirstName, loadEventServices, type EventRow } from './events.repository';

export type InvitationResult = {
  created: boolean;
  invitation: {
    event_id: number;
    provider_id: number;
    company_name: string;
    slug: string;
    created_at: string;
  };
};

const providerIdError = (message: string) => unprocessable(message, { provider_id: [message] });

async function publishedEvent({ db }: Pick<ModuleDeps, 'db'>, row: EventRow): Promise<PublishedEvent> {
  const services = (await loadEventServices(db, [row.id])).get(row.id) ?? [];
  const customerFirstName = await findFirstName(db, row.user_id);
  return {
    id: row.id,
    user_id: row.user_id,
    event_type_name: row.event_type_name,
    description: row.description,
    event_date: row.event_date,
    department_id: row.department_id,
    place_label: [row.district, row.province].filter(Boolean).join(', '),
    service_type_ids: services.map((s) => s.service_type_id),
    service_names: services.map((s) => s.type_name),
    addressed_provider_id: row.addressed_provider_id,
    customer_first_name: customerFirstName,
  };
}

/** Sends the customer's event `row` (already checked as theirs) to provider `providerId`. */
export async function inviteProvider(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  row: EventRow,
  providerId: number,
): Promise<InvitationResult> {
  if (eventStatusNow(row) !== 'visible') throw unprocessable(MESSAGES['events.invitation.closed']);
  const provider = await findProviderForAccess(deps.db, providerId);
  if (!provider) throw notFound(em('events.provider.notFound'));
  if (provider.created_by === row.user_id) throw providerIdError(em('events.provider.self'));
  if (!isBusiness(provider)) {
    throw providerIdError(em('events.provider_id.notBusiness', { provider: provider.company_name }));
  }
  const card = { event_id: row.id, provider_id: provider.id, company_name: provider.company_name, slug: provider.slug };
  // Addressed to it already ("Solicitar cotización" through the wizard): it has the request.
  if (row.addressed_provider_id === provider.id) {
    return { created: false, invitation: { ...card, created_at: row.published_at.toISOString() } };
  }

  const event = await publishedEvent(deps, row);
  return deps.db.transaction(async (tx) => {
    await lockEvent(tx, row.id);
    const existing = await findInvitationTime(tx, row.id, provider.id);
    if (existing) return { created: false, invitation: { ...card, created_at: existing.toISOString() } };
    if ((await countInvitations(tx, row.id)) >= EVENT_INVITATIONS_MAX) {
      throw unprocessable(formatMessage(MESSAGES['events.invitations.max'], { max: EVENT_INVITATIONS_MAX }));
    }
    const createdAt = await insertInvitation(tx, row.id, provider.id);
    await notifyEventInvitation(tx, event, provider.id, deps.config.PUBLIC_URL);
    await openRequestThread(tx, { eventId: row.id, providerId: provider.id, origin: 'invitation' });
    return { created: true, invitation: { ...card, created_at: createdAt.toISOString() } };
  });
}
