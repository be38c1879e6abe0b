import { defineConfig } from 'vitest/config';

// In CI a failed test runs once more; npm test's summary names every test that needed it
// ("passed on retry"), so a flaky test is seen and fixed, not hidden.
const retry = process.env.CI ? 1 : 0;

// Three projects: pure domain rules, API integration (real database: PGlite by default,
// PostgreSQL when TEST_DB=pg with TEST_DATABASE_URL), and web components (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          retry,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          retry,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of whole pages take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
          retry,
        },
      },
    ],
  },
});
