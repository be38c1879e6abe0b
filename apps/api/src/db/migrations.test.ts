// Migrations apply from zero (PGlite, or PostgreSQL with TEST_DB=pg), create every table of the
// schema, the extensions and the immutable f_unaccent wrapper, and re-running them is a no-op.
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { runMigrations } from './migrate';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase } from './scratch-database';
import * as schema from './schema';

let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await runMigrations(scratch.database);
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
});

describe('migrations', () => {
  it('create every table of the drizzle schema', async () => {
    const expected = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table as Parameters<typeof getTableName>[0]))
      .sort();
    const rows = await queryRows<{ table_name: string }>(
      scratch.database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        'locations',
        'service_types',
        'event_types',
        'keywords',
        'providers',
        'quotations',
        'jobs',
      ]),
    );
    expect(expected.length).toBeGreaterThanOrEqual(31);
  });

  it('install pg_trgm, unaccent and an immutable f_unaccent', async () => {
    const ext = await queryRows<{ extname: string }>(
      scratch.database.db,
      sql`SELECT extname FROM pg_extension`,
    );
    expect(ext.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const [fn] = await queryRows<{ provolatile: string }>(
      scratch.database.db,
      sql`SELECT provolatile FROM pg_proc WHERE proname = 'f_unaccent'`,
    );
    expect(fn?.provolatile).toBe('i');
    const [row] = await queryRows<{ v: string }>(
      scratch.database.db,
      sql`SELECT f_unaccent(lower('ÁNCASH Ñuñoa Pérez')) AS v`,
    );
    expect(row?.v).toBe('ancash nunoa perez');
  });

  it('create the trigram and full-text indexes', async () => {
    const rows = await queryRows<{ indexname: string }>(
      scratch.database.db,
      sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const names = rows.map((r) => r.indexname);
    for (const name of [
      'keywords_description_trgm_idx',
      'locations_name_trgm_idx',
      'providers_company_name_trgm_idx',
      'providers_search_document_idx',
      'providers_media_search_idx',
      'providers_slug_key',
      'media_album_sort_idx',
      'quotations_provider_status_idx',
      'user_events_status_date_idx',
      'event_invitations_provider_idx',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('are a no-op the second time', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          scratch.database.db,
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )
      )[0]?.n;
    const before = await count();
    await runMigrations(scratch.database);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(3);
  });
});
