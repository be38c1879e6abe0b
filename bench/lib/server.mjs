// The API as a benchmark target: wait until /healthz answers, and stop the whole process group
// (npx → tsx → node; spawn it with `detached: true`).

/** Resolves when `${base}/healthz` answers 2xx; throws if the server exits or `timeoutMs` passes. */
export async function waitForHealth(server, base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s`);
}

/** SIGTERM to the server's process group, SIGKILL 10 s later if it is still there. */
export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000).unref();
  });
}
