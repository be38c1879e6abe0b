#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G-class emulation, simulated slow 4G) on the home page of a
// running server, with Debian's chromium. Performance + accessibility scores and the key metrics.
// Usage: node bench/lighthouse.mjs [--url=http://localhost:3000/]
// Writes bench/results/lighthouse.json (summary) . Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const URL_TO_TEST = arg('url', process.env.BENCH_URL ? `${process.env.BENCH_URL.replace(/\/+$/, '')}/` : 'http://localhost:3000/');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  logLevel: 'error',
});

let result;
try {
  // No config argument: Lighthouse's default config is the mobile preset.
  result = await lighthouse(URL_TO_TEST, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
} finally {
  await chrome.kill();
}
if (!result) throw new Error('Lighthouse returned no result');

const lhr = result.lhr;
const audit = (id) => lhr.audits[id]?.numericValue;
const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const summary = {
  date: new Date().toISOString(),
  url: URL_TO_TEST,
  lighthouse: lhr.lighthouseVersion,
  chrome: lhr.environment?.hostUserAgent,
  form_factor: lhr.configSettings.formFactor,
  throttling: lhr.configSettings.throttlingMethod,
  scores: { performance: score('performance'), accessibility: score('accessibility') },
  metrics_ms: {
    first_contentful_paint: Math.round(audit('first-contentful-paint') ?? 0),
    largest_contentful_paint: Math.round(audit('largest-contentful-paint') ?? 0),
    total_blocking_time: Math.round(audit('total-blocking-time') ?? 0),
    speed_index: Math.round(audit('speed-index') ?? 0),
    interactive: Math.round(audit('interactive') ?? 0),
  },
  cumulative_layout_shift: +(audit('cumulative-layout-shift') ?? 0).toFixed(3),
  total_byte_weight_kb: Math.round((audit('total-byte-weight') ?? 0) / 1024),
  failed_accessibility_audits: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id),
  runtime_error: lhr.runtimeError?.message,
  warnings: lhr.runWarnings,
};

console.log(`Lighthouse ${summary.lighthouse} (${summary.form_factor}, ${summary.throttling}) ${URL_TO_TEST}`);
console.log(`  performance   ${summary.scores.performance}`);
console.log(`  accessibility ${summary.scores.accessibility}`);
for (const [k, v] of Object.entries(summary.metrics_ms)) console.log(`  ${k.padEnd(26)} ${v} ms`);
console.log(`  cumulative_layout_shift    ${summary.cumulative_layout_shift}`);
if (summary.failed_accessibility_audits.length) console.log(`  a11y audits failing: ${summary.failed_accessibility_audits.join(', ')}`);

const out = join(ROOT, 'bench/results/lighthouse.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log('wrote bench/results/lighthouse.json');
