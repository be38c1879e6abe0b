import { useQuery } from '@tanstack/react-query';
import { keywordsQueryOptions } from './get-keywords';
import { locationsQueryOptions } from './get-locations';
import { serviceTypesQueryOptions } from './get-service-types';

/**
 * Start-up load of SPEC §1: locations, keywords and service types, once per visit
 * (the shell calls this; every later `useLocations()` etc. reads the same cache).
 */
export function useCatalogueStartup(): void {
  useQuery(locationsQueryOptions);
  useQuery(keywordsQueryOptions);
  useQuery(serviceTypesQueryOptions);
}
