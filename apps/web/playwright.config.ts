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
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const YOUTUBE_PORT = Number(process.env.FAKE_YOUTUBE_PORT ?? 3199);
const YOUTUBE_BASE = `http://127.0.0.1:${YOUTUBE_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One SMTP catcher for the run (global-setup.ts): the server's mail, readable by every worker.
  globalSetup: './e2e/global-setup.ts',
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
    // Nothing waits forever: a click or a navigation that cannot happen fails in seconds.
    actionTimeout: 60_000,
    navigationTimeout: 30_000,
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
  webServer: [
    {
      // YouTube Data API and oEmbed stand-in (no internet here): the API's adapter talks to it.
      command: 'npx tsx apps/api/src/modules/video-metadata/testing/fake-youtube-cli.ts',
      cwd: REPO_ROOT,
      url: `${YOUTUBE_BASE}/healthz`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { FAKE_YOUTUBE_PORT: String(YOUTUBE_PORT) },
    },
    {
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
        // Real mail to the run's local catcher (global-setup.ts); nothing leaves the machine.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        YOUTUBE_API_BASE_URL: `${YOUTUBE_BASE}/youtube/v3`,
        YOUTUBE_OEMBED_URL: `${YOUTUBE_BASE}/oembed`,
        YOUTUBE_API_KEY: 'e2e-fake-key',
        // The blog's editor in e2e/blog.spec.ts (the admin flag is granted at sign-in).
        ADMIN_EMAILS: 'editora.blog@example.com',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
