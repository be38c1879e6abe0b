// SQL of the access rules (event-access.ts, docs/decisions/005b-who-sees-an-event.md): the provider
// a user acts as, and the facts that make a provider concerned by an event.
import { and, asc, eq, sql } from 'drizzle-orm';
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
