#!/usr/bin/env node
// What each main-thread task of a page load is: a Chrome trace (Playwright + CDP, Debian's chromium,
// phone viewport, no CPU throttling — what Lighthouse observes before it multiplies by 4) with the V8
// sampling profiler in it. For every task longer than --min ms (default 12.5: ×4 it passes 50 ms, so
// Lighthouse's TBT counts it) it prints its wall and CPU (thread) time, the trace events inside it
// (script evaluation of which chunk, timers, events, style, layout) and the functions that took its CPU,
// self time by script file and inclusive time by function. Then an estimate of TBT from the observed tasks
// after FCP: Σ max(0, 4 × duration − 50) with the wall time and with the thread's CPU time (the CPU time
// does not grow when neighbours take the cores, so it is the figure to compare on a loaded machine).
// Usage: node bench/trace-tasks.mjs --url=http://localhost:3200/ [--runs=3] [--min=12.5] [--wait=6000]
//        [--top=8] [--save=<trace.json>] [--cpu=1]
// With --runs=N it prints the tasks of the first run and the TBT estimates of every run with their median.
// Not part of `npm test`.
/* global document, MutationObserver -- the addInitScript callback runs in the page */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const URL_ = arg('url', null);
if (!URL_) {
  console.error('usage: node bench/trace-tasks.mjs --url=<page> [--runs=3] [--min=12.5] [--wait=6000] [--top=8] [--save=<file>] [--cpu=1]');
  process.exit(2);
}
const RUNS = Number(arg('runs', '1'));
const MIN_MS = Number(arg('min', '12.5'));
const WAIT_MS = Number(arg('wait', '6000'));
const TOP = Number(arg('top', '8'));
const CPU = Number(arg('cpu', '1'));
const SAVE = arg('save', null);
// --components: also list the React components (names starting with a capital, or hooks) by inclusive
// time in each task; readable with an unminified build (`npx vite build --minify false`).
const COMPONENTS = process.argv.includes('--components');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const short = (url) => (url ? url.split('/').pop().split('?')[0] || url : '');
const ms = (us) => us / 1000;
const fmt = (value) => value.toFixed(1).padStart(6);

