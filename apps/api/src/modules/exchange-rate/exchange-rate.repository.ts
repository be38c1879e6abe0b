// SQL of the exchange-rate module (docs/decisions/136-service-dependencies.md).
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** The latest rate set (history is kept: one row per change). */
export async function findLatestExchangeRate(db: Db): Promise<ExchangeRateRow | null> {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.id)).limit(1);
  return row ?? null;
}

export async function insertExchangeRate(
  db: Db,
  values: { usd_pen: string; rate_date: string; created_by: number },
): Promise<void> {
  await db.insert(exchangeRates).values(values);
}
