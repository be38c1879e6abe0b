// Fan-out between API processes (issue 15): two app instances on ONE database (PostgreSQL with
// TEST_DB=pg: two pools and two LISTEN connections; PGlite: one instance, two notifiers). A stream
// open on instance B receives the message written through instance A, within a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { conversationThreads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';
import { createSignedInUser } from '../auth/testing';
import { providerOwner, publishEvent } from '../events/testing';
import { openStream } from './testing/sse-client';

let a: TestApp;
let b: FastifyInstance;
let secondDb: Database | null = null;

beforeAll(async () => {
  a = await createTestApp();
  const database =
    a.database.kind === 'pglite'
      ? a.database
      : (secondDb = await createDatabase({ url: a.database.pool!.options.connectionString, poolMax: 2 }));
  b = await buildApp({ config: a.config, database, storage: a.storage, logger: false });
  await b.ready();
});

afterAll(async () => {
  await b?.close();
  await secondDb?.close();
  await a?.close();
});

describe('fan-out through LISTEN/NOTIFY', () => {
  it('a message sent through instance A reaches a stream open on instance B within 1 s', async () => {
    const provider = await providerOwner(a.app);
    const customer = await createSignedInUser(a.app);
    const { event } = await publishEvent(a.app, { provider_id: provider.provider.id }, customer);
    const [thread] = await a.app.db.select().from(conversationThreads).where(eq(conversationThreads.user_event_id, event.id));
    const addressB = await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = openStream(`${addressB}/api/v1/conversations/stream`, provider.headers);
    try {
      await stream.ready;
      const started = Date.now();
      const res = await a.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${thread!.id}/messages`,
        headers: customer.headers,
        payload: { body: 'Desde otro proceso' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const got = await stream.waitFor((e) => e.type === 'message' && e.message.id === res.json().data.id, 1_000);
      expect(got).toMatchObject({ thread_id: thread!.id, message: { body: 'Desde otro proceso' } });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });
});
