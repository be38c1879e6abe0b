import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { createScratchDatabase, usesPostgres, type ScratchDatabase } from '../db/scratch-database';
import { createNotifier, notifySql, type Notifier } from './pg-notify';

function nextPayload(notifier: Notifier, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    void notifier.subscribe(channel, resolve);
  });
}

async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('pg-notify', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
  });

  async function scratch(): Promise<ScratchDatabase> {
    const db = await createScratchDatabase();
    cleanup.push(() => db.drop());
    return db;
  }

  /** A second connection to the same database, as another API process would have. */
  async function secondProcess(first: Database): Promise<Database> {
    if (first.kind === 'pglite') return first;
    const other = await createDatabase({ url: first.pool!.options.connectionString, poolMax: 2 });
    cleanup.push(() => other.close());
    return other;
  }

  it('delivers a JSON payload published by one notifier to the subscribers of another', async () => {
    const { database } = await scratch();
    const a = createNotifier(database);
    const b = createNotifier(await secondProcess(database));
    cleanup.push(() => a.close(), () => b.close());
    const received = nextPayload(b, 'cache_invalidate');
    await new Promise((r) => setTimeout(r, 50));
    await a.publish('cache_invalidate', { prefix: '/api/v1/providers', n: 1 });
    expect(await received).toEqual({ prefix: '/api/v1/providers', n: 1 });
  });

  it('stops delivering after unsubscribe; other handlers of the channel keep receiving', async () => {
    const { database } = await scratch();
    const notifier = createNotifier(database);
    cleanup.push(() => notifier.close());
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = await notifier.subscribe('messages', (p) => first.push(p));
    await notifier.subscribe('messages', (p) => second.push(p));
    await notifier.publish('messages', 1);
    await waitFor(() => first.length === 1 && second.length === 1);
    await stopFirst();
    await notifier.publish('messages', 2);
    await waitFor(() => second.length === 2);
    expect(first).toEqual([1]);
    expect(second).toEqual([1, 2]);
  });

  it('a NOTIFY inside a rolled-back transaction is never delivered; a committed one is', async () => {
    const { database } = await scratch();
    const notifier = createNotifier(database);
    cleanup.push(() => notifier.close());
    const seen: unknown[] = [];
    await notifier.subscribe('messages', (p) => seen.push(p));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(notifySql('messages', 'rolled back'));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(notifySql('messages', 'committed'));
    });
    await waitFor(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual(['committed']);
  });

  it('refuses channel names that are not plain identifiers and payloads over the limit', async () => {
    const { database } = await scratch();
    const notifier = createNotifier(database);
    cleanup.push(() => notifier.close());
    await expect(notifier.publish('bad"name', 1)).rejects.toThrow(/invalid channel/);
    await expect(notifier.publish('ok', 'x'.repeat(9_000))).rejects.toThrow(/too large/);
    expect(usesPostgres() ? 'pg' : 'pglite').toBe(database.kind);
  });
});
