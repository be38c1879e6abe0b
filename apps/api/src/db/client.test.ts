// Every session of the app gets the planner setting of SESSION_SETTINGS_SQL (PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import { queryRows, queryRowsPreparedByShape } from './client';

describe('database sessions', () => {
  it('plan with random_page_cost 1.1 (SSD/RAM), on every pooled connection', async () => {
    // node-postgres warns (once per process) when a query is sent on a client still running another:
    // the setting must be applied before the pool hands a new connection out, not beside its first query.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const { database, drop } = await createTestDatabase();
    try {
      // Several at once, so a PostgreSQL pool opens more than one connection.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => queryRows<{ random_page_cost: string }>(database.db, sql`SHOW random_page_cost`)),
      );
      for (const rows of answers) expect(rows[0]?.random_page_cost).toBe('1.1');
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await drop();
    }
  });
});

describe('statements prepared by shape (ADR 395)', () => {
  it('answer as unnamed statements do; on PostgreSQL one named statement per shape, parsed once per connection', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const statement = (n: number) => sql`SELECT ${n}::int + 1 AS next, ARRAY[${n}::int, 2] AS pair, ${`t${n}`}::text AS label`;
      for (let n = 0; n < 7; n += 1) {
        expect(await queryRowsPreparedByShape(database.db, 'probe_shape', statement(n))).toEqual(await queryRows(database.db, statement(n)));
      }
      const other = await queryRowsPreparedByShape<{ x: number }>(database.db, 'probe_shape', sql`SELECT ${5}::int * 2 AS x`);
      expect(other).toEqual([{ x: 10 }]);
      if (database.kind === 'pg') {
        // Sequential queries take the pool's last released connection: the statements are in its session.
        const rows = await queryRows<{ name: string; executions: number }>(
          database.db,
          sql`SELECT name, (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements
            WHERE name LIKE 'probe_shape_%' ORDER BY executions DESC`,
        );
        expect(rows.map((r) => r.executions)).toEqual([7, 1]);
        expect(rows[0]?.name).toMatch(/^probe_shape_[0-9a-f]{16}$/);
      }
    } finally {
      await drop();
    }
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second opener while the first has it, takes over a lock left by a dead process', async () => {
    const { mkdtempSync, writeFileSync, existsSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { DataDirLockedError, lockDataDir } = await import('./client');
    const root = mkdtempSync(join(tmpdir(), 'eventos-lock-'));
    const dir = join(root, 'pglite');
    try {
      const release = lockDataDir(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/Otro proceso \(PID \d+\) está usando la base de datos/);
      release();
      expect(existsSync(`${dir}.lock`)).toBe(false);
      // Another live process (our parent) holds it: refused. A PID that no longer runs: taken over.
      writeFileSync(`${dir}.lock`, String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      writeFileSync(`${dir}.lock`, '2147483646');
      const again = lockDataDir(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      again();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
