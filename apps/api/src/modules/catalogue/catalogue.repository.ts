// Catalogue reads. Every query is an index scan or a tiny table (see db/schema/catalogue.ts).
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { SERVICE_GROUP_ORDER, type EventType, type Location, type LocationType, type ServiceType } from '@eventos/domain';
import type { Db } from '../../db/client';
import { eventTypes, locations, serviceTypes } from '../../db/schema';

export const POPULAR_EVENT_TYPES_LIMIT = 8;

const locationColumns = {
  id: locations.id,
  code: locations.code,
  name: locations.name,
  type: locations.type,
  parent_id: locations.parent_id,
};

const eventTypeColumns = {
  id: eventTypes.id,
  type_name: eventTypes.type_name,
  slug: eventTypes.slug,
  group_name: eventTypes.group_name,
  group: eventTypes.group,
  group_order: eventTypes.group_order,
};

export interface LocationFilter {
  type?: LocationType;
  parent_id?: number;
}

/** All of Peru's locations in ubigeo order (departments, then their provinces and districts). */
export async function listLocations(db: Db, filter: LocationFilter = {}): Promise<Location[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(locations.type, filter.type));
  if (filter.parent_id !== undefined) conditions.push(eq(locations.parent_id, filter.parent_id));
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(locations.code));
  return rows as Location[];
}

export async function listServiceTypes(db: Db): Promise<ServiceType[]> {
  const rows = await db
    .select({
      id: serviceTypes.id,
      type_name: serviceTypes.type_name,
      slug: serviceTypes.slug,
      group: serviceTypes.group,
      group_name: serviceTypes.group_name,
      sort_order: serviceTypes.sort_order,
    })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.group), asc(serviceTypes.sort_order), asc(serviceTypes.type_name));
  // Groups in the product's order (locals first, coming soon last); stable sort keeps sort_order.
  return (rows as ServiceType[]).sort((a, b) => SERVICE_GROUP_ORDER[a.group] - SERVICE_GROUP_ORDER[b.group]);
}

export async function listEventTypes(db: Db): Promise<EventType[]> {
  const rows = await db
    .select(eventTypeColumns)
    .from(eventTypes)
    .orderBy(asc(eventTypes.group_order), asc(eventTypes.type_name));
  return rows as EventType[];
}

/** The most requested event types (popularity index), for the home page. */
export async function listPopularEventTypes(db: Db, limit = POPULAR_EVENT_TYPES_LIMIT): Promise<EventType[]> {
  const rows = await db
    .select(eventTypeColumns)
    .from(eventTypes)
    .orderBy(desc(eventTypes.popularity), asc(eventTypes.id))
    .limit(limit);
  return rows as EventType[];
}
