import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * What runs where (docs/decisions/testing.md, "Each server test once per run"):
 * - `server`: every server test file but those below, on TEST_DATABASE_URL's PostgreSQL when it is set (CI), else on
 *   an embedded one started for the run; a worker imports the app once for all the files it runs (isolate: false).
 * - `server-embedded`: the files about the embedded server itself (always on the embedded one), and files that mock a
 *   module (vi.mock needs a module registry of its own), each in a fresh worker.
 * - `server-postgres`: only with TEST_ENGINES=both (`npm run test:engines`): `server` a second time, on
 *   TEST_DATABASE_URL, while `server` runs on the embedded server.
 * - `contracts`, and the web app in `web` (shared workers) and `web-isolated` (files that mock a module).
 */
const EMBEDDED_ONLY = ['src/db/embedded-*.test.ts', 'src/db/postgres-log.test.ts', 'src/db/backup.test.ts', 'src/startup*.test.ts', 'src/shutdown.test.ts'];

/** Test files under root/src (as paths from root) that call vi.mock: they cannot share a worker's modules with other files. */
function mockingFiles(root: string): string[] {
  // From this file's folder, whatever the working directory (`npm run generate -w @portal/contracts` runs from its own).
  const at = (path: string) => `${import.meta.dirname}/${path}`;
  return readdirSync(at(`${root}/src`), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(at(`${root}/${file}`), 'utf8')));
}

const serverRoot = './apps/server';
const serverFiles = 'src/**/*.test.ts';
const serverApart = [...EMBEDDED_ONLY, ...mockingFiles(serverRoot)];

const serverProject = (name: string, databaseUrl: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  test: {
    name,
    root: serverRoot,
    include: files.include,
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    environment: 'node',
    env: { TEST_DATABASE_URL: databaseUrl },
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const bothEngines = process.env.TEST_ENGINES === 'both';
if (bothEngines && !pgUrl) throw new Error('TEST_ENGINES=both needs TEST_DATABASE_URL (a PostgreSQL server to run the server suites on)');

const webRoot = './apps/web';
const webFiles = 'src/**/*.test.{ts,tsx}';
const webApart = mockingFiles(webRoot);
const webProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  ...web,
  root: webRoot,
  test: { ...web.test, name, include, exclude, isolate },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-timings.mjs'],
    // Three files at a time on the 2-core machine (Vitest's default there is one): server files wait on PostgreSQL and
    // on the processes they start more than they compute.
    maxWorkers: 3,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server', bothEngines ? '' : pgUrl, { include: [serverFiles], exclude: serverApart, isolate: false }),
      serverProject('server-embedded', '', { include: serverApart, isolate: true }),
      ...(bothEngines ? [serverProject('server-postgres', pgUrl, { include: [serverFiles], exclude: serverApart, isolate: false })] : []),
      webProject('web', [webFiles], webApart, false),
      webProject('web-isolated', webApart, [], true),
    ],
  },
});
