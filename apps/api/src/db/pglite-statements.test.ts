// Named statements on PGlite (pglite-statements.ts, ADR 315): drizzle's `.prepare(name)` is parsed
// once in PGlite's session and answers exactly what PGlite.query answers for the same text.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alwaysGenericPlan, createDatabase, queryRows, queryRowsByShape, type Database } from './client';
import { keepNamedStatements, nameByShape, SHAPE_STATEMENTS_MAX, statementCounts } from './pglite-statements';

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

describe('PGlite: statements named by their shape (ADR 321)', () => {
  let database: Database;
  let client: PGlite;
  /** The same rows in a database where nothing is named by its shape: PGlite.query's answers. */
  let plainDatabase: Database;

  beforeAll(async () => {
    database = await createDatabase();
    client = database.pglite!;
    plainDatabase = await createDatabase();
    for (const c of [client, plainDatabase.pglite!]) await c.exec(`CREATE TABLE shape_t (id int PRIMARY KEY, name text, at timestamptz, doc jsonb);
      INSERT INTO shape_t SELECT i, 'n' || i, '2026-01-02 03:04:05+00'::timestamptz + i * interval '1 day', json_build_object('i', i)
        FROM generate_series(1, 20) i`);
  });
  afterAll(async () => {
    await database?.close();
    await plainDatabase?.close();
  });

  const shapes = () =>
    client
      .query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'shape_t_%' ORDER BY name`)
      .then((r) => r.rows.map((row) => row.name));
  // The shape varies with the number of ids; the values are parameters.
  const byIds = (ids: number[], min: number) =>
    sql`SELECT id, name, at, doc FROM shape_t WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND id >= ${min} ORDER BY id`;

  it('runs each distinct text as its own named statement, answering as PGlite.query does', async () => {
    const before = statementCounts(client);
    for (const [ids, min] of [[[1, 2], 0], [[3, 4], 4], [[5, 6, 7], 0], [[1, 2], 2]] as const) {
      const named = await queryRowsByShape(database.db, 'shape_t', byIds([...ids], min));
      const plain = await queryRows(plainDatabase.db, byIds([...ids], min));
      expect(JSON.stringify(named)).toBe(JSON.stringify(plain));
    }
    const after = statementCounts(client);
    expect(after.named - before.named).toBe(4);
    expect(after.plain - before.plain).toBe(0);
    // Two shapes (two and three ids), not one per value.
    expect(await shapes()).toHaveLength(2);
    expect((await queryRowsByShape<{ id: number }>(database.db, 'shape_t', byIds([2, 9], 3))).map((r) => r.id)).toEqual([9]);
  });

  it('keeps at most maxShapes in the session: the least recently used is closed and parsed again when asked', async () => {
    const other = await createDatabase();
    const otherClient = other.pglite!;
    try {
      await otherClient.exec(`CREATE TABLE shape_t (id int PRIMARY KEY); INSERT INTO shape_t SELECT generate_series(1, 20)`);
      keepNamedStatements(otherClient, other.db, { maxShapes: 3 });
      const list = () =>
        otherClient.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'shape_t_%'`).then((r) => r.rows.length);
      const run = (n: number) =>
        queryRowsByShape<{ id: number }>(
          other.db,
          'shape_t',
          sql`SELECT id FROM shape_t WHERE id IN (${sql.join(
            Array.from({ length: n }, (_, i) => sql`${i + 1}`),
            sql`, `,
          )}) ORDER BY id`,
        ).then((rows) => rows.map((r) => r.id));
      for (let n = 1; n <= 8; n += 1) {
        expect(await run(n)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(await list()).toBeLessThanOrEqual(3);
      }
      expect(await list()).toBe(3);
      // Dropped shapes answer again (parsed anew), ten of them at once while others are being dropped.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => run((i % 8) + 1)));
      expect(answers.map((a) => a.length)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 8) + 1));
      await run(1);
      expect(await list()).toBeLessThanOrEqual(3);
    } finally {
      await other.close();
    }
  });

  it('an error is the one PGlite.query throws, and the shape still works after it', async () => {
    const div = (d: number) => sql`SELECT 10 / ${d}::int AS q FROM shape_t WHERE id = 1`;
    const error = await queryRowsByShape(database.db, 'shape_t', div(0)).catch((e: unknown) => e);
    const plain = await queryRows(plainDatabase.db, div(0)).catch((e: unknown) => e);
    expect(error).toMatchObject({ cause: { code: '22012', message: 'division by zero', params: [0] } });
    expect(String(error)).toBe(String(plain));
    expect(await queryRowsByShape(database.db, 'shape_t', div(5))).toEqual([{ q: 2 }]);
  });

  it('alwaysGenericPlan: the statement runs with its generic plan from the first execution, the setting stays the session\'s', async () => {
    const byIds = database.db
      .select({ id: sql<number>`id`, name: sql<string>`name` })
      .from(sql`shape_t`)
      .where(sql`id = ANY(${sql.placeholder('ids')}::int[]) AND 10 / ${sql.placeholder('d')}::int > 0`)
      .orderBy(sql`id`)
      .prepare('shape_t_generic');
    alwaysGenericPlan(database.db, 'shape_t_generic');
    const plain = plainDatabase.db
      .select({ id: sql<number>`id`, name: sql<string>`name` })
      .from(sql`shape_t`)
      .where(sql`id = ANY(${sql.placeholder('ids')}::int[]) AND 10 / ${sql.placeholder('d')}::int > 0`)
      .orderBy(sql`id`)
      .prepare(undefined as unknown as string);
    const setting = async () => (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode;
    for (const ids of ['{1,2,3}', '{4}', '{5,6,7,8,9,10,11,12,13,14,15,16}']) {
      expect(await byIds.execute({ ids, d: 1 })).toEqual(await plain.execute({ ids, d: 1 }));
      expect(await setting()).toBe('auto');
    }
    const error = await byIds.execute({ ids: '{1}', d: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ cause: { code: '22012' } });
    expect(await setting()).toBe('auto');
    const { rows } = await client.query<{ generic_plans: number; custom_plans: number }>(
      `SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = 'shape_t_generic'`,
    );
    expect(rows).toEqual([{ generic_plans: 4, custom_plans: 0 }]);
  });

  it('nameByShape: one name per text, none for an instance without named statements', async () => {
    const a = nameByShape(client, 'shape_t', 'SELECT 1');
    expect(a).toMatch(/^shape_t_[0-9a-f]{16}$/);
    expect(nameByShape(client, 'shape_t', 'SELECT 1')).toBe(a);
    expect(nameByShape(client, 'shape_t', 'SELECT 2')).not.toBe(a);
    const bare = await PGlite.create();
    try {
      expect(nameByShape(bare, 'shape_t', 'SELECT 1')).toBeNull();
    } finally {
      await bare.close();
    }
    expect(SHAPE_STATEMENTS_MAX).toBeGreaterThanOrEqual(50);
  });
});
