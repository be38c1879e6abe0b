/**
 * GET /api/v1/plans (docs/decisions/115-plans.md): the Business price's schemas, apart from the plan
 * texts and labels (plans.ts) so that a page showing them does not build zod schemas when it loads
 * (docs/decisions/256).
 */
import { z } from 'zod';

/** GET /api/v1/plans: the Business price from the server's configuration. */
export const PlanPricingSchema = z.object({
  /** Monthly price of Business in cents of PEN, IGV included (0: free). */
  business_price_cents: z.number().int().min(0),
  currency: z.literal('PEN'),
  period: z.literal('month'),
  /** 'YYYY-MM-DD' (Lima): Business is free until that day inclusive; null without an offer. */
  free_until: z.string().nullable(),
});
export type PlanPricing = z.infer<typeof PlanPricingSchema>;
export const PlansResponseSchema = z.object({ data: PlanPricingSchema });
