// seedCatalogue(db): idempotent load of the catalogue — service types (8 groups + coming soon),
// event types (4 groups), all of Peru's locations (25/196/1,891 with parent links) and the keywords
// derived from them. Every statement is a bulk upsert that leaves unchanged rows alone.
import {
  EVENT_TYPE_GROUP_LABELS,
  EVENT_TYPE_GROUP_ORDER,
  SERVICE_GROUP_LABELS,
  slugify,
} from '@eventos/domain';
import type { EventTypeGroup, ServiceGroup } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../client';
import { buildCatalogueKeywords } from './catalogue-keywords';
import { EVENT_TYPE_SEED } from './data/event-types';
import { SERVICE_TYPE_SEED } from './data/service-types';
import { bulkUpsert } from './upsert';
import { readUbigeo } from './ubigeo';

export interface SeedCatalogueResult {
  serviceTypes: number;
  eventTypes: number;
  locations: number;
  keywords: number;
  /** Rows inserted or changed by this run (0 when the catalogue was already up to date). */
  changed: number;
  ms: number;
}

export function serviceTypeSeedRows() {
  return (Object.entries(SERVICE_TYPE_SEED) as [ServiceGroup, readonly string[]][]).flatMap(
    ([group, names]) =>
      names.map((type_name, i) => ({
        type_name,
        slug: slugify(type_name),
        group,
        group_name: SERVICE_GROUP_LABELS[group],
        sort_order: i + 1,
      })),
  );
}

export function eventTypeSeedRows() {
  return (
    Object.entries(EVENT_TYPE_SEED) as [EventTypeGroup, ReadonlyArray<readonly [string, number]>][]
  ).flatMap(([group, types]) =>
    types.map(([type_name, popularity]) => ({
      type_name,
      slug: slugify(type_name),
      group,
      group_name: EVENT_TYPE_GROUP_LABELS[group],
      group_order: EVENT_TYPE_GROUP_ORDER[group],
      popularity,
    })),
  );
}

async function seedLocations(db: Db): Promise<number> {
  const rows = readUbigeo();
  let changed = 0;
  // Level by level, so each row's parent exists and parent_id resolves by code in the same statement.
  for (const level of ['department', 'province', 'district'] as const) {
    changed += await bulkUpsert(
      db,
      {
        table: 'locations',
        columns: { code: 'varchar(6)', name: 'text', type: 'text', parent_id: 'integer' },
        conflict: ['code'],
        select: { parent_id: 'p.id' },
        join: 'LEFT JOIN locations p ON p.code = v.parent_code',
      },
      rows.filter((r) => r.type === level),
      { code: 'varchar(6)', name: 'text', type: 'text', parent_code: 'varchar(6)' },
    );
  }
  return changed;
}

export async function seedCatalogue(db: Db): Promise<SeedCatalogueResult> {
  const started = performance.now();
  const changed = await db.transaction(async (tx) => {
    let n = 0;
    n += await bulkUpsert(
      tx,
      {
        table: 'service_types',
        columns: {
          type_name: 'text',
          slug: 'text',
          group: 'text',
          group_name: 'text',
          sort_order: 'integer',
        },
        conflict: ['slug'],
      },
      serviceTypeSeedRows(),
    );
    n += await bulkUpsert(
      tx,
      {
        table: 'event_types',
        columns: {
          type_name: 'text',
          slug: 'text',
          group: 'text',
          group_name: 'text',
          group_order: 'integer',
          popularity: 'integer',
        },
        conflict: ['slug'],
      },
      eventTypeSeedRows(),
    );
    n += await seedLocations(tx);

    const services = await queryRows<{
      id: number;
      type_name: string;
      slug: string;
      group: string;
      group_name: string;
    }>(tx, sql`SELECT id, type_name, slug, "group", group_name FROM service_types ORDER BY id`);
    const events = await queryRows<{
      id: number;
      type_name: string;
      slug: string;
      group: string;
      group_name: string;
    }>(tx, sql`SELECT id, type_name, slug, "group", group_name FROM event_types ORDER BY id`);
    const locations = await queryRows<{
      id: number;
      code: string;
      name: string;
      type: string;
      parent_id: number | null;
    }>(tx, sql`SELECT id, code, name, type, parent_id FROM locations ORDER BY code`);
    n += await bulkUpsert(
      tx,
      {
        table: 'keywords',
        columns: {
          description: 'text',
          entry_type: 'text',
          priority: 'integer',
          custom1: 'text',
          custom2: 'text',
          reference_id: 'integer',
          reference_key: 'text',
        },
        conflict: ['description', 'entry_type'],
      },
      buildCatalogueKeywords(services, events, locations),
    );
    return n;
  });

  const [counts] = await queryRows<{ s: number; e: number; l: number; k: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM service_types) AS s, (SELECT count(*)::int FROM event_types) AS e,
               (SELECT count(*)::int FROM locations) AS l, (SELECT count(*)::int FROM keywords) AS k`,
  );
  return {
    serviceTypes: counts?.s ?? 0,
    eventTypes: counts?.e ?? 0,
    locations: counts?.l ?? 0,
    keywords: counts?.k ?? 0,
    changed,
    ms: Math.round(performance.now() - started),
  };
}
