/** React Query keys of the events feature (invalidate `eventKeys.all` after any change). */
export interface MyEventsParams {
  page: number;
  size: number;
  status?: string;
}

export interface EventSearchParams {
  event_type_id?: number;
  date_from?: string;
  date_to?: string;
  department_id?: number;
  province_id?: number;
  district_id?: number;
  page: number;
  size: number;
}

export const eventKeys = {
  all: ['events'] as const,
  mine: (params: MyEventsParams) => ['events', 'mine', params] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
  search: (params: EventSearchParams) => ['events', 'search', params] as const,
  searchDetail: (id: number) => ['events', 'search-detail', id] as const,
};
