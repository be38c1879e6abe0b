/**
 * Catalogue data is loaded once per visit (SPEC §1: at start-up) and never refetched:
 * staleTime and gcTime Infinity, no refetch on mount/focus/reconnect.
 */
export const CATALOGUE_QUERY_OPTIONS = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
