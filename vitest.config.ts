import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));

const apiSuite = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DATABASE_KIND: kind },
    globalSetup: ['apps/api/test/global-setup.ts'],
    server: { deps: { inline: ['world-countries'] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// The PostgreSQL run of the API suites exists only where a server was given to test against.
const postgres = process.env.TEST_DATABASE_URL ? [apiSuite('api-postgres', 'postgres')] : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/lint/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
        resolve: { alias: { '@': webSource } },
      },
      apiSuite('api', 'pglite'),
      ...postgres,
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // The browser answers in milliseconds on a quiet machine, but CI boxes are often busy.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one pair of servers: run the files one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
