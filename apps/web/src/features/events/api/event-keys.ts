/** React Query keys of the events feature (invalidate `eventKeys.all` after any change). */
import type { EventSearchQuery } from '@eventos/domain';
export interface MyEventsParams {
  page: number;
  size: number;
  status?: string;
}

/** GET events/search: the query as the API reads it (the domain's EventSearchQuerySchema). */
export type EventSearchParams = EventSearchQuery;

export const eventKeys = {
  all: ['events'] as const,
  mine: (params: MyEventsParams) => ['events', 'mine', params] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
  search: (params: EventSearchParams) => ['events', 'search', params] as const,
  searchDetail: (id: number) => ['events', 'search-detail', id] as const,
};
