// Shared by the autocannon benches: loopback-only targets and exact percentiles.

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
