// Who may see an event (docs/decisions/005b-who-sees-an-event.md):
//  - its customer (user_events.user_id) sees everything;
//  - a provider (the user owns it: providers.created_by) is *concerned* by an event when it already
//    quoted it, or when the event is open (visible, not expired) and either addressed to it
//    ("Solicitar cotización"), or the customer invited it (event_invitations: "Solicitar
//    cotización" with an existing event), or not addressed to anyone and matching its services and
//    department.
//    Quotations are a Business option (SPEC §1): a concerned Business provider may see it ('ok'),
//    a concerned basic provider gets 422 with the plan message ('plan');
//  - anyone else: 403 (401 for visitors).
import { effectiveEventStatus, providerTakesQuotations, type UserEventStatus } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { hasQuoted, isInvited, servicesMatch, type ActingProvider } from './event-access.repository';

/** Business plan: quotations and event notifications (the domain's providerTakesQuotations). */
export const isBusiness = (provider: { plan: string }) => providerTakesQuotations(provider);

/** The parts of an event the access rules look at. */
export type EventAccessFacts = {
  id: number;
  user_id: number;
  status: string;
  event_date: string;
  department_id: number | null;
  addressed_provider_id: number | null;
};

export function eventStatusNow(event: { status: string; event_date: string }, now = new Date()): UserEventStatus {
  return effectiveEventStatus(event.status as UserEventStatus, event.event_date, now);
}

/** 'ok', 'plan' (concerned but the provider is on the basic plan) or 'forbidden'. */
export type ProviderAccess = 'ok' | 'plan' | 'forbidden';

/**
 * Whether the provider may see (and quote) the event. A provider that already quoted it is always
 * concerned (unless `allowQuoted: false`); `requireOpen: false` skips the visible/not-expired
 * check. Every concerned provider needs the Business plan, addressed requests included.
 */
export async function providerAccess(
  deps: Pick<ModuleDeps, 'db'>,
  provider: ActingProvider,
  event: EventAccessFacts,
  opts: { allowQuoted?: boolean; requireOpen?: boolean; now?: Date } = {},
): Promise<ProviderAccess> {
  if (event.user_id === provider.created_by) return 'forbidden';
  if (!(await isConcerned(deps, provider, event, opts))) return 'forbidden';
  return isBusiness(provider) ? 'ok' : 'plan';
}

async function isConcerned(
  { db }: Pick<ModuleDeps, 'db'>,
  provider: ActingProvider,
  event: EventAccessFacts,
  opts: { allowQuoted?: boolean; requireOpen?: boolean; now?: Date },
): Promise<boolean> {
  if (opts.allowQuoted !== false && (await hasQuoted(db, event.id, provider.id))) return true;
  if (opts.requireOpen !== false && eventStatusNow(event, opts.now) !== 'visible') return false;
  if (event.addressed_provider_id === provider.id) return true;
  // Invited providers see the event even when it is addressed to another one or does not match.
  if (await isInvited(db, event.id, provider.id)) return true;
  if (event.addressed_provider_id !== null) return false;
  if (provider.department_id === null || provider.department_id !== event.department_id) return false;
  return servicesMatch(db, event.id, provider.id);
}
