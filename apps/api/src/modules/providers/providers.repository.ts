// Provider rows with the names of their district, province and department (one indexed join each).
import { and, count, desc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { locations, providerServiceTypes, providerSlugHistory, providers } from '../../db/schema';

export const districtLoc = alias(locations, 'district_loc');
export const provinceLoc = alias(locations, 'province_loc');
export const departmentLoc = alias(locations, 'department_loc');

const { search_document: _searchDocument, ...columns } = getTableColumns(providers);

/** The provider's columns without the search document (what ProviderRow has besides the place names). */
export const providerColumns = columns;

/** The provider's columns (without the search document) and the names of its district, province and department. */
export const providerFields = {
  ...providerColumns,
  district: districtLoc.name,
  province: provinceLoc.name,
  department: departmentLoc.name,
};

export type ProviderRow = {
  [K in keyof typeof providerColumns]: (typeof providers.$inferSelect)[K];
} & { district: string | null; province: string | null; department: string | null };

function selectProviders(db: Db) {
  return db
    .select(providerFields)
    .from(providers)
    .leftJoin(districtLoc, eq(districtLoc.id, providers.location_id))
    .leftJoin(provinceLoc, eq(provinceLoc.id, providers.province_id))
    .leftJoin(departmentLoc, eq(departmentLoc.id, providers.department_id))
    .$dynamic();
}

/** Sites shown to visitors: not unlinked by their owner (docs/decisions/116-unlinked-sites.md). */
export const listed = isNull(providers.unlinked_at);

async function first(db: Db, where: SQL | undefined): Promise<ProviderRow | null> {
  const [row] = await selectProviders(db).where(where).limit(1);
  return row ?? null;
}

export function findProviderById(db: Db, id: number): Promise<ProviderRow | null> {
  return first(db, eq(providers.id, id));
}

export function findProviderBySlug(db: Db, slug: string): Promise<ProviderRow | null> {
  return first(db, eq(providers.slug, slug));
}

export function findProviderByGuid(db: Db, guid: string): Promise<ProviderRow | null> {
  return first(db, eq(providers.guid, guid));
}

/** The provider that used `slug` before renaming (for redirects). */
export async function findProviderByOldSlug(db: Db, slug: string): Promise<ProviderRow | null> {
  const [hit] = await db
    .select({ provider_id: providerSlugHistory.provider_id })
    .from(providerSlugHistory)
    .where(eq(providerSlugHistory.slug, slug))
    .limit(1);
  return hit ? findProviderById(db, hit.provider_id) : null;
}

/** The provider a user created (owner), if any. */
export function findProviderCreatedBy(db: Db, userId: number): Promise<ProviderRow | null> {
  return first(db, eq(providers.created_by, userId));
}

export async function listProviders(db: Db, opts: { offset: number; limit: number }): Promise<ProviderRow[]> {
  return selectProviders(db).where(listed).orderBy(desc(providers.created_at), desc(providers.id)).limit(opts.limit).offset(opts.offset);
}

/**
 * Listed providers: the count the search's triggers keep (provider_search_counts, facet 0 in all of
 * Peru, migration 0014) — counting the providers took 42 ms at 1,000,000 (ADR 339).
 */
export async function countProviders(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count FROM provider_search_counts WHERE facet = 0 AND place_id = 0`);
  return Number(row?.count ?? 0);
}

export function latestProviders(db: Db, limit: number): Promise<ProviderRow[]> {
  return listProviders(db, { offset: 0, limit });
}

/**
 * Business providers with the best reviews (marked `featured` first): the first rows of
 * providers_featured_rank_idx (migration 0025), whose order and condition these are.
 */
export function featuredProviders(db: Db, limit: number): Promise<ProviderRow[]> {
  return selectProviders(db)
    .where(and(eq(providers.plan, 'business'), listed))
    .orderBy(
      desc(providers.featured),
      desc(providers.reviews_score),
      desc(providers.reviews_number),
      desc(providers.id),
    )
    .limit(limit);
}

/**
 * Providers offering at least one of the same services in the same department, excluding the
 * provider itself; ranked by shared services, then same district, same province, rating.
 */
export async function similarProviders(
  db: Db,
  provider: { id: number; location_id: number | null; province_id: number | null; department_id: number | null },
  limit: number,
): Promise<ProviderRow[]> {
  if (!provider.department_id) return [];
  const shared = db
    .select({
      provider_id: providerServiceTypes.provider_id,
      shared: count().as('shared'),
    })
    .from(providerServiceTypes)
    .where(
      inArray(
        providerServiceTypes.service_type_id,
        db
          .select({ id: providerServiceTypes.service_type_id })
          .from(providerServiceTypes)
          .where(eq(providerServiceTypes.provider_id, provider.id)),
      ),
    )
    .groupBy(providerServiceTypes.provider_id)
    .as('shared');
  const sameDistrict = provider.location_id
    ? sql<number>`case when ${providers.location_id} = ${provider.location_id} then 1 else 0 end`
    : sql<number>`0`;
  const sameProvince = provider.province_id
    ? sql<number>`case when ${providers.province_id} = ${provider.province_id} then 1 else 0 end`
    : sql<number>`0`;
  return selectProviders(db)
    .innerJoin(shared, eq(shared.provider_id, providers.id))
    .where(and(ne(providers.id, provider.id), eq(providers.department_id, provider.department_id), listed))
    .orderBy(
      desc(shared.shared),
      desc(sameDistrict),
      desc(sameProvince),
      desc(providers.reviews_score),
      desc(providers.id),
    )
    .limit(limit);
}

/**
 * The id of the listed provider at `offset` in id order: the primary key read index-only, less the
 * unlinked ids (providers_unlinked_idx, a merge anti-join) — ≈ 50 ms at offset 950,000 of 1,000,000,
 * where OFFSET over the rows themselves read every row before it (≈ 650 ms; ADR 387).
 */
const listedIdAt = (offset: number) =>
  sql`(SELECT p.id FROM providers p
       WHERE NOT EXISTS (SELECT 1 FROM providers u WHERE u.id = p.id AND u.unlinked_at IS NOT NULL)
       ORDER BY p.id OFFSET ${offset} LIMIT 1)`;

/** Listed provider sites `offset` … `offset + limit − 1` in id order (oldest first), for the sitemap. */
export function providerSitemapRows(db: Db, offset: number, limit: number) {
  return db
    .select({ slug: providers.slug, updated_at: providers.updated_at, plan: providers.plan })
    .from(providers)
    .where(offset > 0 ? and(listed, sql`${providers.id} >= ${listedIdAt(offset)}`) : listed)
    .orderBy(providers.id)
    .limit(limit);
}

/** `slug` is another provider's current or old slug (a provider may take back its own old slug). */
export async function slugTakenByOther(db: Db, slug: string, ownProviderId: number | null): Promise<boolean> {
  const [current] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(ownProviderId ? and(eq(providers.slug, slug), ne(providers.id, ownProviderId)) : eq(providers.slug, slug))
    .limit(1);
  if (current) return true;
  const [old] = await db
    .select({ id: providerSlugHistory.provider_id })
    .from(providerSlugHistory)
    .where(
      ownProviderId
        ? and(eq(providerSlugHistory.slug, slug), ne(providerSlugHistory.provider_id, ownProviderId))
        : eq(providerSlugHistory.slug, slug),
    )
    .limit(1);
  return Boolean(old);
}

/** True when at least one provider exists (the demo data is only loaded into an empty database). */
export async function hasProviders(db: Db): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).limit(1);
  return rows.length > 0;
}
