// Bulk, idempotent upsert helper: one INSERT … SELECT FROM json_to_recordset(…) per call, so a few
// thousand rows go in one round trip on either driver. Rows that already hold the same values are
// left untouched (no new tuple, ids stable), which makes re-running a seed a no-op.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export interface UpsertSpec {
  table: string;
  /** column name → SQL type, in insert order, e.g. { code: 'text', parent_id: 'integer' }. */
  columns: Record<string, string>;
  /** Conflict target columns (a unique index or constraint). */
  conflict: string[];
  /** Optional extra select expression per column (default `v."col"`), e.g. a join lookup. */
  select?: Record<string, string>;
  /** Optional FROM suffix after the recordset alias `v` (e.g. a LEFT JOIN). */
  join?: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Upserts `rows` (plain objects keyed by the recordset columns). Returns the rows written. */
export async function bulkUpsert(
  db: Db,
  spec: UpsertSpec,
  rows: ReadonlyArray<object>,
  recordColumns: Record<string, string> = spec.columns,
): Promise<number> {
  if (rows.length === 0) return 0;
  const cols = Object.keys(spec.columns);
  const updatable = cols.filter((c) => !spec.conflict.includes(c));
  const recordDef = Object.entries(recordColumns)
    .map(([name, type]) => `${ident(name)} ${type}`)
    .join(', ');
  const selectList = cols.map((c) => spec.select?.[c] ?? `v.${ident(c)}`).join(', ');
  const t = ident(spec.table);
  const onConflict =
    updatable.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${updatable.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}
         WHERE (${updatable.map((c) => `${t}.${ident(c)}`).join(', ')}) IS DISTINCT FROM
               (${updatable.map((c) => `excluded.${ident(c)}`).join(', ')})`;
  const query = sql.join([
    sql.raw(`INSERT INTO ${t} (${cols.map(ident).join(', ')}) SELECT ${selectList} FROM json_to_recordset(`),
    sql`${JSON.stringify(rows)}`,
    sql.raw(`::json) AS v(${recordDef}) ${spec.join ?? ''}
      ON CONFLICT (${spec.conflict.map(ident).join(', ')}) ${onConflict}`),
  ]);
  const result = (await db.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
