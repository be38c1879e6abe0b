// SQL of the customer's invitations (event-invitations.ts, docs/decisions/005c-event-invitations.md),
// run in the invitation's transaction: the event row is locked while counting and inserting.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventInvitations, userEvents } from '../../db/schema';

/** Locks the event row (FOR UPDATE) until the transaction ends. */
export async function lockEvent(db: Db, eventId: number): Promise<void> {
  await db.execute(sql`select ${userEvents.id} from ${userEvents} where ${userEvents.id} = ${eventId} for update`);
}

/** When the event was sent to the provider, or null if it was not. */
export async function findInvitationTime(db: Db, eventId: number, providerId: number): Promise<Date | null> {
  const [existing] = await db
    .select({ created_at: eventInvitations.created_at })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.event_id, eventId), eq(eventInvitations.provider_id, providerId)))
    .limit(1);
  return existing?.created_at ?? null;
}

export async function countInvitations(db: Db, eventId: number): Promise<number> {
  const [total] = await db.select({ n: count() }).from(eventInvitations).where(eq(eventInvitations.event_id, eventId));
  return Number(total?.n ?? 0);
}

/** Stores the invitation; returns its time. */
export async function insertInvitation(db: Db, eventId: number, providerId: number): Promise<Date> {
  const [inserted] = await db
    .insert(eventInvitations)
    .values({ event_id: eventId, provider_id: providerId })
    .returning({ created_at: eventInvitations.created_at });
  return inserted!.created_at;
}
