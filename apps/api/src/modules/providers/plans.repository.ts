// The plans' SQL (docs/decisions/115-plans.md, docs/decisions/136-service-dependencies.md): upgrade
// requests and the end of the Business offer.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, upgradeRequests } from '../../db/schema';

export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

/**
 * Records a Business request; `grant` (the request is granted at once) also moves the provider to
 * Business until `grant.expires` (null: no end), in the same transaction.
 */
export async function insertUpgradeRequest(
  db: Db,
  values: typeof upgradeRequests.$inferInsert,
  grant: { now: Date; expires: Date | null } | null,
): Promise<UpgradeRequestRow> {
  return db.transaction(async (tx) => {
    const [request] = await tx.insert(upgradeRequests).values(values).returning();
    if (grant) {
      await tx
        .update(providers)
        .set({ plan: 'business', plan_started_at: grant.now, plan_expires_at: grant.expires })
        .where(eq(providers.id, values.provider_id));
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
