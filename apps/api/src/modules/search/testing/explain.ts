// EXPLAIN for the tests: run the real repository functions on a drizzle instance that records
// every statement, then EXPLAIN (FORMAT JSON) each recorded statement with its parameters, in a
// transaction with enable_seqscan = off (so a small test database proves an index *can* serve
// the query; the bench database shows the planner choosing it on its own).
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../../db/client';
import { schema } from '../../../db/client';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A Db over the same connection that records the statements it runs. */
export function recordingDb(database: Database): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ sql: query, params }) };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: database.pglite!, schema, logger })
      : drizzleNodePg({ client: database.pool!, schema, logger });
  return { db: db as unknown as Db, statements };
}

async function explainRaw(database: Database, statement: Statement): Promise<PlanNode> {
  const text = `EXPLAIN (FORMAT JSON) ${statement.sql}`;
  let raw: unknown;
  if (database.kind === 'pglite') {
    raw = await database.pglite!.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': unknown }>(text, statement.params)).rows[0]?.['QUERY PLAN'];
    });
  } else {
    const client = await database.pool!.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      raw = (await client.query<{ 'QUERY PLAN': unknown }>(text, statement.params)).rows[0]?.['QUERY PLAN'];
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  }
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return plans[0]!.Plan;
}

export function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/** Runs `work` on a recording Db and returns the flattened plans of the statements it ran. */
export async function explainStatements(database: Database, work: (db: Db) => Promise<unknown>): Promise<PlanNode[][]> {
  const { db, statements } = recordingDb(database);
  await work(db);
  const out: PlanNode[][] = [];
  for (const statement of statements) out.push(flatten(await explainRaw(database, statement)));
  return out;
}

export const indexesUsed = (nodes: PlanNode[]) =>
  new Set(nodes.filter((n) => n['Index Name'] && /Index/.test(n['Node Type'])).map((n) => n['Index Name'] as string));

export const seqScanned = (nodes: PlanNode[]) =>
  new Set(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'] as string));
