// The provider's event searcher (GET events/search): providers only (403 for customers), Business
// plan only (422 with the plan message); each event shows the provider's own quotation and whether
// the customer sent it to the provider.
import type { EventSearchQuery } from '@eventos/domain';
import { forbidden, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { isBusiness } from './event-access';
import { findActingProvider } from './event-access.repository';
import { presentEvents } from './event-view';
import { em } from './events.messages';
import { loadProviderInvitations, loadProviderQuotations } from './events.repository';
import { searchEvents } from './events-search.repository';

export async function searchEventsForProvider(deps: Pick<ModuleDeps, 'db'>, userId: number, q: EventSearchQuery) {
  const provider = await findActingProvider(deps.db, userId);
  if (!provider) throw forbidden(em('events.search.providerOnly'));
  if (!isBusiness(provider)) throw unprocessable(em('plan.business.required'));
  const { rows, total } = await searchEvents(deps.db, provider, q);
  const eventIds = rows.map((r) => r.id);
  const [mine, invited] = await Promise.all([
    loadProviderQuotations(deps.db, provider.id, eventIds),
    loadProviderInvitations(deps.db, provider.id, eventIds),
  ]);
  const data = await presentEvents(deps, rows, (row) => ({
    kind: 'provider',
    providerId: provider.id,
    invited: invited.has(row.id),
    quotation: mine.get(row.id) ?? null,
    showCustomer: false,
  }));
  return { data, total };
}
