#!/usr/bin/env node
// Two API processes on one PostgreSQL (issue 19, "Several processes"): they behave as one.
//   1. Response cache: process B serves a provider from its cache (x-cache: HIT); the owner edits it
//      through process A; B answers the new text within 1 s (NOTIFY cache_invalidate).
//   2. Rate limits shared through Redis (REDIS_URL): one visitor alternating between A and B gets
//      RATE_LIMIT_MAX answers in total, not twice as many.
//   3. Sign-out: the access token is refused by B right after the logout on A (NOTIFY session_revoked).
// Uses a scratch database on MULTI_PG_URL (default the local cluster, never the `test` database) and
// Redis at MULTI_REDIS_URL (default redis://127.0.0.1:6379/15, flushed of this test's keys only).
//   node scripts/multi-process-test.mjs        (ports MULTI_PORT_A=3190, MULTI_PORT_B=3198; 4190 is a port fetch refuses)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import pg from 'pg';
import { stopServer, waitForHealth } from '../bench/lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.MULTI_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.MULTI_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const PORTS = [Number(process.env.MULTI_PORT_A ?? 3190), Number(process.env.MULTI_PORT_B ?? 3198)];
const PUBLIC_URL = 'http://localhost:3190';
const SECRET = randomBytes(32).toString('hex');
const DB_NAME = `eventos_multi_${randomBytes(4).toString('hex')}`;
const LIMIT = 40;
const EDITED = 'Texto editado en el proceso A: organizamos fiestas infantiles, matrimonios y eventos corporativos en Lima y alrededores.';

const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startApi(port, dataDir) {
  const log = join(dataDir, `api-${port}.log`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      AUTH_DEV_PROVIDER: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_USER_MAX: '1000000',
      RESPONSE_CACHE_TTL_MS: '600000',
      LOG_LEVEL: process.env.MULTI_LOG_LEVEL ?? 'warn',
    },
  });
  server.stdout.on('data', (d) => appendFileSync(log, d));
  server.stderr.on('data', (d) => appendFileSync(log, d));
  return server;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const redis = new Redis(REDIS_URL);
  const clearKeys = async () => {
    const keys = await redis.keys('eventos-rl:*');
    if (keys.length) await redis.del(...keys);
  };
  await clearKeys();
  const dataDir = mkdtempSync(join(tmpdir(), 'eventos-multi-'));
  const failures = [];
  // A migrates first; B starts on the migrated database.
  const a = startApi(PORTS[0], dataDir);
  let b;
  const interrupted = () => {
    for (const server of [a, b]) if (server) stopServer(server);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let crashed = true;
  try {
    await waitForHealth(a, `http://127.0.0.1:${PORTS[0]}`, 90_000);
    b = startApi(PORTS[1], dataDir);
    await waitForHealth(b, `http://127.0.0.1:${PORTS[1]}`, 90_000);
    const [A, B] = PORTS.map((p) => `http://127.0.0.1:${p}`);

    // An owner and their provider, straight in the database; an access token like the API signs.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const { rows: [user] } = await db.query(`INSERT INTO users (email, first_name, last_name) VALUES ('multi@example.com', 'Rosa', 'Quispe') RETURNING id`);
    const { rows: [provider] } = await db.query(
      `INSERT INTO providers (company_name, slug, created_by, introductory_text) VALUES ('Fiestas Rosa', 'fiestas-rosa', $1, 'Texto inicial') RETURNING id`,
      [user.id],
    );
    await db.query('UPDATE users SET provider_id = $1 WHERE id = $2', [provider.id, user.id]);
    await db.end();
    const sid = randomUUID();
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(PUBLIC_URL)
      .setAudience('eventos-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(SECRET));
    const auth = { authorization: `Bearer ${token}` };

    for (const base of [A, B]) {
      const me = await fetch(`${base}/api/v1/user`, { headers: auth });
      if (me.status !== 200) failures.push(`GET /user on ${base} → ${me.status}`);
    }

    // 1. Cache invalidation across processes.
    const url = `/api/v1/providers/${provider.id}`;
    const readB = async () => {
      const res = await fetch(`${B}${url}`, { headers: { 'x-forwarded-for': '198.51.100.1' } });
      return { cache: res.headers.get('x-cache'), status: res.status, text: (await res.json()).data?.introductory_text };
    };
    await readB();
    const hit = await readB();
    if (hit.cache !== 'HIT' || hit.text !== 'Texto inicial') failures.push(`B did not serve the provider from its cache: ${JSON.stringify(hit)}`);
    const edit = await fetch(`${A}/api/v1/providers/${provider.id}/intro`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify({ introductory_text: EDITED }),
    });
    const editedAt = Date.now();
    if (edit.status !== 200) failures.push(`PUT intro on A → ${edit.status} ${await edit.text()}`);
    let seenAfterMs = null;
    while (Date.now() - editedAt < 3_000) {
      const now = await readB();
      if (now.text === EDITED) {
        seenAfterMs = Date.now() - editedAt;
        break;
      }
      await sleep(10);
    }
    console.log(`cache: B served the edit made on A after ${seenAfterMs ?? '>3000'} ms`);
    if (seenAfterMs === null || seenAfterMs > 1_000) failures.push(`B served stale data for ${seenAfterMs ?? '>3000'} ms after the write on A`);

    // 2. One budget for a visitor across both processes.
    await clearKeys();
    const statuses = [];
    for (let i = 0; i < LIMIT + 10; i++) {
      const base = i % 2 === 0 ? A : B;
      statuses.push((await fetch(`${base}/api/v1/event-types`)).status);
    }
    const ok = statuses.filter((s) => s === 200).length;
    const limited = statuses.filter((s) => s === 429).length;
    console.log(`rate limit: ${ok} × 200 then ${limited} × 429 over A and B (RATE_LIMIT_MAX ${LIMIT})`);
    if (ok !== LIMIT || limited !== 10) failures.push(`shared limit: expected ${LIMIT} × 200 and 10 × 429, got ${ok} and ${limited}`);

    // 3. Sign-out on A stops the access token on B.
    const before = await fetch(`${B}/api/v1/user`, { headers: auth });
    if (before.status !== 200) failures.push(`GET /user on B before logout → ${before.status}`);
    const out = await fetch(`${A}/logout`, { method: 'POST', headers: { ...auth, origin: PUBLIC_URL } });
    if (out.status !== 204) failures.push(`logout on A → ${out.status}`);
    const outAt = Date.now();
    let refusedAfterMs = null;
    while (Date.now() - outAt < 3_000) {
      if ((await fetch(`${B}/api/v1/user`, { headers: auth })).status === 401) {
        refusedAfterMs = Date.now() - outAt;
        break;
      }
      await sleep(10);
    }
    console.log(`sessions: B refused the signed-out token after ${refusedAfterMs ?? '>3000'} ms`);
    if (refusedAfterMs === null || refusedAfterMs > 1_000) failures.push('B kept accepting the access token after logout on A');
    crashed = false;
  } finally {
    await Promise.all([stopServer(a), b ? stopServer(b) : undefined]);
    await clearKeys().catch(() => undefined);
    redis.disconnect();
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch((e) => console.error(e.message));
    if (failures.length === 0 && !crashed) rmSync(dataDir, { recursive: true, force: true });
    else console.error(`logs in ${dataDir}`);
  }
  if (failures.length > 0) {
    console.error(`FAIL:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('PASS: two processes on one PostgreSQL share cache invalidation, rate limits and sign-outs');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
