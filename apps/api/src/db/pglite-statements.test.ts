// Named statements on PGlite (pglite-statements.ts, ADR 315): drizzle's `.prepare(name)` is parsed
// once in PGlite's session and answers exactly what PGlite.query answers for the same text.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Database } from './client';

describe('PGlite: named prepared statements', () => {
  let database: Database;
  let client: PGlite;

  beforeAll(async () => {
    database = await createDatabase();
    client = database.pglite!;
    await client.exec(`CREATE TABLE named_t (id int PRIMARY KEY, name text, at timestamptz, doc jsonb, score real, tags text[]);
      INSERT INTO named_t VALUES (1, 'uno', '2026-01-02 03:04:05.678912+00', '{"a": [1, 2]}', 4.5, '{x,y}'),
        (2, NULL, NULL, NULL, NULL, NULL), (3, 'tres', '2025-12-31 23:59:59.999+05', '"s"', 1, '{}')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const select = () =>
    database.db
      .select({
        id: sql<number>`id`,
        name: sql<string | null>`name`,
        at: sql<string | null>`at`,
        doc: sql<unknown>`doc`,
        score: sql<number | null>`score`,
        tags: sql<string[] | null>`tags`,
        row: sql<unknown>`json_build_object('id', id, 'at', at, 'doc', doc)`,
      })
      .from(sql`named_t`)
      .where(sql`id >= ${sql.placeholder('min')} AND (name IS DISTINCT FROM ${sql.placeholder('not')})`)
      .orderBy(sql`id`);

  const prepared = () =>
    client
      .query<{ name: string; generic_plans: number; custom_plans: number }>(
        `SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = 'named_t_test'`,
      )
      .then((r) => r.rows);

  it('answers as PGlite.query does, parsed once under its name, then with the generic plan', async () => {
    const named = select().prepare('named_t_test');
    const unnamed = select().prepare(undefined as unknown as string);
    expect(await prepared()).toEqual([]);
    for (const [min, not] of [[1, 'x'], [2, 'tres'], [0, null], [3, 'tres'], [1, 'uno'], [1, 'x'], [2, 'x']] as const) {
      const a = await named.execute({ min, not });
      const b = await unnamed.execute({ min, not });
      expect(a).toEqual(b);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
    expect((await named.execute({ min: 1, not: 'x' })).map((r) => r.id)).toEqual([1, 2, 3]);
    const [row] = await prepared();
    // Seven executions and one parse: PostgreSQL's plan cache switches to the generic plan after five custom ones.
    expect(row?.custom_plans).toBe(5);
    expect(row!.generic_plans).toBeGreaterThanOrEqual(1);
  });

  it('an error is the statement error PGlite.query throws, and the statement still works after it', async () => {
    const failing = database.db
      .select({ q: sql<number>`10 / ${sql.placeholder('d')}::int` })
      .from(sql`named_t`)
      .prepare('named_t_div');
    const unnamed = database.db
      .select({ q: sql<number>`10 / ${sql.placeholder('d')}::int` })
      .from(sql`named_t`)
      .prepare(undefined as unknown as string);
    const error = await failing.execute({ d: 0 }).catch((e: unknown) => e);
    const plain = await unnamed.execute({ d: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ cause: { code: '22012', message: 'division by zero', query: 'select 10 / $1::int from named_t', params: [0] } });
    expect(String(error)).toBe(String(plain));
    expect(await failing.execute({ d: 5 })).toEqual([{ q: 2 }, { q: 2 }, { q: 2 }]);
    expect(await queryRows(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const named = database.db.select({ id: sql<number>`id` }).from(sql`named_t`).where(sql`id = ${sql.placeholder('id')}`).prepare('named_t_by_id');
    let read: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO named_t (id) VALUES (9)`);
      read = named.execute({ id: 9 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql`DELETE FROM named_t WHERE id = 9`);
    });
    expect(await read).toEqual([]);
  });

  it('a second text under a used name goes through PGlite.query (no clash in the session)', async () => {
    const first = database.db.select({ v: sql<number>`1` }).from(sql`named_t`).limit(1).prepare('named_t_same');
    const second = database.db.select({ v: sql<number>`2` }).from(sql`named_t`).limit(1).prepare('named_t_same');
    expect(await first.execute()).toEqual([{ v: 1 }]);
    expect(await second.execute()).toEqual([{ v: 2 }]);
    expect(await first.execute()).toEqual([{ v: 1 }]);
  });
});
