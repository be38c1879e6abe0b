// Every session of the app gets the planner setting of SESSION_SETTINGS_SQL (PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import { queryRows, queryRowsPreparedByShape, withConnection, type Db } from './client';

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

describe('withConnection (ADR 400)', () => {
  const backend = async (db: Db) => (await queryRows<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid;

  it('runs every statement of the function on one connection while others use the pool, then gives it back', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const pool = database.pool;
      const [pids] = await Promise.all([
        withConnection(database.db, async (conn) => {
          const first = await backend(conn);
          // Between its statements the connection stays out of the pool (not idle, not lent to another).
          if (pool) expect(pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
          await queryRows(conn, sql`SELECT pg_sleep(0.02)`);
          return [first, await backend(conn)];
        }),
        // Other requests at the same time: on PostgreSQL the pool lends them its other connections.
        ...Array.from({ length: 3 }, () => queryRows(database.db, sql`SELECT pg_sleep(0.01)`)),
      ]);
      expect(pids[0]).toBeTypeOf('number');
      expect(pids[1]).toBe(pids[0]);
      if (pool) {
        expect(pool.idleCount).toBe(pool.totalCount);
        // Alone, it holds exactly one connection between two statements.
        const busy = await withConnection(database.db, async (conn) => {
          await backend(conn);
          return pool.totalCount - pool.idleCount;
        });
        expect(busy).toBe(1);
        // The connection it held answers the next queries (given back, not closed).
        const after = await Promise.all(Array.from({ length: pool.totalCount }, () => backend(database.db)));
        expect(after).toContain(pids[0]);
      }
    } finally {
      await drop();
    }
  });

  it('rejects with the statement error and closes that connection; the next query opens another', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await backend(database.db);
      const before = database.pool?.totalCount ?? 0;
      await expect(withConnection(database.db, (conn) => queryRows(conn, sql`SELECT 1 / ${0}::int AS x`))).rejects.toMatchObject({
        cause: { code: '22012' },
      });
      if (database.pool) expect(database.pool.totalCount).toBe(before - 1);
      expect(await backend(database.db)).toBeTypeOf('number');
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
