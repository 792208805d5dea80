import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connect.ts';
import { createDatabase, dropDatabase } from '../db/embedded.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh database for one test file: a copy of the migrated template on the run's PostgreSQL server
 * (the embedded one, or TEST_DATABASE_URL's), dropped again when the file is done.
 */
export async function testDatabase(): Promise<Database> {
  const serverUrl = inject('testServerUrl');
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, inject('testTemplate'));
  const database = await connect({ databaseUrl: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** The URL of the run's PostgreSQL server, for tests that act on it as an administrator. */
export const testServerUrl = () => inject('testServerUrl');
