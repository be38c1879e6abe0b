// Customer albums as the API returns them: summary (items_count, cover) and detail (items).
import type { FastifyInstance } from 'fastify';
import { toMediaOut } from '../media';
import { albumStats, listItems, type CustomerAlbumRow } from './customer-albums.repository';
import type { CustomerAlbum as CustomerAlbumOut } from '@eventos/domain';
import { loadMediaServices } from '../media';

export async function albumSummaries(app: FastifyInstance, rows: CustomerAlbumRow[]): Promise<CustomerAlbumOut[]> {
  const stats = await albumStats(app.db, rows.map((r) => r.id));
  return rows.map((row) => {
    const s = stats.get(row.id);
    return {
      id: row.id,
      name: row.name,
      items_count: s?.count ?? 0,
      cover: s?.cover ? toMediaOut(app.storage, s.cover) : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

export async function albumDetail(app: FastifyInstance, row: CustomerAlbumRow) {
  const [summary] = await albumSummaries(app, [row]);
  const items = await listItems(app.db, row.id);
  const services = await loadMediaServices(app.db, items.map((m) => m.id));
  return { ...summary!, items: items.map((m) => toMediaOut(app.storage, m, services.get(m.id))) };
}
