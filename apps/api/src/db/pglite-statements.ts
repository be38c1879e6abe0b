// Named prepared statements on PGlite (docs/decisions/315-pglite-named-statements.md). drizzle's
// PGlite driver ignores the name of `.prepare(name)`: every execution goes through `PGlite.query`,
// which parses, plans and describes the text again (six protocol messages, each a call into the
// WASM backend). With node-postgres the name makes a server-side prepared statement that PostgreSQL
// parses once per connection and, after five executions, may run with its cached generic plan.
// Here the same happens on PGlite: a statement drizzle prepares with a name is parsed once under that
// name in PGlite's single session, and each execution is one Bind/Describe/Execute/Sync batch.
// Statements without a name (every other query) go through `PGlite.query` as before, except the
// statements a caller names by their shape (`nameByShape`, ADR 321): one name per distinct text,
// at most SHAPE_STATEMENTS_MAX of them kept in the session (least recently used closed first).
import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type QueryFn = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** How many statements named by their shape (`nameByShape`) one PGlite session keeps parsed at most. */
export const SHAPE_STATEMENTS_MAX = 100;

interface Statement {
  name: string;
  text: string;
  /** Named by its shape: may be dropped from the registry (and closed in the session) when unused. */
  shape: boolean;
}

interface Registry {
  /** Statements drizzle prepared with a name (`.prepare(name)`), by text: kept for the session's life. */
  byText: Map<string, Statement>;
  names: Set<string>;
  /** Statements named by their shape, by text, least recently used first; at most `maxShapes`. */
  shapes: Map<string, Statement>;
  maxShapes: number;
  /** The statements parsed in PGlite's session: name → the parameters' type OIDs. */
  parsed: Map<string, number[]>;
  /** Shapes dropped from `shapes` while parsed in the session: closed before the next named statement runs. */
  toClose: Map<string, Statement>;
  /** Named statements always run with their generic plan (`useGenericPlan`). */
  generic: Set<string>;
  /** Executions through a named statement and through `PGlite.query` (for the tests' checks). */
  counts: { named: number; plain: number };
}

const registries = new WeakMap<PGlite, Registry>();

/** Run before a statement in the same batch: its plan is the generic one (until the batch's end). */
const FORCE_GENERIC_PLAN = `SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`;

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

/** Close messages for the dropped shapes no caller uses again (sent in the same batch as the next statement). */
function closeDropped(registry: Registry): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const [name, statement] of registry.toClose) {
    if (registry.shapes.has(statement.text) || !registry.parsed.has(name)) continue;
    out.push(protocol.serialize.close({ type: 'S', name }));
    registry.parsed.delete(name);
  }
  registry.toClose.clear();
  return out;
}

async function runNamed(client: PGlite, registry: Registry, statement: Statement, params: unknown[], options: QueryOptions) {
  const { name, text } = statement;
  await client._checkReady();
  // As PGlite.query: not inside another caller's transaction, one protocol exchange at a time.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const serialize = protocol.serialize;
      try {
        let closes = closeDropped(registry);
        let types = registry.parsed.get(name);
        if (!types) {
          const described = await client.execProtocolStream(
            concat([...closes, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
            { syncToFs: false },
          );
          closes = [];
          types = parse.parseDescribeStatementResults(described);
          registry.parsed.set(name, types);
        }
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serializer = client.serializers[types[i] ?? 0];
          return serializer ? serializer(param) : String(param);
        });
        // The setting lasts until the Sync ends the batch's implicit transaction (or an error aborts it).
        const generic = registry.generic.has(name)
          ? [serialize.parse({ text: FORCE_GENERIC_PLAN }), serialize.bind({}), serialize.describe({ type: 'P' }), serialize.execute({})]
          : [];
        const messages = await client.execProtocolStream(
          concat([
            ...closes,
            ...generic,
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await client.syncToFs();
        const results = parse.parseResults(messages, client.parsers, options);
        return results[results.length - 1];
      } catch (error) {
        throw withQuery(error, text, params, options);
      } finally {
        // Dropped from the shapes while this execution waited: closed with the next statement.
        if (statement.shape && !registry.shapes.has(text)) registry.toClose.set(name, statement);
      }
    }),
  );
}

