import { defineConfig } from 'vitest/config';

/**
 * One run, three projects: the web's unit and component tests, the server's unit and API tests
 * (through app.inject on PGlite, or PostgreSQL when DATABASE_URL is set), and the browser tests.
 */
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one template database for the run; each test file starts from a clone of it.
          globalSetup: ['./test/global-setup.ts'],
          // The limits on an idle machine; test/setup-time-limits.ts scales them by the load when each file starts.
          setupFiles: ['./test/setup-time-limits.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['./global-setup.ts'],
          // The limits on an idle machine; setup-time-limits.ts scales them by the load when each file starts.
          setupFiles: ['./setup-time-limits.ts'],
        },
      },
    ],
  },
});
