// Public entry of the catalogue feature (web): the lookups every other feature reads (event types,
// service types, locations, keywords), the keyword search box, and the grouping helpers.
export { useEventTypes } from './api/get-event-types';
export { serviceTypesQueryOptions, useServiceTypes } from './api/get-service-types';
export { useLocations } from './api/get-locations';
export { useLocationLevels } from './api/use-location-levels';
export { keywordsQueryOptions, useKeywords } from './api/get-keywords';
export { usePopularEventTypes } from './api/get-popular-event-types';
export { useCatalogueStartup } from './api/use-catalogue-startup';
export { KeywordSearchBox } from './components/keyword-search-box';
export { groupServiceTypes } from './utils/group-service-types';
export type { ServiceTypeGroup } from './utils/group-service-types';
export { textSearchUrl } from './utils/keyword-search-url';
export { rememberLocalSearch } from './utils/local-keywords';
export type { Category, EventType, Keyword, Location, ServiceType } from './types';
