#!/usr/bin/env node
// `npm run bench`: build the web app, measure the home page's initial JS, start the API (which
// serves the build) on a spare port with a throw-away DATA_DIR, load-test it, run Lighthouse on
// '/', stop it. Results land in bench/results/*.json; see bench/README.md. Not part of `npm test`.
// Options: --skip-build, --port=3200, --no-demo (empty catalogue-only database), --only=bundle|api|lighthouse
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopServer as stop, waitForHealth } from './lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const arg = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const PORT = Number(arg('port', process.env.BENCH_PORT ?? 3200));
const BASE = `http://localhost:${PORT}`;
const ONLY = arg('only', '');
const wants = (name) => !ONLY || ONLY.split(',').includes(name);
const SERVER_START_TIMEOUT_MS = 240_000;

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const results = {};
if (!args.includes('--skip-build') && (wants('bundle') || wants('lighthouse'))) {
  results.build = await run('npm', ['run', 'build']);
  if (results.build !== 0) {
    console.error('web build failed: stopping');
    process.exit(1);
  }
}
if (wants('bundle')) results.bundle = await run('node', ['bench/bundle-size.mjs']);

if (wants('api') || wants('lighthouse')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventos-bench-'));
  console.log(`\nstarting the API on ${BASE} (DATA_DIR ${dataDir})`);
  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // own process group: stop() ends npx, tsx and node together
    env: {
      ...process.env,
      // Production refuses an http://localhost PUBLIC_URL and the embedded database; the request path
      // is the same in development with the dev sign-in off.
      NODE_ENV: process.env.BENCH_NODE_ENV ?? 'development',
      AUTH_DEV_PROVIDER: '0',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(PORT),
      HOST: 'localhost',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: args.includes('--no-demo') ? '0' : '1',
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  const cleanup = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    const t0 = Date.now();
    await waitForHealth(server, BASE, SERVER_START_TIMEOUT_MS);
    console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (wants('api')) results.api = await run('node', ['bench/api-load.mjs', `--url=${BASE}`]);
    if (wants('lighthouse')) results.lighthouse = await run('node', ['bench/lighthouse.mjs', `--base=${BASE}`]);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    results.server = 1;
  } finally {
    await cleanup();
  }
}

console.log('\nbench steps:', Object.entries(results).map(([k, v]) => `${k}=${v === 0 ? 'ok' : `exit ${v}`}`).join(' '));
process.exit(Object.values(results).some((v) => v !== 0) ? 1 : 0);
