// Named prepared statements on PGlite (docs/decisions/315-pglite-named-statements.md). drizzle's
// PGlite driver ignores the name of `.prepare(name)`: every execution goes through `PGlite.query`,
// which parses, plans and describes the text again (six protocol messages, each a call into the
// WASM backend). With node-postgres the name makes a server-side prepared statement that PostgreSQL
// parses once per connection and, after five executions, may run with its cached generic plan.
// Here the same happens on PGlite: a statement drizzle prepares with a name is parsed once under that
// name in PGlite's single session, and each execution is one Bind/Describe/Execute/Sync batch.
// Statements without a name (every other query) go through `PGlite.query` as before.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type QueryFn = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

interface Statement {
  name: string;
  /** The parameters' type OIDs once the statement is parsed in the session (null before). */
  paramTypes: number[] | null;
}

interface Registry {
  byText: Map<string, Statement>;
  names: Set<string>;
}

const registries = new WeakMap<PGlite, Registry>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The error as `PGlite.query` throws it (the statement's text and parameters on the error). */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'severity' in error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

async function runNamed(client: PGlite, statement: Statement, text: string, params: unknown[], options: QueryOptions) {
  await client._checkReady();
  // As PGlite.query: not inside another caller's transaction, one protocol exchange at a time.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const serialize = protocol.serialize;
      try {
        if (!statement.paramTypes) {
          const described = await client.execProtocolStream(
            concat([serialize.parse({ name: statement.name, text }), serialize.describe({ type: 'S', name: statement.name }), serialize.sync()]),
            { syncToFs: false },
          );
          statement.paramTypes = parse.parseDescribeStatementResults(described);
        }
        const types = statement.paramTypes;
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serializer = client.serializers[types[i] ?? 0];
          return serializer ? serializer(param) : String(param);
        });
        const messages = await client.execProtocolStream(
          concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0];
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    }),
  );
}

/**
 * Makes `.prepare(name)` of `db` (client.ts's drizzle database over `client`) a named statement of the PGlite
 * session: drizzle's session records the text of each named statement, and `client.query` runs a
 * recorded text as that statement. A name already used for another text keeps going through
 * `PGlite.query` (PostgreSQL would refuse a second statement of the same name).
 */
export function keepNamedStatements(client: PGlite, db: object): void {
  let registry = registries.get(client);
  if (!registry) {
    const created: Registry = { byText: new Map(), names: new Set() };
    registry = created;
    registries.set(client, created);
    const plain = client.query.bind(client) as QueryFn;
    const query: QueryFn = (text, params = [], options) => {
      const statement = created.byText.get(text);
      // A blob (COPY) or explicit parameter types need PGlite.query's own handling.
      if (!statement || options?.blob || options?.paramTypes) return plain(text, params, options);
      return runNamed(client, statement, text, params, options);
    };
    (client as unknown as { query: QueryFn }).query = query;
  }
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  const known = registry;
  session.prepareQuery = (...args: unknown[]) => {
    const [query, , name] = args as [{ sql: string }, unknown, string | undefined];
    if (name && !known.byText.has(query.sql) && !known.names.has(name)) {
      known.names.add(name);
      known.byText.set(query.sql, { name, paramTypes: null });
    }
    return prepareQuery(...args);
  };
}
