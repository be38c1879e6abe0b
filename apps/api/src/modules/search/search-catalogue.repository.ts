// The reads behind search's in-process catalogue (search-catalogue.ts, search-places.ts): service
// types, event types, Peru's places with their lineage and number of listed providers, and the
// words of company names (provider_name_words, kept by triggers: migration 0017).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';

export type ServiceTypeRow = {
  id: number;
  slug: string;
  type_name: string;
  group: string;
  group_name: string;
  sort_order: number;
};

export type CataloguePlaceRow = {
  id: number;
  name: string;
  type: string;
  code: string;
  province_id: number | null;
  department_id: number | null;
  /** Listed providers there (provider_search_counts), null for none. */
  providers: number | null;
};

/**
 * The words (4+ letters, unaccented, lower case) of the listed providers' company names: a read of
 * provider_name_words (a few thousand rows), which statement triggers on providers keep.
 */
export async function companyNameWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`SELECT word FROM provider_name_words WHERE providers > 0 ORDER BY word`);
  return rows.map((r) => r.word);
}

export function readServiceTypes(db: Db): Promise<ServiceTypeRow[]> {
  return queryRows<ServiceTypeRow>(db, sql`SELECT id, slug, type_name, "group", group_name, sort_order FROM service_types ORDER BY sort_order, id`);
}

export async function readEventTypeNames(db: Db): Promise<string[]> {
  return (await queryRows<{ type_name: string }>(db, sql`SELECT type_name FROM event_types`)).map((e) => e.type_name);
}

/** Every place with its province and department (itself when it is one) and its listed providers. */
export function readCataloguePlaces(db: Db): Promise<CataloguePlaceRow[]> {
  return queryRows<CataloguePlaceRow>(
    db,
    sql`SELECT l.id, l.name, l.type, l.code,
          CASE WHEN l.type = 'district' THEN l.parent_id WHEN l.type = 'province' THEN l.id END AS province_id,
          CASE WHEN l.type = 'district' THEN pl.parent_id WHEN l.type = 'province' THEN l.parent_id ELSE l.id END AS department_id,
          c.count AS providers
        FROM locations l LEFT JOIN locations pl ON pl.id = l.parent_id
        LEFT JOIN provider_search_counts c ON c.facet = 0 AND c.place_id = l.id`,
  );
}

/** Every place's name and type (2,112 rows), for the result cards. */
export function readPlaceNames(db: Db): Promise<Array<{ id: number; name: string; type: string }>> {
  return queryRows<{ id: number; name: string; type: string }>(db, sql`SELECT id, name, type FROM locations`);
}
