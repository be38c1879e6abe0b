// Observability (ADR 195): request ids in the response header and every JSON error body, and
// GET /metrics in the Prometheus text format, protected by METRICS_TOKEN when set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let locked: TestApp;
const TOKEN = 'metricas-secretas-0123456789';

beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_TTL_MS: '30000' } });
  locked = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
  await locked?.close();
});

describe('request ids', () => {
  it('every answer has X-Request-Id; an error body quotes it as requestId next to error/errors', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No encontrado', requestId: missing.headers['x-request-id'] });
    const invalid = await t.app.inject({ method: 'GET', url: '/healthz?db=tal-vez' });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body.requestId).toBe(invalid.headers['x-request-id']);
    expect(body.errors).toEqual({ db: ['db debe ser 1 o 0.'] });
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it("keeps a load balancer's sane X-Request-Id, replaces anything else", async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234abcd.5678' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd.5678');
    const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('Prometheus text: durations by route, status counts, cache hits, database pool, queue depth', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    await t.app.jobs.send('test.metrics');
    // A cacheable public read, twice: one miss, one hit.
    await t.app.inject({ method: 'GET', url: '/api/v1/service-types' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/service-types' });
    expect(second.headers['x-cache']).toBe('HIT');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/service-types"\} 2/);
    // The raw URL of an unknown path never becomes a label.
    expect(text).not.toContain('no-existe');
    expect(text).toMatch(/http_responses_total\{status_code="200"\} [1-9]/);
    expect(text).toMatch(/http_responses_total\{status_code="404"\} [1-9]/);
    expect(text).toContain('http_response_cache_total{result="hit"} 1');
    expect(text).toContain('http_response_cache_total{result="miss"} 1');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('job_queue_up 1');
    expect(text).toContain('job_queue_jobs{state="pending"} 1');
    expect(text).toMatch(/nodejs_eventloop_delay_p99_seconds \d/);
    // Every sample line is "name{labels} value" or "name value".
    for (const line of text.trim().split('\n').filter((l) => !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-z_0-9]+(\{[^}]*\})? -?[\d.e+]+$/);
    }
  });

  it('with METRICS_TOKEN: 401 without it, 403 with another, 200 with it', async () => {
    const none = await locked.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().requestId).toBe(none.headers['x-request-id']);
    const wrong = await locked.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer otra-cosa-0123456789abc' } });
    expect(wrong.statusCode).toBe(403);
    const right = await locked.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('job_queue_up 1');
  });
});
