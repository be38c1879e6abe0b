import { useMemo } from 'react';
import { useEventTypes, useLocations, useServiceTypes } from '../../catalogue';
import type { EventType, Location, ServiceType } from '../../catalogue';

/** Catalogue entries by id (names for the wizard's review and the searcher's filters). */
export function useCatalogueLookups() {
  const { data: eventTypes = [] } = useEventTypes();
  const { data: serviceTypes = [] } = useServiceTypes();
  const { data: locations = [] } = useLocations();
  return useMemo(
    () => ({
      eventType: new Map<number, EventType>(eventTypes.map((e) => [e.id, e])),
      serviceType: new Map<number, ServiceType>(serviceTypes.map((s) => [s.id, s])),
      location: new Map<number, Location>(locations.map((l) => [l.id, l])),
    }),
    [eventTypes, serviceTypes, locations],
  );
}
