import { defineConfig } from 'vitest/config';

// Server suites run on an embedded PostgreSQL always, and a second time on TEST_DATABASE_URL's server when it is set.
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server', { TEST_DATABASE_URL: '' }),
      ...(pgUrl ? [serverProject('server-postgres', { TEST_DATABASE_URL: pgUrl })] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
