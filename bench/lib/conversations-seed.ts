// Seeds the conversations bench (bench/conversations-load.mjs), run with tsx BEFORE the server
// starts: N customers, N provider owners, one event and one thread per pair, and an access token
// per user (signed with the JWT_SECRET and issuer the server will use, each with a refresh-token
// family as a sign-in would have). Prints JSON on stdout: { pairs: [{ threadId, customer, provider }] }.
//   DATABASE_URL=… or DATA_DIR=… JWT_SECRET=… PUBLIC_URL=… npx tsx bench/lib/conversations-seed.ts 200
import { join } from 'node:path';
import { createMigratedDatabase } from '../../apps/api/src/db/migrated-database';
import { conversationThreads, eventTypes, providers, userEvents, users } from '../../apps/api/src/db/schema';
import { signAccessToken } from '../../apps/api/src/modules/auth/access-token';
import { issueRefreshToken } from '../../apps/api/src/modules/auth/refresh-tokens';

const count = Math.max(1, Math.min(2_000, Number(process.argv[2] ?? 200)));
const url = process.env.DATABASE_URL || undefined;
const database = await createMigratedDatabase(url ? { url } : { dataDir: join(process.env.DATA_DIR ?? 'data/bench', 'pglite') });
const db = database.db;
const settings = { secret: process.env.JWT_SECRET ?? '', issuer: process.env.PUBLIC_URL ?? '', ttlSeconds: 86_400 };
if (settings.secret.length < 32 || !settings.issuer) throw new Error('JWT_SECRET (32+) and PUBLIC_URL are required');

const tag = Date.now().toString(36);
const [eventType] = await db.select({ id: eventTypes.id }).from(eventTypes).limit(1);
const tokenFor = async (userId: number) => {
  const { familyId } = await issueRefreshToken(db, userId, 1);
  return (await signAccessToken(settings, { userId, sid: familyId })).token;
};
const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const pairs: Array<{ threadId: number; customer: string; provider: string }> = [];
for (let i = 0; i < count; i++) {
  const [customer] = await db
    .insert(users)
    .values({ email: `bench-c-${tag}-${i}@example.com`, first_name: `Cliente ${i}` })
    .returning({ id: users.id });
  const [owner] = await db
    .insert(users)
    .values({ email: `bench-p-${tag}-${i}@example.com`, first_name: `Proveedor ${i}` })
    .returning({ id: users.id });
  const [provider] = await db
    .insert(providers)
    .values({ company_name: `Bench ${tag} ${i}`, slug: `bench-${tag}-${i}`, created_by: owner!.id, plan: 'business' })
    .returning({ id: providers.id });
  const [event] = await db
    .insert(userEvents)
    .values({ user_id: customer!.id, event_type_id: eventType!.id, description: 'Evento de prueba de carga', event_date: date })
    .returning({ id: userEvents.id });
  const [thread] = await db
    .insert(conversationThreads)
    .values({ user_event_id: event!.id, provider_id: provider!.id, customer_id: customer!.id, origin: 'request' })
    .returning({ id: conversationThreads.id });
  pairs.push({ threadId: thread!.id, customer: await tokenFor(customer!.id), provider: await tokenFor(owner!.id) });
}
await database.close();
process.stdout.write(JSON.stringify({ pairs }));
