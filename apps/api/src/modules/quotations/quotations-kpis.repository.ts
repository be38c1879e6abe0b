// SQL of the provider KPIs (quotations-kpis.ts): the facts of every quotation a provider sent and
// the customers it dealt with.
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { eventInvitations, quotations, userEvents } from '../../db/schema';

/** When each quotation of the providers was sent, and when its event was published. */
export async function loadResponseFacts(
  db: Db,
  providerIds: number[],
): Promise<{ provider_id: number; created_at: Date; published_at: Date }[]> {
  return db
    .select({
      provider_id: quotations.provider_id,
      created_at: quotations.created_at,
      published_at: userEvents.published_at,
    })
    .from(quotations)
    .innerJoin(userEvents, eq(userEvents.id, quotations.user_event_id))
    .where(inArray(quotations.provider_id, providerIds));
}

/**
 * Distinct customers who received a quotation from the provider or addressed it directly (an
 * addressed event or an invitation to an existing one).
 */
export async function countProviderCustomers(db: Db, providerId: number): Promise<number> {
  const [customers] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(distinct customer_id) as n from (
          select ${userEvents.user_id} as customer_id from ${quotations}
            join ${userEvents} on ${userEvents.id} = ${quotations.user_event_id}
           where ${quotations.provider_id} = ${providerId}
          union
          select ${userEvents.user_id} from ${userEvents} where ${userEvents.addressed_provider_id} = ${providerId}
          union
          select ${userEvents.user_id} from ${eventInvitations}
            join ${userEvents} on ${userEvents.id} = ${eventInvitations.event_id}
           where ${eventInvitations.provider_id} = ${providerId}
        ) as customers`,
  );
  return Number(customers?.n ?? 0);
}

export type QuotationFact = {
  created_at: Date | string;
  published_at: Date | string;
  accepted: boolean;
  currency: string;
  total_cents: number;
};

/** Each quotation the provider sent: when, its event's publication, accepted or not, its total. */
export function loadQuotationFacts(db: Db, providerId: number): Promise<QuotationFact[]> {
  return queryRows<QuotationFact>(
    db,
    sql`select ${quotations.created_at} as created_at, ${userEvents.published_at} as published_at,
               (${quotations.accepted_at} is not null or ${quotations.status} = 'accepted') as accepted,
               ${quotations.currency} as currency, ${quotations.total_cents} as total_cents
          from ${quotations} join ${userEvents} on ${userEvents.id} = ${quotations.user_event_id}
         where ${quotations.provider_id} = ${providerId}`,
  );
}
