// seedCatalogue: all of Peru's locations with intact parent links, service and event types,
// derived keywords; a second run changes nothing; accent-insensitive search works.
import { EVENT_TYPE_GROUP_LABELS, SERVICE_GROUP_LABELS, SERVICE_GROUPS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { queryRows } from './client';
import { runMigrations } from './migrate';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase } from './scratch-database';
import type { SeedCatalogueResult } from './seed/catalogue';
import { seedCatalogue } from './seed/catalogue';

let scratch: ScratchDatabase;
let db: Db;
let first: SeedCatalogueResult;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  db = scratch.database.db;
  await runMigrations(scratch.database);
  first = await seedCatalogue(db);
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
});

/** md5 of every catalogue row, to prove a second seed leaves the data (and ids) untouched. */
async function fingerprint(): Promise<string> {
  const [row] = await queryRows<{ f: string }>(
    db,
    sql`SELECT md5(
          (SELECT string_agg(l::text, '|' ORDER BY id) FROM locations l) ||
          (SELECT string_agg(s::text, '|' ORDER BY id) FROM service_types s) ||
          (SELECT string_agg(e::text, '|' ORDER BY id) FROM event_types e) ||
          (SELECT string_agg(k::text, '|' ORDER BY id) FROM keywords k)) AS f`,
  );
  return row?.f ?? '';
}

describe('seedCatalogue', () => {
  it('loads 25 departments, 196 provinces and 1,891 districts', async () => {
    const rows = await queryRows<{ type: string; n: number }>(
      db,
      sql`SELECT type, count(*)::int AS n FROM locations GROUP BY type`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toEqual({
      department: 25,
      province: 196,
      district: 1891,
    });
    expect(first.locations).toBe(2112);
  });

  it('keeps every parent link: department ← province ← district, matching the ubigeo code', async () => {
    const [bad] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM locations c LEFT JOIN locations p ON p.id = c.parent_id
          WHERE (c.type = 'department' AND c.parent_id IS NOT NULL)
             OR (c.type = 'province' AND (p.type IS DISTINCT FROM 'department' OR left(c.code, 2) <> left(p.code, 2)))
             OR (c.type = 'district' AND (p.type IS DISTINCT FROM 'province' OR left(c.code, 4) <> left(p.code, 4)))`,
    );
    expect(bad?.n).toBe(0);
    const [lima] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM locations d JOIN locations p ON p.id = d.parent_id WHERE p.code = '150100'`,
    );
    expect(lima?.n).toBe(43);
  });

  it('seeds ≥ 40 service types in every group with the Spanish group labels', async () => {
    const rows = await queryRows<{ type_name: string; group: string; group_name: string }>(
      db,
      sql`SELECT type_name, "group", group_name FROM service_types`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.group))).toEqual(new Set(SERVICE_GROUPS));
    for (const r of rows)
      expect(r.group_name).toBe(SERVICE_GROUP_LABELS[r.group as keyof typeof SERVICE_GROUP_LABELS]);
    const names = rows.map((r) => r.type_name);
    for (const example of [
      'Hoteles',
      'Restaurantes',
      'Salones de eventos',
      'Catering',
      'DJ',
      'Fotografía y video',
      'Mariachis',
      'Wedding planner',
      'Decoración',
      'Escenarios',
    ]) {
      expect(names).toContain(example);
    }
  });

  it('seeds event types in the four groups, most popular first', async () => {
    const rows = await queryRows<{
      type_name: string;
      group: string;
      group_name: string;
      group_order: number;
    }>(db, sql`SELECT type_name, "group", group_name, group_order FROM event_types ORDER BY popularity DESC`);
    expect(new Set(rows.map((r) => r.group))).toEqual(
      new Set(['social', 'corporate', 'marketing', 'political']),
    );
    for (const r of rows)
      expect(r.group_name).toBe(EVENT_TYPE_GROUP_LABELS[r.group as keyof typeof EVENT_TYPE_GROUP_LABELS]);
    const names = rows.map((r) => r.type_name);
    for (const example of [
      'Boda',
      'Quinceañero',
      'Bautizo',
      'Cumpleaños',
      'Baby shower',
      'Aniversario',
      'Primera comunión',
      'Graduación',
      'Despedida de soltera',
    ]) {
      expect(names).toContain(example);
    }
    expect(rows[0]?.type_name).toBe('Boda');
  });

  it('derives unique keywords from services, event types and every location', async () => {
    const rows = await queryRows<{ entry_type: string; n: number }>(
      db,
      sql`SELECT entry_type, count(*)::int AS n FROM keywords GROUP BY entry_type`,
    );
    const byType = Object.fromEntries(rows.map((r) => [r.entry_type, r.n]));
    expect(byType.service).toBe(first.serviceTypes);
    expect(byType.event).toBe(first.eventTypes);
    expect(byType.location).toBe(2112);
    const [top] = await queryRows<{ entry_type: string }>(
      db,
      sql`SELECT entry_type FROM keywords ORDER BY priority DESC, description LIMIT 1`,
    );
    expect(top?.entry_type).toBe('service');
    const [miraflores] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM keywords WHERE description IN ('Miraflores, Lima', 'Miraflores, Arequipa')`,
    );
    expect(miraflores?.n).toBe(2);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await fingerprint();
    const second = await seedCatalogue(db);
    expect(second.changed).toBe(0);
    expect(second).toMatchObject({
      serviceTypes: first.serviceTypes,
      eventTypes: first.eventTypes,
      locations: 2112,
      keywords: first.keywords,
    });
    expect(await fingerprint()).toBe(before);
  });

  it('finds Áncash for "áncash", "ANCASH" and "ancash" through f_unaccent (trigram index)', async () => {
    for (const q of ['áncash', 'ANCASH', 'ancash']) {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`SELECT name FROM locations WHERE f_unaccent(lower(name)) LIKE '%' || f_unaccent(lower(${q})) || '%' AND type = 'department'`,
      );
      expect(
        rows.map((r) => r.name),
        q,
      ).toEqual(['Áncash']);
    }
    const [byColumn] = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM locations WHERE name_search = 'ancash'`,
    );
    expect(byColumn?.name).toBe('Áncash');
    const similar = await queryRows<{ description: string }>(
      db,
      sql`SELECT description FROM keywords WHERE f_unaccent(lower(description)) % f_unaccent(lower(${'fotografia y vidéo'})) ORDER BY similarity(f_unaccent(lower(description)), 'fotografia y video') DESC LIMIT 1`,
    );
    expect(similar[0]?.description).toBe('Fotografía y video');
  });
});
