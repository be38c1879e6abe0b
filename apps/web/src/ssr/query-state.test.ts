// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { receivedQueries, sentQueries } from './query-state';

async function renderedClient(): Promise<QueryClient> {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['providers', 'by-slug', 'fiesta'], queryFn: () => ({ provider: { id: 7, company_name: 'Fiesta' } }) });
  await client.prefetchQuery({ queryKey: ['search', 'providers', { q: 'foto', page: 1 }], queryFn: () => ({ data: [], total: 0 }) });
  return client;
}

describe('the query cache a server render sends', () => {
  it('carries a query fetched once as its key, data and time, and the browser gets back what dehydrate wrote', async () => {
    const client = await renderedClient();
    const state = dehydrate(client);
    const sent = sentQueries(state);
    expect(sent).toEqual(state.queries.map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]));
    const received = JSON.parse(JSON.stringify(receivedQueries(JSON.parse(JSON.stringify(sent)) as typeof sent))) as typeof state;
    const withoutTime = (s: typeof state) => s.queries.map(({ dehydratedAt: _at, ...query }) => query);
    expect(received.mutations).toEqual([]);
    expect(withoutTime(received)).toEqual(withoutTime(state));
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(state).length - 2 * 250);
  });

  it('hydrates a browser cache the same as the full state does', async () => {
    const state = dehydrate(await renderedClient());
    const full = new QueryClient();
    hydrate(full, state);
    const compact = new QueryClient();
    hydrate(compact, receivedQueries(sentQueries(state)));
    const states = (client: QueryClient) => client.getQueryCache().getAll().map((query) => [query.queryHash, query.state]);
    expect(states(compact)).toEqual(states(full));
  });

  it('sends any other query as dehydrate wrote it', async () => {
    const client = await renderedClient();
    client.setQueryData(['providers', 'by-slug', 'fiesta'], { provider: null });
    await client.prefetchQuery({ queryKey: ['landings'], queryFn: () => 1, meta: { origin: 'test' } });
    const state = dehydrate(client);
    const sent = sentQueries(state);
    // Set twice (dataUpdateCount 2) and with a meta: as dehydrate wrote them; the search as a tuple.
    expect(sent.filter((query) => !Array.isArray(query))).toEqual([state.queries[0], state.queries[2]]);
    expect(receivedQueries(sent).queries[0]).toBe(state.queries[0]);
    expect(() => sentQueries({ ...state, mutations: [{ mutationKey: ['x'], state: state.queries[0]!.state as never }] })).toThrow('no mutation');
  });
});
