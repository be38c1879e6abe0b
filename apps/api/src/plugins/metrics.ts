// GET /metrics in the Prometheus text format (ADR 195), hand-written (a few counters, no library):
//   http_request_duration_seconds{method,route}  histogram (route = the route pattern, never the raw URL)
//   http_responses_total{status_code}            answers by status
//   http_response_cache_total{result}            hit | miss of the response cache (plugins/response-cache.ts)
//   http_render_cache_total{result}              hit | miss of the rendered-page cache (plugins/web.ts)
//   db_pool_connections{state}                   node-postgres pool: total | idle | waiting (PGlite: 1 total)
//   job_queue_jobs{state}, job_queue_oldest_due_seconds, job_queue_up   the job queue (lib/job-queue.ts)
//   process_* / nodejs_eventloop_delay_seconds   memory, CPU, uptime, event-loop delay p99
// Who may read it: with METRICS_TOKEN, requests with `Authorization: Bearer <token>`; without it,
// in production only a direct connection from this machine (loopback, no X-Forwarded-For), so a
// public reverse proxy never exposes it; in development and tests, anyone.
import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUEUE_TIMEOUT_MS = 1_000;

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

/** Prometheus label value escaping (backslash, quote, newline). */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export function registerMetrics(app: FastifyInstance): void {
  const durations = new Map<string, Histogram>();
  const statuses = new Map<number, number>();
  const cache = { hit: 0, miss: 0 };
  const renderCache = { hit: 0, miss: 0 };
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());

  // A callback hook (every request): no promise for work that never waits.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route}`;
    let h = durations.get(key);
    if (!h) {
      h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      durations.set(key, h);
    }
    const seconds = reply.elapsedTime / 1000;
    h.sum += seconds;
    h.count += 1;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= (BUCKETS[i] as number)) (h.counts[i] as number) += 1;
    statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
    const cached = reply.getHeader('x-cache');
    if (cached === 'HIT') cache.hit += 1;
    else if (cached === 'MISS') cache.miss += 1;
    // A hit answered in onRequest wrote its headers on the raw response: getHeader reads them there.
    const rendered = reply.getHeader('x-render-cache');
    if (rendered === 'HIT') renderCache.hit += 1;
    else if (rendered === 'MISS') renderCache.miss += 1;
    done();
  });

  const authorize = (request: FastifyRequest) => {
    const token = app.config.METRICS_TOKEN;
    if (token) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) throw unauthorized();
      if (!sameToken(header.slice('Bearer '.length), token)) throw forbidden();
      return;
    }
    if (!app.config.isProduction) return;
    if (!isLoopback(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined) throw forbidden();
  };

  async function queueLines(): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const counts = await Promise.race([
        app.jobs.counts(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), QUEUE_TIMEOUT_MS);
        }),
      ]);
      return [
        '# HELP job_queue_up 1 when the job queue answered this scrape.',
        '# TYPE job_queue_up gauge',
        'job_queue_up 1',
        '# HELP job_queue_jobs Jobs by state (due: pending and due now).',
        '# TYPE job_queue_jobs gauge',
        ...(['pending', 'due', 'running', 'failed'] as const).map((s) => `job_queue_jobs{state="${s}"} ${counts[s]}`),
        '# HELP job_queue_oldest_due_seconds How long the oldest due job has waited.',
        '# TYPE job_queue_oldest_due_seconds gauge',
        `job_queue_oldest_due_seconds ${counts.oldestDueSeconds}`,
      ];
    } catch {
      return ['# HELP job_queue_up 1 when the job queue answered this scrape.', '# TYPE job_queue_up gauge', 'job_queue_up 0'];
    } finally {
      clearTimeout(timer);
    }
  }

  function render(queue: string[]): string {
    const lines: string[] = [
      '# HELP http_request_duration_seconds Time to answer, by method and route pattern.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [key, h] of durations) {
      const space = key.indexOf(' ');
      const labels = `method="${label(key.slice(0, space))}",route="${label(key.slice(space + 1))}"`;
      BUCKETS.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{${labels},le="${le}"} ${h.counts[i]}`));
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${h.sum.toFixed(6)}`);
      lines.push(`http_request_duration_seconds_count{${labels}} ${h.count}`);
    }
    lines.push('# HELP http_responses_total Answers by HTTP status.', '# TYPE http_responses_total counter');
    for (const [status, n] of [...statuses].sort((a, b) => a[0] - b[0])) lines.push(`http_responses_total{status_code="${status}"} ${n}`);
    lines.push(
      '# HELP http_response_cache_total Cacheable GETs answered from the response cache (hit) or computed (miss).',
      '# TYPE http_response_cache_total counter',
      `http_response_cache_total{result="hit"} ${cache.hit}`,
      `http_response_cache_total{result="miss"} ${cache.miss}`,
      '# HELP http_render_cache_total Server-rendered page loads answered from the rendered-page cache (hit) or rendered (miss).',
      '# TYPE http_render_cache_total counter',
      `http_render_cache_total{result="hit"} ${renderCache.hit}`,
      `http_render_cache_total{result="miss"} ${renderCache.miss}`,
    );
    const pool = app.database.pool;
    lines.push('# HELP db_pool_connections Database connections by state.', '# TYPE db_pool_connections gauge');
    if (pool) {
      lines.push(
        `db_pool_connections{state="total"} ${pool.totalCount}`,
        `db_pool_connections{state="idle"} ${pool.idleCount}`,
        `db_pool_connections{state="waiting"} ${pool.waitingCount}`,
      );
    } else {
      lines.push('db_pool_connections{state="total"} 1', 'db_pool_connections{state="idle"} 0', 'db_pool_connections{state="waiting"} 0');
    }
    lines.push(...queue);
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    lines.push(
      '# HELP process_resident_memory_bytes Resident memory.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${memory.rss}`,
      '# HELP process_cpu_seconds_total CPU time (user + system).',
      '# TYPE process_cpu_seconds_total counter',
      `process_cpu_seconds_total ${((cpu.user + cpu.system) / 1e6).toFixed(3)}`,
      '# HELP process_uptime_seconds Seconds since the process started.',
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime().toFixed(0)}`,
      '# HELP nodejs_eventloop_delay_p99_seconds Event-loop delay, 99th percentile since start.',
      '# TYPE nodejs_eventloop_delay_p99_seconds gauge',
      `nodejs_eventloop_delay_p99_seconds ${(loopDelay.percentile(99) / 1e9).toFixed(6)}`,
    );
    return `${lines.join('\n')}\n`;
  }

  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: { hide: true },
    },
    async (request, reply) => {
      authorize(request);
      const body = render(await queueLines());
      return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(body);
    },
  );
}
