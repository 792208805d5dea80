import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connect.ts';
import { createDatabase, dropDatabase, startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test server's maintenance database; test files create their databases through it. */
    testServerUrl: string;
    /** A migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
    testTemplate: string;
  }
}

/**
 * One PostgreSQL server for the run: the project's TEST_DATABASE_URL, or else an embedded one in a
 * temporary folder. Migrates a template database once; every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const given = (project.config.env as Record<string, string> | undefined)?.TEST_DATABASE_URL;
  const folder = given ? null : await mkdtemp(join(tmpdir(), 'portal-test-'));
  // Run as root, PostgreSQL runs as the 'postgres' user, which must be able to reach its cluster.
  if (folder) await chmod(folder, 0o755);
  const embedded = folder ? await startEmbeddedPostgres({ dir: join(folder, 'cluster'), mode: 'scratch' }) : null;
  const serverUrl = given || embedded!.url('postgres');
  const template = `portal_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createDatabase(serverUrl, template);
  const database = await connect({ databaseUrl: withDatabase(serverUrl, template), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplate', template);
  return async () => {
    await dropDatabase(serverUrl, template);
    await embedded?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}

/** The same server URL naming another database. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
