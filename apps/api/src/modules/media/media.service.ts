// The public gallery of a provider (SPEC §7): a Business option (docs/decisions/115-plans.md), so
// it is empty while the plan is basic. Services take `Pick<ModuleDeps, …>`
// (docs/decisions/136-service-dependencies.md); the SQL is in media.repository.ts.
import { pageOffset, t } from '@eventos/domain';
import { notFound } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findProviderGallery, type ProviderMediaFilter } from './media.repository';
import { toMediaOut, type MediaOut, type MediaRow } from './media.view';

export const PROVIDER_NOT_FOUND = t('providers.provider.notFound');

/** A page of the provider's public gallery (404 unknown provider). */
export async function providerGallery(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  providerId: number,
  filter: ProviderMediaFilter,
  page: { page: number; size: number },
): Promise<{ data: MediaOut[]; total: number }> {
  const { plan, rows, total } = await findProviderGallery(deps.db, providerId, filter, { limit: page.size, offset: pageOffset(page) });
  if (plan === null) throw notFound(PROVIDER_NOT_FOUND);
  return galleryPageOut(deps.storage, plan, rows, total);
}

/**
 * The answer's page from the gallery page's rows (galleryPageSql), for this route and for the site's
 * `withGallery` (ADR 338). The gallery is a Business option (docs/decisions/115-plans.md): hidden while
 * the plan is basic.
 */
export function galleryPageOut(
  storage: ModuleDeps['storage'],
  plan: string,
  rows: ReadonlyArray<{ row: MediaRow; services: number[] }>,
  total: number,
): { data: MediaOut[]; total: number } {
  if (plan !== 'business') return { data: [], total: 0 };
  return { data: rows.map(({ row, services }) => toMediaOut(storage, row, services)), total };
}
