import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { testDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Another server on the same database, as a second instance of a deployment; closed with this one. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own; env overrides the default test configuration. The read
 * cache is off by default because tests change rows directly between calls (read-cache.test.ts turns it on).
 * A test file sets itself up with testApp() or seededApp(); this is for a test that builds an app of its own.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await testDatabase();
  const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0', ...env });
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
