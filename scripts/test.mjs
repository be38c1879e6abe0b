#!/usr/bin/env node
// `npm test`: everything CI runs, in order, streaming each tool's own output.
//   1. lint        npx eslint . --max-warnings=0          (counts as 1 test)
//   2. typecheck   npx tsc -b packages/domain apps/api apps/web (counts as 1 test)
//   3. vitest      all projects on PGlite (JSON report read for the counts)
//   4. vitest api  again on PostgreSQL (TEST_DB=pg) — only when TEST_DATABASE_URL is set
//   5. e2e         npm run test:e2e (web build + Playwright; JSON report read for the counts)
// Every step runs even when an earlier one fails. The last line printed is
// `N passed, N failed` (`, N skipped` when any) and the exit code is 1 if anything failed.
// Dependency-free Node ESM on purpose: it must run before anything else works.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT_DIR = mkdtempSync(join(tmpdir(), 'eventos-test-'));
// Per-step ceiling, and an overall deadline (.ci/run sets TEST_DEADLINE_MS, an epoch in ms, inside
// CI's 90 minutes) so the summary line is always printed: a step past it is stopped and counted failed.
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MS ?? 40 * 60_000);
const DEADLINE_MS = Number(process.env.TEST_DEADLINE_MS ?? 0) || Infinity;
const SUMMARY_MARGIN_MS = 30_000;

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let current = null;

function run(command, args, env = {}) {
  const timeoutMs = Math.min(STEP_TIMEOUT_MS, DEADLINE_MS - SUMMARY_MARGIN_MS - Date.now());
  if (timeoutMs <= 0) {
    console.error(`[test] no time left before the deadline: not running ${command} ${args.join(' ')}`);
    return Promise.resolve({ code: 1, timedOut: true });
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true, // own process group, so a timeout or Ctrl-C ends the whole tree
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${command} ${args.join(' ')} still running after ${Math.round(timeoutMs / 1000)} s: stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      console.error(`[test] could not start ${command}: ${err.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve({ code: code ?? (signal ? 128 : 1), timedOut });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (current) killGroup(current, sig);
    process.exit(130);
  });
}

function banner(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
}

function record(name, counts, note = '', failures = []) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped ?? 0;
  summary.push({ name, ...counts, note, failures });
}

/** One line per failure for the summary: where, which test, the first line of why. */
function failureLine(where, title, message) {
  const why = String(message ?? '').split('\n').find((l) => l.trim()) ?? '';
  return `${where} › ${title}${why ? ` — ${why.trim().slice(0, 200)}` : ''}`;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A tool that is one test: exit code 0 → 1 passed, else 1 failed. */
async function singleStep(name, command, args) {
  banner(name);
  const { code, timedOut } = await run(command, args);
  record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }, timedOut ? 'timed out' : code ? `exit ${code}` : '');
}

/** Vitest counts from its JSON report; a file that failed to load counts as one failure. */
async function vitestStep(name, args, env = {}) {
  banner(name);
  const file = join(REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`);
  const { code, timedOut } = await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  const report = readJson(file);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  if (report) {
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = report.numFailedTests ?? 0;
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const where = relative(process.cwd(), file.name ?? '');
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(failureLine(where, t.fullName ?? t.title, t.failureMessages?.[0]));
      // A test that passed with errors recorded passed on retry (CI retries once): name it.
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'passed' && t.failureMessages?.length) {
          failures.push(failureLine(where, `${t.fullName ?? t.title} (passed on retry)`, t.failureMessages[0]));
        }
      }
      if (file.status === 'failed' && !failed.length) {
        counts.failed += 1; // import/setup error in that file
        failures.push(failureLine(where, '(file)', file.message));
      }
    }
  }
  let note = timedOut ? 'timed out' : '';
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1; // crashed, no tests found, global setup failed, …
    note ||= report ? `exit ${code} without a failing test` : `exit ${code}, no JSON report`;
  }
  record(name, counts, note, failures);
}

/** Web build + Playwright: counts from Playwright's JSON report (flaky = passed on retry). */
async function e2eStep() {
  const name = 'e2e';
  banner(`${name} (web build + Playwright)`);
  const file = join(REPORT_DIR, 'playwright.json');
  const { code, timedOut } = await run('npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const report = readJson(file);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  let note = timedOut ? 'timed out' : '';
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') {
          const first = t.results?.find((r) => r.error);
          failures.push(failureLine(`${spec.file}:${spec.line}`, `${spec.title} (passed on retry)`, first?.error?.message));
        }
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        failures.push(failureLine(`${spec.file}:${spec.line}`, spec.title, last?.error?.message));
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  if (report?.stats) {
    const s = report.stats;
    counts.passed = (s.expected ?? 0) + (s.flaky ?? 0);
    counts.failed = s.unexpected ?? 0;
    counts.skipped = s.skipped ?? 0;
    if (s.flaky) note = `${s.flaky} flaky`;
    if ((report.errors ?? []).length && counts.failed === 0) {
      counts.failed = 1; // web server did not start, config error, …
      note ||= report.errors[0]?.message?.split('\n')[0] ?? 'global error';
    }
  }
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note ||= report ? `exit ${code}` : `exit ${code} (build failed or Playwright did not run)`;
  }
  record(name, counts, note, failures);
}

const started = Date.now();
await singleStep('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await singleStep('typecheck', 'npx', ['tsc', '-b', 'packages/domain', 'apps/api', 'apps/web']);
await vitestStep('vitest', [], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  await vitestStep('vitest api (PostgreSQL)', ['--project', 'api'], { TEST_DB: 'pg' });
} else {
  console.log('\n[test] TEST_DATABASE_URL not set: skipping the API tests on PostgreSQL');
}
await e2eStep();

rmSync(REPORT_DIR, { recursive: true, force: true });
banner('summary');
for (const s of summary) {
  // Worded differently from the closing line on purpose: only the last line is the total.
  const counts = `passed ${s.passed} · failed ${s.failed}${s.skipped ? ` · skipped ${s.skipped}` : ''}`;
  console.log(`${s.failed ? '✗' : '✓'} ${s.name.padEnd(26)} ${counts}${s.note ? `  (${s.note})` : ''}`);
  for (const f of s.failures ?? []) {
    console.log(`    ${f.includes('(passed on retry)') ? '↻' : '✗'} ${stripVTControlCharacters(f)}`);
  }
}
console.log(`[test] took ${((Date.now() - started) / 1000).toFixed(0)} s`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
