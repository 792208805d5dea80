import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testMoment } from '../../../../scripts/test-moment.mjs';
import { connect } from '../db/connect.ts';
import { createDatabase, dropDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { seedDemo } from '../demo/seed.ts';
import { clock } from '../clock.ts';
import { testConfig } from './config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test server's maintenance database; test files create their databases through it. */
    testServerUrl: string;
    /** A migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
    testTemplate: string;
    /** The migrated database with the demo seeded, for seededApp (empty in a project that makes none). */
    testSeededTemplate: string;
    /** When the seeded template's clock stood (ISO), empty with no seeded template. */
    testSeededAt: string;
  }
}

/** Projects whose files build their own databases: they get no seeded template (it would be made for nobody). */
const WITHOUT_SEEDED_TEMPLATE = new Set(['server-embedded']);

/**
 * One PostgreSQL server for the run: the project's TEST_DATABASE_URL, or else an embedded one in a temporary folder.
 * Migrates a template database once, and seeds a copy of it with the demo at the suites' moment (TEST_NOW), clock
 * standing: every test file starts from a copy of one of the two.
 */
export default async function setup(project: TestProject) {
  const given = (project.config.env as Record<string, string> | undefined)?.TEST_DATABASE_URL;
  const folder = given ? null : await mkdtemp(join(tmpdir(), 'portal-test-'));
  // Run as root, PostgreSQL runs as the 'postgres' user, which must be able to reach its cluster.
  if (folder) await chmod(folder, 0o755);
  const embedded = folder ? await startEmbeddedPostgres({ dir: join(folder, 'cluster'), mode: 'scratch' }) : null;
  const serverUrl = given || embedded!.url('postgres');
  const prefix = `portal_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_migrated`;
  await createDatabase(serverUrl, template);
  const database = await connect({ databaseUrl: withDatabase(serverUrl, template), poolSize: 1 });
  await database.migrate();
  await database.close();

  const seeded = WITHOUT_SEEDED_TEMPLATE.has(project.name) ? null : { name: `${prefix}_seeded`, at: testMoment() ?? new Date() };
  if (seeded) await seedTemplate(serverUrl, template, seeded);
  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplate', template);
  project.provide('testSeededTemplate', seeded?.name ?? '');
  project.provide('testSeededAt', seeded?.at.toISOString() ?? '');
  return async () => {
    if (seeded) await dropDatabase(serverUrl, seeded.name);
    await dropDatabase(serverUrl, template);
    await embedded?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}

/** The demo seeded into a copy of the migrated template, as seededApp did in each file (the same configuration). */
async function seedTemplate(serverUrl: string, template: string, seeded: { name: string; at: Date }) {
  await createDatabase(serverUrl, seeded.name, template);
  const database = await connect({ databaseUrl: withDatabase(serverUrl, seeded.name), poolSize: 1 });
  const realNow = clock.now;
  clock.now = () => new Date(seeded.at);
  try {
    await seedDemo(database.db, testConfig());
  } finally {
    clock.now = realNow;
    await database.close();
  }
}

/** The same server URL naming another database. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