async function record(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  // `<html data-hydrated>` as a user-timing mark in the trace.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.hasAttribute('data-hydrated')) {
        performance.mark('eventos:hydrated');
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  if (CPU !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text().slice(0, 200)}`);
  });
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES } });
  await page.goto(URL_, { waitUntil: 'load' });
  await page.waitForTimeout(WAIT_MS);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await context.close();
  const parsed = JSON.parse(text);
  return { events: Array.isArray(parsed) ? parsed : parsed.traceEvents, errors };
}

/** The samples of the V8 profile in the trace: [{ ts, node }] with each node's frame and parent. */
function profileSamples(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) starts.set(e.id, e.args.data.startTime);
  }
  const clocks = new Map(starts);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !clocks.has(e.id)) continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { frame: n.callFrame, parent: n.parent === undefined ? null : `${e.id}:${n.parent}` });
    const deltas = e.args.data.timeDeltas ?? [];
    let t = clocks.get(e.id);
    (profile.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: `${e.id}:${id}` });
    });
    clocks.set(e.id, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

function analyse(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const busy = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || names.get(`${e.pid}:${e.tid}`) !== 'CrRendererMain') continue;
    busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = main.split(':').map(Number);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  // The page's own navigation (not the about:blank the tab starts on), and its first contentful paint.
  const nav = events.filter((e) => e.pid === pid && e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')).pop();
  if (!nav) return null;
  const navStart = nav.ts;
  const navigationId = nav.args.data.navigationId;
  const after = (name) => events.find((e) => e.name === name && e.ts >= navStart && (e.args?.data?.navigationId ?? navigationId) === navigationId)?.ts;
  const fcp = after('firstContentfulPaint');
  if (fcp === undefined) return null;
  const lcpCandidates = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= navStart);
  const lcp = lcpCandidates.length ? lcpCandidates[lcpCandidates.length - 1].ts : undefined;
  const hydrated = events.find((e) => e.pid === pid && e.name === 'eventos:hydrated')?.ts;
  const load = after('MarkLoad') ?? after('loadEventEnd');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = profileSamples(events, pid, tid);

  const detail = [];
  let tbtWall = 0;
  let tbtCpu = 0;
  let cpuAfterFcp = 0;
  for (const task of tasks) {
    const wall = ms(task.dur);
    const cpu = ms(task.tdur ?? task.dur);
    if (fcp !== undefined && task.ts >= fcp) {
      tbtWall += Math.max(0, 4 * wall - 50);
      tbtCpu += Math.max(0, 4 * cpu - 50);
      cpuAfterFcp += cpu;
    }
    if (wall < MIN_MS && cpu < MIN_MS) continue;
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.ph === 'X' && e.dur >= 1000);
    const parts = [];
    for (const e of inside) {
      const d = e.args?.data ?? {};
      let what = null;
      if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') what = `${e.name} ${short(d.url ?? e.args?.fileName)}`;
      else if (e.name === 'FunctionCall') what = `FunctionCall ${d.functionName || '(anonymous)'} ${short(d.url)}`;
      else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'FireIdleCallback') what = e.name;
      else if (e.name === 'EventDispatch') what = `EventDispatch ${d.type}`;
      else if (['ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR', 'ScheduleStyleRecalculation', 'PrePaint', 'Layerize', 'HitTest', 'Decode Image', 'v8.run', 'V8.ScriptCompiler', 'v8.produceModuleCache', 'v8.compile'].includes(e.name)) what = e.name;
      if (what) parts.push({ what, ms: ms(e.dur) });
    }
    const merged = new Map();
    for (const p of parts) merged.set(p.what, (merged.get(p.what) ?? 0) + p.ms);
    // Samples inside the task: self time per script file, inclusive time per function.
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const selfByFile = new Map();
    const inclusive = new Map();
    for (let i = 0; i < within.length; i++) {
      const next = within[i + 1]?.ts ?? end;
      const dt = ms(Math.max(0, next - within[i].ts));
      const node = nodes.get(within[i].node);
      if (!node) continue;
      const file = short(node.frame.url) || node.frame.functionName || '(native)';
      selfByFile.set(file, (selfByFile.get(file) ?? 0) + dt);
      const seen = new Set();
      for (let n = node; n; n = n.parent ? nodes.get(n.parent) : null) {
        const f = n.frame;
        if (!f.url) continue;
        const key = `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
      }
    }
    const components = [...inclusive.entries()].filter(([k]) => /^(?:[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|use[A-Z]\w*) /.test(k)).sort((a, b) => b[1] - a[1]).slice(0, TOP * 2);
    detail.push({
      components,
      start: ms(task.ts - navStart),
      wall,
      cpu,
      parts: [...merged.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP),
      files: [...selfByFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP),
      functions: [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP * 2),
    });
  }
  const rel = (ts) => (ts === undefined ? '—' : `${Math.round(ms(ts - navStart))} ms`);
  return { fcp: rel(fcp), lcp: rel(lcp), load: rel(load), hydrated: rel(hydrated), tbtWall, tbtCpu, cpuAfterFcp, detail };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const summaries = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const before = loadavg()[0].toFixed(1);
    const { events, errors } = await record(browser);
    if (SAVE && summaries.length === 0) writeFileSync(SAVE, JSON.stringify({ traceEvents: events }));
    const a = analyse(events);
    if (!a) {
      console.log(`run ${run + 1}: no navigation or FCP in the trace, not counted`);
      continue;
    }
    summaries.push(a);
    if (summaries.length === 1) {
      console.log(`${URL_}  CPU ×${CPU}  load average ${before}  FCP ${a.fcp}  LCP ${a.lcp}  load ${a.load}  hydrated ${a.hydrated}`);
      for (const t of a.detail) {
        console.log(`\n${fmt(t.start)} ms  task ${t.wall.toFixed(1)} ms wall, ${t.cpu.toFixed(1)} ms CPU (×4: ${(4 * t.cpu).toFixed(0)} ms)`);
        for (const [what, d] of t.parts) console.log(`    ${fmt(d)}  ${what}`);
        if (t.files.length) console.log(`    self by file: ${t.files.map(([f, d]) => `${f} ${d.toFixed(1)}`).join(', ')}`);
        for (const [fn, d] of t.functions) console.log(`      ${fmt(d)}  ${fn}`);
        if (COMPONENTS && t.components.length) console.log(`    components: ${t.components.map(([f, d]) => `${f.split(' ')[0]} ${d.toFixed(1)}`).join(', ')}`);
      }
      if (errors.length) console.log(`\npage errors / console: ${errors.join(' | ')}`);
    }
    console.log(`run ${run + 1}: load average ${before}  TBT estimate (after FCP, ×4) wall ${Math.round(a.tbtWall)} ms, CPU ${Math.round(a.tbtCpu)} ms; CPU after FCP ${Math.round(a.cpuAfterFcp)} ms; FCP ${a.fcp} hydrated ${a.hydrated}`);
  }
  if (summaries.length > 1) {
    console.log(`median of ${summaries.length}: TBT estimate wall ${Math.round(median(summaries.map((s) => s.tbtWall)))} ms, CPU ${Math.round(median(summaries.map((s) => s.tbtCpu)))} ms; CPU after FCP ${Math.round(median(summaries.map((s) => s.cpuAfterFcp)))} ms`);
  }
} finally {
  await browser.close();
}
