import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { testConfig } from './config.ts';
import { testDatabase, type DatabaseCopy } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Another server on the same database, as a second instance of a deployment; closed with this one. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own (a copy of the migrated template, or of the seeded demo); env overrides
 * the test configuration (test/config.ts; read-cache.test.ts turns the read cache on).
 * A test file sets itself up with testApp() or seededApp(); this is for a test that builds an app of its own.
 */
export async function buildTestApp(env: Record<string, string> = {}, copyOf: DatabaseCopy = 'migrated'): Promise<TestContext> {
  const database = await testDatabase(copyOf);
  const config = testConfig(env);
  const instances: FastifyInstance[] = [];
  const start = async () => {
    const instance = await buildApp({ config, database, logger: false });
    instances.push(instance);
    await instance.ready();
    return instance;
  };
  const app = await start();
  return {
    app,
    db: database.db,
    config,
    anotherInstance: start,
    async close() {
      for (const instance of instances) await instance.close();
      await database.close();
    },
  };
}

/** Request headers for a client's host, e.g. `host('acme')`; Node cannot resolve *.localhost itself. */
export const host = (code: string) => ({ host: `${code}.localhost:3000` });
