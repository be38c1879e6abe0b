// Shared by the autocannon benches: loopback-only targets, exact percentiles, a process's CPU from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Stops the process unless `base` is this machine: load only ever targets loopback addresses. */
export function assertLoopback(base) {
  const host = new URL(base).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    console.error(`Refusing to load ${host}: only this machine (loopback) is a target.`);
    process.exit(2);
  }
}

/** The p-th percentile (nearest rank) of sorted latencies, in ms with two decimals; null when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return +sorted[Math.min(sorted.length - 1, Math.max(0, rank))].toFixed(2);
}

const TICKS_PER_S = 100;

/** utime + stime of a process (/proc/<pid>/stat), in seconds; 0 when it is gone. */
export function procCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The children of a process (a WEB_CONCURRENCY cluster's workers). */
export function childrenOf(pid) {
  const kids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) kids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return kids;
}

/**
 * Stops autocannon from keeping each answer's body as a string. Since autocannon 7 (its PR #301) every
 * chunk of every body is decoded and appended to a string (`PipelinedRequestsQueue.addBody`), for
 * `expectBody`, `verifyBody` and `onResponse`; the bytes are counted apart (`addByteCount`). On a cached
 * provider site (24 kB of brotli, decoded as UTF-8) that decoding was 78 % of autocannon's CPU
 * (`node --cpu-prof`, session 19): with two cores shared, the generator and not the server set the
 * req/s. Only for runs that read no body, in this thread (not in autocannon's `workers`).
 */
export function autocannonWithoutBodies() {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js');
  queue.prototype.addBody = function addBody() {};
}
