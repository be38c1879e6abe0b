// The USD→PEN exchange rate shown beside USD quotations (docs/decisions/183-prices-with-igv.md).
// Services take `Pick<ModuleDeps, …>` (docs/decisions/136-service-dependencies.md).
import type { ExchangeRate } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findLatestExchangeRate, insertExchangeRate } from './exchange-rate.repository';

export async function latestExchangeRate(deps: Pick<ModuleDeps, 'db'>): Promise<ExchangeRate | null> {
  const row = await findLatestExchangeRate(deps.db);
  return row ? { usd_pen: Number(row.usd_pen), rate_date: row.rate_date } : null;
}

/** An admin sets a new rate (the previous ones stay as history); answers the rate now in force. */
export async function setExchangeRate(
  deps: Pick<ModuleDeps, 'db'>,
  adminId: number,
  input: { usd_pen: number; rate_date: string },
): Promise<ExchangeRate> {
  await insertExchangeRate(deps.db, {
    usd_pen: input.usd_pen.toFixed(4),
    rate_date: input.rate_date,
    created_by: adminId,
  });
  return (await latestExchangeRate(deps))!;
}
