// SQL of the event notifications (event-notifications.ts): the providers to tell about a new event
// (matching Business providers, or the one it is addressed to) and the provider an event is sent to.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerServiceTypes, providers, users } from '../../db/schema';

/** What picks the recipients of an event (event-notifications.ts' PublishedEvent has it). */
export type RecipientQuery = {
  user_id: number;
  department_id: number | null;
  service_type_ids: number[];
  addressed_provider_id: number | null;
};

export type Recipient = { id: number; company_name: string; email: string | null; owner_id: number | null; owner_email: string | null };

const recipientFields = {
  id: providers.id,
  company_name: providers.company_name,
  email: providers.email,
  owner_id: providers.created_by,
  owner_email: users.email,
};

/** Business providers to notify for a new event (see event-notifications.ts). */
export async function eventRecipients(db: Db, event: RecipientQuery): Promise<Recipient[]> {
  const notOwn = or(isNull(providers.created_by), ne(providers.created_by, event.user_id));
  const business = eq(providers.plan, 'business');
  const base = db.select(recipientFields).from(providers).leftJoin(users, eq(users.id, providers.created_by));
  if (event.addressed_provider_id !== null) {
    return base.where(and(eq(providers.id, event.addressed_provider_id), business, notOwn));
  }
  if (event.department_id === null || event.service_type_ids.length === 0) return [];
  const matching = db
    .select({ one: sql`1` })
    .from(providerServiceTypes)
    .where(
      and(
        eq(providerServiceTypes.provider_id, providers.id),
        inArray(providerServiceTypes.service_type_id, event.service_type_ids),
      ),
    );
  return base.where(
    and(
      business,
      eq(providers.department_id, event.department_id),
      sql`exists (${matching})`,
      notOwn,
    ),
  );
}

/** Provider `providerId` as a recipient (none when it does not exist). */
export async function findRecipients(db: Db, providerId: number): Promise<Recipient[]> {
  return db
    .select(recipientFields)
    .from(providers)
    .leftJoin(users, eq(users.id, providers.created_by))
    .where(eq(providers.id, providerId));
}
