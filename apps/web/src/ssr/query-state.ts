/**
 * The server render's query cache as the page carries it (docs/decisions/389). `dehydrate` writes, for
 * every query, its hash (its key again, as JSON), when it was dehydrated, and twelve state fields that
 * for a query fetched once by the render are all the same but two. The page carries such a query as
 * `[key, data, dataUpdatedAt]` instead (≈ 330 bytes less a query, 0.8–1.6 kB a page), and the browser
 * gives `hydrate` back the state `dehydrate` wrote; any other query goes as `dehydrate` wrote it.
 */
import { hashKey } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];

/** A query fetched once, successfully: its key, its data and when the data was loaded. */
export type FetchedQuery = [queryKey: QueryKey, data: unknown, dataUpdatedAt: number];

/** A query of the page's state: fetched once (the tuple), or anything else as `dehydrate` wrote it. */
export type SentQuery = FetchedQuery | DehydratedQuery;

/** The state `dehydrate` writes for a query fetched once that succeeded, but its data and time. */
const FETCHED_ONCE = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const;

/** What `dehydrate` writes around a query's state, when the query has no meta, type or pending promise. */
const PLAIN_QUERY_FIELDS = ['dehydratedAt', 'queryHash', 'queryKey', 'state'];

function fetchedOnce(query: DehydratedQuery): boolean {
  if (Object.keys(query).sort().join() !== PLAIN_QUERY_FIELDS.join() || query.queryHash !== hashKey(query.queryKey)) return false;
  const state = query.state as unknown as Record<string, unknown>;
  if (Object.keys(state).length !== Object.keys(FETCHED_ONCE).length + 2) return false;
  return Object.entries(FETCHED_ONCE).every(([field, value]) => state[field] === value);
}

/** The queries of `dehydrate(client)` as the page carries them. */
export function sentQueries(state: DehydratedState): SentQuery[] {
  // A server render runs no mutation: `dehydrate` keeps paused ones only.
  if (state.mutations.length > 0) throw new Error('a server render has no mutation to send');
  return state.queries.map((query) => (fetchedOnce(query) ? [query.queryKey, query.state.data, query.state.dataUpdatedAt] : query));
}

/** What `dehydrate` wrote for these queries, for `hydrate`. */
export function receivedQueries(sent: SentQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: sent.map((query) => {
      if (!Array.isArray(query)) return query;
      const [queryKey, data, dataUpdatedAt] = query;
      // `hydrate` reads dehydratedAt for pending queries only: the data's time stands in for it.
      return { queryKey, queryHash: hashKey(queryKey), dehydratedAt: dataUpdatedAt, state: { ...FETCHED_ONCE, data, dataUpdatedAt } };
    }),
  };
}
