#!/usr/bin/env node
// Lighthouse (default mobile preset: Moto G-class emulation, simulated slow 4G) on the public pages
// of a running server, with Debian's chromium: performance, accessibility and SEO, median of N runs
// per page (issue 12: `/`, `/buscar?q=fotografo`, a provider site with covers and gallery, a blog post).
// Usage: node bench/lighthouse.mjs [--base=http://localhost:3000] [--runs=5] [--url=<one page>] [--save-lhr=<dir>]
// The provider site is the first featured provider with a cover and gallery photos (the demo data
// has them); the blog post is the newest in the RSS feed. Writes bench/results/lighthouse.json.
// Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const BASE = arg('base', process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(arg('runs', '5'));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --save-lhr=<dir>: also write each run's full Lighthouse report (JSON) there, to read where the
// main-thread time goes (bootup-time, mainthread-work-breakdown, long-tasks, lcp audits).
const SAVE_LHR = arg('save-lhr', null);
let runCounter = 0;

async function json(path) {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** A provider site with covers and gallery photos, and the newest blog post. */
async function pages() {
  const only = arg('url', null);
  if (only) return [{ name: only, url: only }];
  const list = [
    { name: '/', url: `${BASE}/` },
    { name: '/buscar?q=fotografo', url: `${BASE}/buscar?q=fotografo` },
  ];
  const featured = (await json('/api/v1/providers/featured')).data;
  for (const p of featured) {
    const site = (await json(`/api/v1/providers?slug=${p.slug}&relations=covers`)).data[0];
    const photos = (await json(`/api/v1/providers/${p.id}/media?media_type=photo&page=1&size=10`)).total ?? 0;
    if (site?.covers?.length && photos > 0) {
      list.push({ name: '/{slug} (covers + gallery)', url: `${BASE}/${p.slug}` });
      break;
    }
  }
  const rss = await (await fetch(`${BASE}/blog/rss.xml`)).text();
  const post = [...rss.matchAll(/<link>([^<]+\/blog\/[^<]+)<\/link>/g)][0]?.[1];
  if (post) list.push({ name: '/blog/{slug}', url: `${BASE}${new URL(post).pathname}` });
  return list;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    logLevel: 'error',
  });
  try {
    // No config argument: Lighthouse's default config is the mobile preset.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    // A run whose trace could not be recorded (NO_NAVSTART, NO_FCP…: a busy machine) has no
    // metrics: it does not count, another run replaces it.
    if (lhr.runtimeError) {
      console.error(`  ${url}: run failed (${lhr.runtimeError.code}), not counted`);
      return null;
    }
    if (SAVE_LHR) {
      mkdirSync(SAVE_LHR, { recursive: true });
      runCounter += 1;
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(join(SAVE_LHR, `${name}-${runCounter}.json`), JSON.stringify(lhr));
    }
    const value = (id) => lhr.audits[id]?.numericValue ?? 0;
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      fcp_ms: Math.round(value('first-contentful-paint')),
      lcp_ms: Math.round(value('largest-contentful-paint')),
      tbt_ms: Math.round(value('total-blocking-time')),
      cls: +value('cumulative-layout-shift').toFixed(3),
      failing: ['accessibility', 'seo'].flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? []).map((r) => lhr.audits[r.id]).filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id),
      ),
      lighthouse: lhr.lighthouseVersion,
      // Lighthouse's own measure of this host's CPU (higher is faster; its simulated ×4 slowdown
      // assumes a desktop-class host): TBT scales with it, so figures from two machines compare only
      // with it beside them.
      benchmark_index: lhr.environment?.benchmarkIndex ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

const summary = { date: new Date().toISOString(), base: BASE, runs: RUNS, load_average_before: loadavg().map((l) => +l.toFixed(2)), pages: [] };
for (const page of await pages()) {
  const runs = [];
  let failed = 0;
  // Up to as many replacements as runs asked for (at least 2).
  while (runs.length < RUNS && failed < Math.max(2, RUNS)) {
    const run = await audit(page.url);
    if (run) runs.push(run);
    else failed += 1;
  }
  if (runs.length === 0) {
    console.log(`${page.name.padEnd(28)} every run failed (${failed})`);
    summary.pages.push({ page: page.name, url: page.url, runs: 0, failed_runs: failed });
    continue;
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  const row = {
    page: page.name,
    url: page.url,
    performance: pick('performance'),
    lcp_ms: pick('lcp_ms'),
    tbt_ms: pick('tbt_ms'),
    cls: pick('cls'),
    fcp_ms: pick('fcp_ms'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    failing_audits: [...new Set(runs.flatMap((r) => r.failing))],
    benchmark_index: pick('benchmark_index'),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    runs: runs.length,
    failed_runs: failed,
  };
  summary.pages.push(row);
  console.log(
    `${row.page.padEnd(28)} perf ${row.performance}  LCP ${row.lcp_ms} ms  TBT ${row.tbt_ms} ms  CLS ${row.cls}  FCP ${row.fcp_ms} ms  a11y ${row.accessibility}  SEO ${row.seo}  host benchmarkIndex ${row.benchmark_index}${row.failing_audits.length ? `  failing: ${row.failing_audits.join(', ')}` : ''}${failed ? `  (${failed} failed run(s) replaced)` : ''}`,
  );
}
summary.load_average_after = loadavg().map((l) => +l.toFixed(2));
console.log(`median of ${RUNS} runs; load average before ${summary.load_average_before.join(' ')}, after ${summary.load_average_after.join(' ')}`);
const out = join(ROOT, 'bench/results/lighthouse.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log('wrote bench/results/lighthouse.json');
