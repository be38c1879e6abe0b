// The provider's event searcher's query (GET events/search): open events (visible, date not
// passed, not the provider's own) addressed to the provider, sent to it (event_invitations), or not
// addressed and matching its services and department; filtered, newest first.
import { and, desc, eq, exists, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { limaToday, type EventSearchQuery } from '@eventos/domain';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/page';
import { eventInvitations, providerServiceTypes, userEventServiceTypes, userEvents } from '../../db/schema';
import type { ActingProvider } from './event-access.repository';
import { findEventRows, type EventRow } from './events.repository';

function matchesProvider(db: Db, provider: ActingProvider): SQL {
  const sharedService = db
    .select({ one: sql`1` })
    .from(userEventServiceTypes)
    .innerJoin(
      providerServiceTypes,
      and(
        eq(providerServiceTypes.service_type_id, userEventServiceTypes.service_type_id),
        eq(providerServiceTypes.provider_id, provider.id),
      ),
    )
    .where(eq(userEventServiceTypes.user_event_id, userEvents.id));
  const inArea =
    provider.department_id === null
      ? sql`false`
      : and(
          isNull(userEvents.addressed_provider_id),
          eq(userEvents.department_id, provider.department_id),
          exists(sharedService),
        )!;
  const invited = db
    .select({ one: sql`1` })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.event_id, userEvents.id), eq(eventInvitations.provider_id, provider.id)));
  return or(eq(userEvents.addressed_provider_id, provider.id), exists(invited), inArea)!;
}

export function searchWhere(db: Db, provider: ActingProvider, q: EventSearchQuery, today = limaToday()): SQL {
  return and(
    eq(userEvents.status, 'visible'),
    gte(userEvents.event_date, today),
    provider.created_by === null ? undefined : ne(userEvents.user_id, provider.created_by),
    matchesProvider(db, provider),
    q.event_type_id ? eq(userEvents.event_type_id, q.event_type_id) : undefined,
    q.date_from ? gte(userEvents.event_date, q.date_from) : undefined,
    q.date_to ? lte(userEvents.event_date, q.date_to) : undefined,
    q.department_id ? eq(userEvents.department_id, q.department_id) : undefined,
    q.province_id ? eq(userEvents.province_id, q.province_id) : undefined,
    q.district_id ? eq(userEvents.location_id, q.district_id) : undefined,
  )!;
}

/** One page of the provider's searcher and how many events match. */
export async function searchEvents(
  db: Db,
  provider: ActingProvider,
  q: EventSearchQuery,
): Promise<{ rows: EventRow[]; total: number }> {
  const where = searchWhere(db, provider, q);
  const rows = findEventRows(db, where).orderBy(desc(userEvents.published_at), desc(userEvents.id));
  return selectPage(db, rows, { from: userEvents, where }, q);
}
