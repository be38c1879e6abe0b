import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// E2E against the real thing: the built web app served by the API process, on an
// empty embedded database (fresh DATA_DIR, no demo data). `npm run test:e2e` builds first.
// The browser is Debian's chromium: Playwright never downloads one here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CI = !!process.env.CI;
const JSON_REPORT = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Cleared at the start of every run: give concurrent local runs their own (E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Tests are independent (each has its own browser context): two workers locally, one on CI's
  // 2-core machine, where the server and the build share the CPU.
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: JSON_REPORT ? [['list'], ['json', { outputFile: JSON_REPORT }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-quic',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // start-server.mjs empties DATA_DIR, then runs `npx tsx apps/api/src/server.ts`.
    command: 'node apps/web/e2e/support/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(PORT),
      HOST: 'localhost', // both 127.0.0.1 and ::1, whichever 'localhost' resolves to
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      SEED_DEMO: '0',
      PUBLIC_URL: BASE_URL,
      AUTH_DEV_PROVIDER: '1',
      RATE_LIMIT_MAX: '100000',
      // Real mail to a local catcher the journeys start (support/mail.ts); nothing leaves the machine.
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
      LOG_LEVEL: 'warn',
    },
  },
});