/** The shape statement of `text` (moved to the most recently used end), or undefined. */
function usedShape(registry: Registry, text: string): Statement | undefined {
  const statement = registry.shapes.get(text);
  if (statement) {
    registry.shapes.delete(text);
    registry.shapes.set(text, statement);
  }
  return statement;
}

/**
 * Makes `.prepare(name)` of `db` (client.ts's drizzle database over `client`) a named statement of the PGlite
 * session: drizzle's session records the text of each named statement, and `client.query` runs a
 * recorded text as that statement. A name already used for another text keeps going through
 * `PGlite.query` (PostgreSQL would refuse a second statement of the same name).
 */
export function keepNamedStatements(client: PGlite, db: object, options: { maxShapes?: number } = {}): void {
  let registry = registries.get(client);
  if (!registry) {
    const created: Registry = {
      byText: new Map(),
      names: new Set(),
      shapes: new Map(),
      maxShapes: options.maxShapes ?? SHAPE_STATEMENTS_MAX,
      parsed: new Map(),
      toClose: new Map(),
      generic: new Set(),
      counts: { named: 0, plain: 0 },
    };
    registry = created;
    registries.set(client, created);
    const plain = client.query.bind(client) as QueryFn;
    const query: QueryFn = (text, params = [], queryOptions) => {
      const statement = created.byText.get(text) ?? usedShape(created, text);
      // A blob (COPY) or explicit parameter types need PGlite.query's own handling.
      if (!statement || queryOptions?.blob || queryOptions?.paramTypes) {
        created.counts.plain += 1;
        return plain(text, params, queryOptions);
      }
      created.counts.named += 1;
      return runNamed(client, created, statement, params, queryOptions);
    };
    (client as unknown as { query: QueryFn }).query = query;
  } else if (options.maxShapes !== undefined) {
    registry.maxShapes = options.maxShapes;
  }
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  const known = registry;
  session.prepareQuery = (...args: unknown[]) => {
    const [query, , name] = args as [{ sql: string }, unknown, string | undefined];
    if (name && !known.byText.has(query.sql) && !known.names.has(name)) {
      known.names.add(name);
      known.byText.set(query.sql, { name, text: query.sql, shape: false });
    }
    return prepareQuery(...args);
  };
}

/** A shape's statement name: `prefix` and the first 16 hex digits of the SHA-1 of its text (PGlite and PostgreSQL). */
export function shapeName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * Runs `text` as a named statement of `client`'s session from now on (ADR 321): the name is
 * `prefix` and a hash of the text, so each distinct text (a statement's shape: which filters, how
 * many words) has its own and the values stay parameters. At most the registry's `maxShapes` are
 * kept; the least recently used is then dropped and closed in the session. Returns the name, or
 * null when `client` has no named statements (keepNamedStatements was not called for it).
 */
export function nameByShape(client: PGlite, prefix: string, text: string): string | null {
  const registry = registries.get(client);
  if (!registry) return null;
  const known = registry.byText.get(text) ?? usedShape(registry, text);
  if (known) return known.name;
  const name = shapeName(prefix, text);
  if (registry.names.has(name)) return null;
  registry.shapes.set(text, { name, text, shape: true });
  while (registry.shapes.size > registry.maxShapes) {
    const [oldest, statement] = registry.shapes.entries().next().value as [string, Statement];
    registry.shapes.delete(oldest);
    if (registry.parsed.has(statement.name)) registry.toClose.set(statement.name, statement);
  }
  return name;
}

/**
 * The named statement `name` (a drizzle `.prepare(name)` or a shape's) always runs with its generic
 * plan on `client` (ADR 321): for a statement whose best plan does not depend on its values (the
 * cards of a page of ids), which PostgreSQL's plan cache would plan again on every execution when
 * some executions are cheaper than the generic plan's estimate (a page of 4 ids against 10).
 */
export function useGenericPlan(client: PGlite, name: string): void {
  registries.get(client)?.generic.add(name);
}

/** Executions of `client.query` through a named statement and through `PGlite.query` so far. */
export function statementCounts(client: PGlite): { named: number; plain: number } {
  const counts = registries.get(client)?.counts;
  return { named: counts?.named ?? 0, plain: counts?.plain ?? 0 };
}
