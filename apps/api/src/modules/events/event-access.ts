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
import { and, asc, eq, sql } from 'drizzle-orm';
import { effectiveEventStatus, providerTakesQuotations, type UserEventStatus } from '@eventos/domain';
import type { Db } from '../../db/client';
import {
  eventInvitations,
  providerServiceTypes,
  providers,
  quotations,
  userEventServiceTypes,
} from '../../db/schema';

export type ActingProvider = {
  id: number;
  company_name: string;
  slug: string;
  plan: string;
  department_id: number | null;
  created_by: number | null;
  email: string | null;
};

const actingFields = {
  id: providers.id,
  company_name: providers.company_name,
  slug: providers.slug,
  plan: providers.plan,
  department_id: providers.department_id,
  created_by: providers.created_by,
  email: providers.email,
};

/** The provider the user owns (created_by = user), or null for customers. */
export async function findActingProvider(db: Db, userId: number): Promise<ActingProvider | null> {
  const [row] = await db
    .select(actingFields)
    .from(providers)
    .where(eq(providers.created_by, userId))
    .orderBy(asc(providers.id))
    .limit(1);
  return row ?? null;
}

export async function findProviderForAccess(db: Db, providerId: number): Promise<ActingProvider | null> {
  const [row] = await db.select(actingFields).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row ?? null;
}

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

/** True when one of the event's services is one of the provider's. */
export async function servicesMatch(db: Db, eventId: number, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(userEventServiceTypes)
    .innerJoin(
      providerServiceTypes,
      and(
        eq(providerServiceTypes.service_type_id, userEventServiceTypes.service_type_id),
        eq(providerServiceTypes.provider_id, providerId),
      ),
    )
    .where(eq(userEventServiceTypes.user_event_id, eventId))
    .limit(1);
  return rows.length > 0;
}

export async function hasQuoted(db: Db, eventId: number, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.user_event_id, eventId), eq(quotations.provider_id, providerId)))
    .limit(1);
  return rows.length > 0;
}

/** True when the customer sent the event to the provider (POST events/:id/invitations). */
export async function isInvited(db: Db, eventId: number, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.event_id, eventId), eq(eventInvitations.provider_id, providerId)))
    .limit(1);
  return rows.length > 0;
}

/** 'ok', 'plan' (concerned but the provider is on the basic plan) or 'forbidden'. */
export type ProviderAccess = 'ok' | 'plan' | 'forbidden';

/**
 * Whether the provider may see (and quote) the event. A provider that already quoted it is always
 * concerned (unless `allowQuoted: false`); `requireOpen: false` skips the visible/not-expired
 * check. Every concerned provider needs the Business plan, addressed requests included.
 */
export async function providerAccess(
  db: Db,
  provider: ActingProvider,
  event: EventAccessFacts,
  opts: { allowQuoted?: boolean; requireOpen?: boolean; now?: Date } = {},
): Promise<ProviderAccess> {
  if (event.user_id === provider.created_by) return 'forbidden';
  if (!(await isConcerned(db, provider, event, opts))) return 'forbidden';
  return isBusiness(provider) ? 'ok' : 'plan';
}

async function isConcerned(
  db: Db,
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
