/**
 * The USD→PEN exchange rate's schemas (ADR 183), apart from the price displays (prices.ts) so that a
 * page showing a price does not build zod schemas when it loads (docs/decisions/256).
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { isoDate } from '../common/common.schemas';

/** The USD→PEN exchange rate admins set (GET /api/v1/exchange-rate). */
export const ExchangeRateSchema = z.object({
  /** Soles per dollar, up to 4 decimals (e.g. 3.7520). */
  usd_pen: z.number(),
  /** Day the rate refers to, 'YYYY-MM-DD'. */
  rate_date: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** GET /api/v1/exchange-rate: the latest rate set, or null before the first one. */
export const LatestExchangeRateSchema = ExchangeRateSchema.nullable();

/** PUT /api/v1/exchange-rate (admins). */
export const SetExchangeRateSchema = z.object({
  usd_pen: z.coerce
    .number({ error: t('exchange.rate.invalid') })
    .gt(0, t('exchange.rate.invalid'))
    .lt(100, t('exchange.rate.invalid'))
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, t('exchange.rate.invalid')),
  rate_date: isoDate(),
});
export type SetExchangeRateInput = z.input<typeof SetExchangeRateSchema>;
