#!/usr/bin/env node
// What CI can check of the release without Docker (issue 19): the same steps the Dockerfile and a
// deployment run, on this machine.
//   1. npm run build                  (API + domain → apps/api/dist with esbuild, web → apps/web/dist)
//   2. npm run db:migrate, db:seed    (NODE_ENV=production, on a scratch PostgreSQL database)
//   3. npm run start:prod             (node apps/api/dist/server.js: no tsx, no build at boot)
//   4. /healthz, /readyz, a page, an API answer; production refuses to start without DATABASE_URL.
//   5. npm run worker next to the server started with RUN_JOBS=false: the scheduled jobs run there
//      (rows 'done' in the jobs table), and /metrics answers locally with the queue's depth.
// RELEASE_PG_URL (default the local cluster's postgres database) is only used to create and drop
// `eventos_release_<random>`; RELEASE_PORT defaults to 3190. SKIP_BUILD=1 reuses an existing build.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { stopServer } from '../bench/lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.RELEASE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.RELEASE_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_NAME = `eventos_release_${randomBytes(4).toString('hex')}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB_NAME}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'eventos-release-'));
const failures = [];

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  JWT_SECRET: randomBytes(36).toString('base64'),
  PUBLIC_URL: 'https://eventos.example.pe',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The worker role runs in its own process (step 5), as in compose.yaml.
  RUN_JOBS: 'false',
};

async function queryDb(sql) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function step(name, args, stepEnv = env, expectFailure = false) {
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: ROOT, env: stepEnv, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`.trim();
  const ok = (result.status === 0) !== expectFailure;
  console.log(`${ok ? 'ok ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(`${name}: ${output.split('\n').slice(-5).join(' | ')}`);
  return output;
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') step('npm run build', ['run', 'build']);
  const refused = step('production without DATABASE_URL is refused', ['run', 'db:migrate'], { ...env, DATABASE_URL: '' }, true);
  if (!/DATABASE_URL es obligatorio en producción/.test(refused)) failures.push('db:migrate without DATABASE_URL did not refuse with the Spanish message');

  await admin(`CREATE DATABASE ${DB_NAME}`);
  let server;
  let worker;
  try {
    step('npm run db:migrate', ['run', 'db:migrate']);
    const seeded = step('npm run db:seed', ['run', 'db:seed']);
    if (!/Catálogo: \d+ servicios/.test(seeded)) failures.push('db:seed did not load the catalogue');
    if (!/demostración: no/i.test(seeded)) failures.push('db:seed loaded demo data in production');

    server = spawn('npm', ['run', 'start:prod'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    server.stdout.on('data', (d) => (log += d));
    server.stderr.on('data', (d) => (log += d));
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (Date.now() < deadline && !ready) {
      ready = await fetch(`${BASE}/readyz`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    if (!ready) failures.push(`start:prod never became ready: ${log.slice(-500)}`);
    else {
      const checks = [
        ['/healthz', 200, 'application/json'],
        ['/', 200, 'text/html'],
        ['/api/v1/event-types', 200, 'application/json'],
        ['/api/v1/locations?parent_id=2147483648', 400, 'application/json'],
      ];
      for (const [path, status, type] of checks) {
        const res = await fetch(`${BASE}${path}`, { headers: { accept: type } });
        const ok = res.status === status && (res.headers.get('content-type') ?? '').startsWith(type);
        console.log(`${ok ? 'ok ' : 'FAIL'} GET ${path} → ${res.status} ${res.headers.get('content-type')}`);
        if (!ok) failures.push(`GET ${path} → ${res.status}`);
      }
      // The compiled server runs on plain node: no tsx loader anywhere in its process tree.
      const tree = spawnSync('ps', ['-o', 'args=', '--ppid', String(server.pid)], { encoding: 'utf8' }).stdout;
      const all = `${tree}${spawnSync('ps', ['-eo', 'args='], { encoding: 'utf8' }).stdout.split('\n').filter((l) => l.includes('apps/api/dist/server.js')).join('\n')}`;
      if (/tsx/.test(all) || !/node apps\/api\/dist\/server\.js/.test(all)) failures.push(`server process is not node on the compiled files: ${all.trim()}`);

      // The server ran no job itself (RUN_JOBS=false); the worker runs every schedule.
      const before = await queryDb(`SELECT count(*)::int AS n FROM jobs WHERE status = 'done'`);
      if (before[0].n !== 0) failures.push(`the server ran ${before[0].n} jobs with RUN_JOBS=false`);
      worker = spawn('npm', ['run', 'worker'], { cwd: ROOT, env: { ...env, LOG_LEVEL: 'info' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let workerLog = '';
      worker.stdout.on('data', (d) => (workerLog += d));
      worker.stderr.on('data', (d) => (workerLog += d));
      const jobsDeadline = Date.now() + 60_000;
      let done = [];
      while (Date.now() < jobsDeadline && done.length < 7) {
        done = await queryDb(`SELECT DISTINCT type FROM jobs WHERE status = 'done'`).catch(() => []);
        if (done.length < 7) await new Promise((r) => setTimeout(r, 500));
      }
      console.log(`${done.length >= 7 ? 'ok ' : 'FAIL'} npm run worker ran ${done.length} kinds of job: ${done.map((r) => r.type).sort().join(', ')}`);
      if (done.length < 7) failures.push(`npm run worker did not run the scheduled jobs: ${workerLog.slice(-500)}`);
      const metrics = await fetch(`${BASE}/metrics`);
      const text = await metrics.text();
      const metricsOk = metrics.status === 200 && /job_queue_up 1/.test(text) && /http_request_duration_seconds_bucket/.test(text);
      console.log(`${metricsOk ? 'ok ' : 'FAIL'} GET /metrics (from this machine) → ${metrics.status}`);
      if (!metricsOk) failures.push(`GET /metrics → ${metrics.status}`);
      const proxied = await fetch(`${BASE}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      console.log(`${proxied.status === 403 ? 'ok ' : 'FAIL'} GET /metrics through a proxy without METRICS_TOKEN → ${proxied.status}`);
      if (proxied.status !== 403) failures.push(`GET /metrics through a proxy → ${proxied.status}`);
    }
  } finally {
    if (worker) await stopServer(worker);
    if (server) await stopServer(server);
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch((e) => console.error(e.message));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`FAIL:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('PASS: build, migrate, seed, start:prod and the worker as a release');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
