#!/usr/bin/env node
// Where a page load spends the main thread: the long animation frames (> 50 ms) of one load, with the
// scripts each ran (module evaluation, React's scheduler tasks, timers, event listeners), at Lighthouse's
// CPU slowdown, on a phone-sized viewport with Debian's chromium. Under load, compare two builds in the
// same minutes; the structure (which task, which script) is what to read, not absolute durations.
// Usage: node bench/main-thread.mjs --url=http://localhost:3200/buscar?q=fotografo [--cpu=4] [--wait=7000]
// Not part of `npm test`.
/* global window, document -- the page.evaluate and addInitScript callbacks run in the page */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const URL_ = arg('url', null);
if (!URL_) {
  console.error('usage: node bench/main-thread.mjs --url=<page> [--cpu=4] [--wait=7000]');
  process.exit(2);
}
const CPU = Number(arg('cpu', '4'));
const WAIT_MS = Number(arg('wait', '7000'));

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(() => {
    const frames = [];
    Object.defineProperty(window, '__frames', { value: frames });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        frames.push({
          start: Math.round(e.startTime),
          duration: Math.round(e.duration),
          blocking: Math.round(e.blockingDuration),
          scripts: e.scripts.map((s) => ({
            what: `${s.invokerType} ${s.invoker}`.slice(0, 90),
            source: `${s.sourceFunctionName || '(top level)'} ${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}`,
            duration: Math.round(s.duration),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const load = loadavg()[0].toFixed(1);
  await page.goto(URL_);
  await page.waitForTimeout(WAIT_MS);
  const result = await page.evaluate(() => ({
    frames: window.__frames,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
  }));
  const blocking = result.frames.reduce((sum, f) => sum + f.blocking, 0);
  console.log(`${URL_}  CPU ×${CPU}  load average ${load}  FCP ${result.fcp} ms  hydrated ${result.hydrated}  long frames ${result.frames.length}  blocking ${blocking} ms`);
  for (const f of result.frames) {
    console.log(`  ${String(f.start).padStart(6)} ms  ${String(f.duration).padStart(5)} ms (blocking ${f.blocking})`);
    for (const s of f.scripts) console.log(`           ${String(s.duration).padStart(5)} ms  ${s.what}  ${s.source}`);
  }
  if (errors.length) console.log(`page errors: ${errors.join(' | ')}`);
} finally {
  await browser.close();
}
