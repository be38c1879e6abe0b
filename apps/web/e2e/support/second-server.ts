// A second app server for journeys that need settings the shared e2e server must not have (a tag
// manager container, no YouTube configuration): same build and start script, its own port and
// empty data directory, stopped (process group) after the spec.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startSecondServer(port: number, env: Record<string, string>): Promise<SecondServer> {
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn('node', ['apps/web/e2e/support/start-server.mjs'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: `data/e2e-${port}`,
      SEED_DEMO: '0',
      PUBLIC_URL: baseURL,
      AUTH_DEV_PROVIDER: '1',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
      ...env,
    },
  });
  const stop = async () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) return { baseURL, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`El segundo servidor de e2e no arrancó en ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
