// One page of a list and how many rows the whole list has, the query events/mine, events/search,
// providers/:id/quotations and notifications share. Repositories call it with their ordered, dynamic
// rows query (`.$dynamic()`) and the table and filter to count.
import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { pageOffset } from '@eventos/domain';
import type { Db } from './client';

export async function selectPage<T extends PgSelect>(
  db: Db,
  rows: T,
  counted: { from: PgTable; where: SQL | undefined },
  page: { page: number; size: number },
): Promise<{ rows: Awaited<T>; total: number }> {
  const [list, [total]] = await Promise.all([
    rows.limit(page.size).offset(pageOffset(page)),
    db.select({ n: count() }).from(counted.from).where(counted.where),
  ]);
  return { rows: list, total: Number(total?.n ?? 0) };
}
