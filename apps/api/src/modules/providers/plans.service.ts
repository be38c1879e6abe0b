// Plans (docs/decisions/115-plans.md): the Business price and launch offer from the configuration,
// the upgrade (granted at once while Business is free; a pending request when it has a price and no
// offer runs) and the end of the offer (back to Básico, content kept, by the 'plans.expire' background job, background/jobs.ts).
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { addDaysIso, businessIsFreeNow, limaToday, type PlanPricing } from '@eventos/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { providers, upgradeRequests } from '../../db/schema';
import type { ProviderRow } from './providers.repository';

export function planPricing(config: Pick<Config, 'BUSINESS_PRICE_CENTS' | 'BUSINESS_FREE_UNTIL'>): PlanPricing {
  return {
    business_price_cents: config.BUSINESS_PRICE_CENTS,
    currency: 'PEN',
    period: 'month',
    free_until: config.BUSINESS_FREE_UNTIL || null,
  };
}

/** 00:00 in Lima (UTC−5, no daylight saving) of the day after `isoDate`: when the offer ends. */
export function offerEndsAt(isoDate: string): Date {
  return new Date(`${addDaysIso(isoDate, 1)}T05:00:00Z`);
}

/**
 * Asks for Business. Free now (price 0 or the offer runs): granted at once; with an offer, the plan
 * expires when the offer ends. Otherwise the request stays `pending` until the payment is
 * confirmed (an operator, or a payment webhook, sets it to granted) and the plan is unchanged.
 */
export async function requestBusiness(db: Db, provider: ProviderRow, userId: number, pricing: PlanPricing, now = new Date()) {
  const free = businessIsFreeNow(pricing, limaToday(now));
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(upgradeRequests)
      .values({
        provider_id: provider.id,
        user_id: userId,
        requested_plan: 'business',
        status: free ? 'granted' : 'pending',
        note: free
          ? pricing.business_price_cents === 0
            ? 'Business sin costo'
            : `Oferta: gratis hasta el ${pricing.free_until}`
          : `Pendiente de pago: ${pricing.business_price_cents} céntimos al mes`,
        resolved_at: free ? now : null,
      })
      .returning();
    if (free) {
      const expires = pricing.business_price_cents > 0 && pricing.free_until ? offerEndsAt(pricing.free_until) : null;
      await tx.update(providers).set({ plan: 'business', plan_started_at: now, plan_expires_at: expires }).where(eq(providers.id, provider.id));
    }
    return request!;
  });
}

/** The provider's pending Business request, if any. */
export async function pendingUpgrade(db: Db, providerId: number) {
  const [row] = await db
    .select({ id: upgradeRequests.id })
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.provider_id, providerId), eq(upgradeRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Business plans whose offer has ended go back to Básico (reads hide the Business options at once). */
export async function expireBusinessPlans(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(providers)
    .set({ plan: 'basic', plan_expires_at: null })
    .where(and(eq(providers.plan, 'business'), isNotNull(providers.plan_expires_at), lte(providers.plan_expires_at, now)))
    .returning({ id: providers.id });
  return rows.length;
}

export const EXPIRE_PLANS_INTERVAL_MS = 60 * 60 * 1000;
