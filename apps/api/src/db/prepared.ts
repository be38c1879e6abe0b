import type { Db } from './client';

/**
 * Prepared statements kept per database and name: `prepared(db, name, build)` returns the statement
 * `build()` made the first time this database asked for `name`. PostgreSQL (and PGlite, ADR 315)
 * keeps a named statement's plan per connection, so one statement object per text is made once.
 */
export function preparedPerDatabase<Q>(): (db: Db, name: string, build: () => Q) => Q {
  const byDatabase = new WeakMap<Db, Map<string, Q>>();
  return (db, name, build) => {
    let queries = byDatabase.get(db);
    if (!queries) {
      queries = new Map();
      byDatabase.set(db, queries);
    }
    let query = queries.get(name);
    if (query === undefined) {
      query = build();
      queries.set(name, query);
    }
    return query;
  };
}
