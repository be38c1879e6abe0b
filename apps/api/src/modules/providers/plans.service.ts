// Plans (docs/decisions/115-plans.md): the Business price and launch offer from the configuration,
// the upgrade (granted at once while Business is free; a pending request when it has a price and no
// offer runs) and the end of the offer (back to Básico, content kept, by the 'plans.expire' background job, background/jobs.ts).
import { addDaysIso, businessIsFreeNow, limaToday, st, type PlanPricing } from '@eventos/domain';
import type { Config } from '../../config';
import { conflict } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { insertUpgradeRequest, pendingUpgrade, type UpgradeRequestRow } from './plans.repository';
import { pm } from './providers.messages';
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
export async function requestBusiness(
  deps: Pick<ModuleDeps, 'db'>,
  provider: ProviderRow,
  userId: number,
  pricing: PlanPricing,
  now = new Date(),
): Promise<UpgradeRequestRow> {
  const free = businessIsFreeNow(pricing, limaToday(now));
  const expires = pricing.business_price_cents > 0 && pricing.free_until ? offerEndsAt(pricing.free_until) : null;
  return insertUpgradeRequest(
    deps.db,
    {
      provider_id: provider.id,
      user_id: userId,
      requested_plan: 'business',
      status: free ? 'granted' : 'pending',
      note: free
        ? pricing.business_price_cents === 0
          ? st('providers.upgrade.note.free')
          : st('providers.upgrade.note.offer', { date: String(pricing.free_until) })
        : st('providers.upgrade.note.pending', { cents: pricing.business_price_cents }),
      resolved_at: free ? now : null,
    },
    free ? { now, expires } : null,
  );
}

/** PUT providers/{id}/upgrade: 409 when the provider is on Business or already asked for it. */
export async function upgradeToBusiness(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  provider: ProviderRow,
  userId: number,
): Promise<UpgradeRequestRow> {
  if (provider.plan === 'business') throw conflict(pm('providers.plan.alreadyBusiness'));
  if (await pendingUpgrade(deps.db, provider.id)) throw conflict(pm('providers.plan.pending'));
  return requestBusiness(deps, provider, userId, planPricing(deps.config));
}

export const EXPIRE_PLANS_INTERVAL_MS = 60 * 60 * 1000;
