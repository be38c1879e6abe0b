#!/usr/bin/env node
// Fault test (issue 19): the API on a PostgreSQL cluster of its own, under load, while that cluster
// is stopped and started again. Asserts:
//   - no 500 at any time; while the database is down the API answers 503 with Retry-After and the
//     Spanish message;
//   - recovery by itself: writes succeed again after the restart, without restarting the API;
//   - no acknowledged write lost: every album answered 201 is in the database afterwards.
//
// It never touches the shared cluster: it creates (or reuses) cluster `15 fault` on FAULT_PG_PORT
// (default 5439) with pg_createcluster (root or the postgres user; Debian/Ubuntu postgresql-common),
// trusts local connections on it, and drops it at the end (KEEP_FAULT_CLUSTER=1 keeps it).
//   node scripts/fault-test.mjs            (FAULT_API_PORT default 3190)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { stopServer, waitForHealth } from '../bench/lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VERSION = process.env.FAULT_PG_VERSION ?? '15';
const CLUSTER = 'fault';
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5439);
const API_PORT = Number(process.env.FAULT_API_PORT ?? 3190);
const BASE = `http://127.0.0.1:${API_PORT}`;
const PUBLIC_URL = `http://localhost:${API_PORT}`;
const DB_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/eventos_fault`;
const SECRET = randomBytes(32).toString('hex');
const WORKERS = 6;
const USERS = 80;
const ALBUMS_PER_USER = 90;
const DOWN_AT_MS = 6_000;
const DOWN_FOR_MS = 8_000;
const RUN_MS = 26_000;
const UNAVAILABLE = 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.';

if (PG_PORT === 5432) {
  console.error('FAULT_PG_PORT must not be the shared cluster (5432).');
  process.exit(2);
}

const sh = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const clusterExists = () => sh('pg_lsclusters', ['-h']).split('\n').some((l) => l.split(/\s+/)[1] === CLUSTER && l.split(/\s+/)[0] === VERSION);
const ctl = (action) => sh('pg_ctlcluster', [VERSION, CLUSTER, action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);

function setUpCluster() {
  if (!clusterExists()) {
    console.log(`creating cluster ${VERSION}/${CLUSTER} on port ${PG_PORT}`);
    sh('pg_createcluster', [VERSION, CLUSTER, '-p', String(PG_PORT)]);
    const hba = `/etc/postgresql/${VERSION}/${CLUSTER}/pg_hba.conf`;
    // Local-only throwaway cluster: trust loopback connections (first match wins, so prepend).
    const current = sh('cat', [hba]);
    execFileSync('sh', ['-c', `cat > ${hba}`], { input: `host all all 127.0.0.1/32 trust\nlocal all all trust\n${current}` });
  }
  try {
    ctl('start');
  } catch {
    /* already running */
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForPostgres(timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await admin('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  setUpCluster();
  await waitForPostgres();
  await admin('DROP DATABASE IF EXISTS eventos_fault');
  await admin('CREATE DATABASE eventos_fault');

  const dataDir = mkdtempSync(join(tmpdir(), 'eventos-fault-'));
  const logFile = join(dataDir, 'server.log');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      AUTH_DEV_PROVIDER: '0',
      HOST: '127.0.0.1',
      PORT: String(API_PORT),
      PUBLIC_URL,
      DATABASE_URL: DB_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_USER_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout.on('data', (d) => appendFileSync(logFile, d));
  server.stderr.on('data', (d) => appendFileSync(logFile, d));
  const failures = [];
  process.once('SIGINT', () => stopServer(server).then(() => process.exit(130)));
  process.once('SIGTERM', () => stopServer(server).then(() => process.exit(143)));
  try {
    await waitForHealth(server, BASE, 90_000);

    // Users straight in the database, access tokens signed like the API does (sid: any sign-in).
    const db = new pg.Client({ connectionString: DB_URL });
    await db.connect();
    const { rows } = await db.query(
      `INSERT INTO users (email, first_name, last_name)
       SELECT 'falla' || g || '@example.com', 'Falla', 'Prueba ' || g FROM generate_series(1, ${USERS}) g RETURNING id`,
    );
    await db.end();
    const key = new TextEncoder().encode(SECRET);
    const tokens = await Promise.all(
      rows.map((r) =>
        new SignJWT({ sid: randomUUID() })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(r.id))
          .setIssuer(PUBLIC_URL)
          .setAudience('eventos-api')
          .setIssuedAt()
          .setExpirationTime('15m')
          .sign(key),
      ),
    );

    const started = Date.now();
    const statuses = new Map();
    const acknowledged = [];
    const unavailable = { count: 0, withRetryAfter: 0, spanish: 0 };
    let lastDownAt = 0;
    let firstWriteAfterRestart = null;
    let restartedAt = null;
    let writes = 0;
    const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    async function call(method, path, token, body) {
      try {
        const res = await fetch(`${BASE}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        count(res.status);
        const text = await res.text();
        if (res.status === 503) {
          unavailable.count += 1;
          lastDownAt = Date.now();
          if (/^\d+$/.test(res.headers.get('retry-after') ?? '')) unavailable.withRetryAfter += 1;
          if (JSON.parse(text).error === UNAVAILABLE) unavailable.spanish += 1;
        }
        if (res.status >= 500 && res.status !== 503) failures.push(`${method} ${path} → ${res.status}: ${text.slice(0, 200)}`);
        return { status: res.status, text };
      } catch (error) {
        count(`network:${error.name}`);
        failures.push(`${method} ${path} → ${error.name}: ${error.message}`);
        return { status: 0, text: '' };
      }
    }

    async function worker(w) {
      while (Date.now() - started < RUN_MS) {
        const n = writes++;
        const userIndex = Math.floor(n / ALBUMS_PER_USER);
        if (userIndex >= tokens.length) break;
        const token = tokens[userIndex];
        const name = `Falla ${w}-${n}`;
        const res = await call('POST', '/api/v1/me/albums', token, { name });
        if (res.status === 201) {
          acknowledged.push({ id: JSON.parse(res.text).data.id, name });
          if (restartedAt && !firstWriteAfterRestart) firstWriteAfterRestart = Date.now();
        }
        await call('GET', '/api/v1/me/albums', token);
        await call('GET', '/api/v1/event-types', token);
        await sleep(15);
      }
    }

    const chaos = (async () => {
      await sleep(DOWN_AT_MS);
      console.log(`t=${((Date.now() - started) / 1000).toFixed(1)} s: stopping PostgreSQL ${VERSION}/${CLUSTER}`);
      ctl('stop');
      await sleep(DOWN_FOR_MS);
      console.log(`t=${((Date.now() - started) / 1000).toFixed(1)} s: starting it again`);
      ctl('start');
      restartedAt = Date.now();
    })();
    await Promise.all([chaos, ...Array.from({ length: WORKERS }, (_, w) => worker(w))]);

    // Every acknowledged write is there.
    await waitForPostgres();
    const check = new pg.Client({ connectionString: DB_URL });
    await check.connect();
    const stored = await check.query('SELECT id, name FROM customer_albums');
    await check.end();
    const byId = new Map(stored.rows.map((r) => [r.id, r.name]));
    const lost = acknowledged.filter((a) => byId.get(a.id) !== a.name);

    const report = {
      statuses: Object.fromEntries([...statuses].sort()),
      acknowledged_writes: acknowledged.length,
      lost_writes: lost.length,
      unavailable,
      recovered_after_s: firstWriteAfterRestart && restartedAt ? +((firstWriteAfterRestart - restartedAt) / 1000).toFixed(1) : null,
      last_503_after_restart_s: restartedAt && lastDownAt > restartedAt ? +((lastDownAt - restartedAt) / 1000).toFixed(1) : 0,
    };
    console.log(JSON.stringify(report, null, 2));
    if ((statuses.get(500) ?? 0) > 0) failures.push(`${statuses.get(500)} answers were 500`);
    if (unavailable.count === 0) failures.push('no 503 while the database was down');
    if (unavailable.withRetryAfter !== unavailable.count) failures.push('a 503 without Retry-After');
    if (unavailable.spanish !== unavailable.count) failures.push('a 503 without the Spanish message');
    if (lost.length > 0) failures.push(`${lost.length} acknowledged writes lost`);
    if (!firstWriteAfterRestart) failures.push('no successful write after the restart (no recovery)');
    const ready = await fetch(`${BASE}/readyz`);
    if (ready.status !== 200) failures.push(`/readyz after recovery → ${ready.status}`);
  } finally {
    await stopServer(server);
    if (process.env.KEEP_FAULT_CLUSTER !== '1') {
      try {
        sh('pg_dropcluster', [VERSION, CLUSTER, '--stop']);
      } catch (error) {
        console.error(`could not drop cluster ${VERSION}/${CLUSTER}: ${error.message}`);
      }
    }
    if (failures.length > 0) console.error(`server log: ${logFile}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`FAIL (${failures.length}):\n  ${[...new Set(failures)].slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log('PASS: 503 + Retry-After while down, no 500, no acknowledged write lost, recovered by itself');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
