// Customer albums as the API returns them: summary (items_count, cover) and detail (items).
import type { ModuleDeps } from '../../plugins/module-deps';
import { toMediaOut } from '../media';
import { albumStats, listItems, type CustomerAlbumRow } from './customer-albums.repository';
import type { CustomerAlbum as CustomerAlbumOut } from '@eventos/domain';
import { loadMediaServices } from '../media';

/** What these services use (docs/decisions/136-service-dependencies.md). */
type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

export async function albumSummaries(deps: Deps, rows: CustomerAlbumRow[]): Promise<CustomerAlbumOut[]> {
  const stats = await albumStats(deps.db, rows.map((r) => r.id));
  return rows.map((row) => {
    const s = stats.get(row.id);
    return {
      id: row.id,
      name: row.name,
      items_count: s?.count ?? 0,
      cover: s?.cover ? toMediaOut(deps.storage, s.cover) : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

export async function albumDetail(deps: Deps, row: CustomerAlbumRow) {
  const [summary] = await albumSummaries(deps, [row]);
  const items = await listItems(deps.db, row.id);
  const services = await loadMediaServices(deps.db, items.map((m) => m.id));
  return { ...summary!, items: items.map((m) => toMediaOut(deps.storage, m, services.get(m.id))) };
}
