#!/usr/bin/env node
// Conversations under load (issue 15): N open live streams (GET conversations/stream, Server-Sent
// Events, one per customer) on one API process, then every provider writes to its customer in
// rounds; for each message, the time from the start of the POST to its arrival on the customer's
// stream ("send → delivery", through PostgreSQL NOTIFY and the hub). Also: the server's memory per
// open stream (RSS of the server's process group before and after opening them, divided by N), and
// /healthz latency measured during the same phase, so a busy machine shows as a ratio.
// Writes bench/results/conversations-<db>.json.
// Usage:
//   node bench/conversations-load.mjs [--db=pglite|pg] [--pg-url=postgres://postgres@127.0.0.1:5432/eventos_bench_chat]
//     [--connections=200] [--rounds=3] [--concurrency=10] [--port=3350]
// The pg database must exist and be empty or migrated; the script adds its own rows. Loopback only.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopServer, waitForHealth } from './lib/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const DB = arg('db', 'pglite');
const PG_URL = arg('pg-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eventos_bench_chat');
const N = Math.min(1000, Math.max(1, Number(arg('connections', 200))));
const ROUNDS = Math.min(10, Math.max(1, Number(arg('rounds', 3))));
const CONCURRENCY = Math.min(50, Math.max(1, Number(arg('concurrency', 10))));
const PORT = Number(arg('port', 3350));
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_P95_MS = 250;

const percentile = (sorted, p) => (sorted.length ? +sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))].toFixed(1) : null);
const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.length ? +s.at(-1).toFixed(1) : null };
};

/** RSS (KiB) of every process in the server's group (npx → tsx → node). */
function groupRssKb(pgid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return out.split('\n').map((l) => Number(l.trim()) || 0).reduce((a, b) => a + b, 0);
}

/** One SSE stream; resolves `ready` on the server's 'ready' event; calls onMessage per message event. */
function openStream(token, onMessage) {
  const abort = new AbortController();
  let markReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    setTimeout(() => reject(new Error('stream not ready after 60 s')), 60_000).unref();
  });
  (async () => {
    const res = await fetch(`${BASE}/api/v1/conversations/stream`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    if (res.status !== 200) throw new Error(`stream HTTP ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (/^event: ready$/m.test(block)) markReady();
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data && !/^event: /m.test(block)) {
          const event = JSON.parse(data);
          if (event.type === 'message') onMessage(event.message);
        }
      }
    }
  })().catch(() => undefined);
  return { ready, close: () => abort.abort() };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventos-bench-chat-'));
  const env = {
    ...process.env,
    // Production refuses an http://localhost PUBLIC_URL and the embedded database; the request path
    // is the same in development with the dev sign-in off.
    NODE_ENV: 'development',
    AUTH_DEV_PROVIDER: '0',
    RATE_LIMIT_USER_MAX: '1000000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SEED_DEMO: '0',
    DATABASE_URL: DB === 'pg' ? PG_URL : '',
    DATA_DIR: dataDir,
  };
  console.error(`seeding ${N} customer/provider threads (${DB})…`);
  const seeded = JSON.parse(
    execFileSync('npx', ['tsx', 'bench/lib/conversations-seed.ts', String(N)], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  );
  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env });
  const streams = [];
  try {
    await waitForHealth(server, BASE, 300_000);
    await new Promise((r) => setTimeout(r, 2_000));
    const rssBefore = groupRssKb(server.pid);

    // Deliveries are matched by the message body (a nonce per message).
    const waiting = new Map();
    for (const pair of seeded.pairs) {
      streams.push(openStream(pair.customer, (message) => waiting.get(message.body)?.(performance.now())));
    }
    await Promise.all(streams.map((s) => s.ready));
    await new Promise((r) => setTimeout(r, 2_000));
    const rssOpen = groupRssKb(server.pid);

    // /healthz alongside, one request at a time.
    let measuring = true;
    const healthz = [];
    const healthLoop = (async () => {
      while (measuring) {
        const t0 = performance.now();
        await fetch(`${BASE}/healthz`).then((r) => r.arrayBuffer());
        healthz.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const delivery = [];
    const post = [];
    const failures = { post: 0, lost: 0 };
    const jobs = [];
    for (let round = 0; round < ROUNDS; round++) for (const pair of seeded.pairs) jobs.push({ pair, round });
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { pair } = jobs[next++];
        const nonce = `bench ${randomBytes(6).toString('hex')}`;
        const arrived = new Promise((resolve) => {
          waiting.set(nonce, resolve);
          setTimeout(() => resolve(null), 10_000).unref();
        });
        const t0 = performance.now();
        const res = await fetch(`${BASE}/api/v1/conversations/${pair.threadId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${pair.provider}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: nonce }),
        });
        await res.arrayBuffer();
        post.push(performance.now() - t0);
        if (res.status !== 201) {
          failures.post++;
          waiting.delete(nonce);
          continue;
        }
        const t1 = await arrived;
        waiting.delete(nonce);
        if (t1 === null) failures.lost++;
        else delivery.push(t1 - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    measuring = false;
    await healthLoop;

    const deliverySummary = summary(delivery);
    const healthSummary = summary(healthz);
    const result = {
      date: new Date().toISOString(),
      db: DB,
      open_streams: N,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      messages: jobs.length,
      messages_per_sec: +(jobs.length / seconds).toFixed(1),
      send_to_delivery_ms: deliverySummary,
      post_ms: summary(post),
      healthz_ms: healthSummary,
      delivery_p95_over_healthz_p95: deliverySummary.p95 && healthSummary.p95 ? +(deliverySummary.p95 / healthSummary.p95).toFixed(1) : null,
      target_p95_ms: TARGET_P95_MS,
      meets_target: deliverySummary.p95 !== null && deliverySummary.p95 <= TARGET_P95_MS,
      failures,
      memory: {
        rss_before_kb: rssBefore,
        rss_with_streams_kb: rssOpen,
        per_stream_kb: +((rssOpen - rssBefore) / N).toFixed(1),
      },
      load_average: loadavg().map((x) => +x.toFixed(2)),
      cpus: (await import('node:os')).cpus().length,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, `bench/results/conversations-${DB}.json`), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    for (const s of streams) s.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
