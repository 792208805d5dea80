import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connect.ts';
import { createDatabase, dropDatabase } from '../db/embedded.ts';
import { withDatabase } from './global-setup.ts';

/** What a test file's database starts as: the migrated schema, or that with the demo seeded (test/global-setup.ts). */
export type DatabaseCopy = 'migrated' | 'seeded';

/**
 * A fresh database for one test file: a copy of a template on the run's PostgreSQL server (the embedded one, or
 * TEST_DATABASE_URL's), dropped again when the file is done.
 */
export async function testDatabase(copyOf: DatabaseCopy = 'migrated'): Promise<Database> {
  const serverUrl = inject('testServerUrl');
  const template = copyOf === 'seeded' ? inject('testSeededTemplate') : inject('testTemplate');
  if (!template) throw new Error(`testDatabase: this project has no ${copyOf} template`);
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
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

/**
 * The moment the seeded template was seeded at (its clock stood still there), or null where the project has none: a
 * file whose clock stands at this moment, or runs from it, may start from the copy instead of seeding again.
 */
export const seededAt = (): Date | null => {
  const at = inject('testSeededAt');
  return at ? new Date(at) : null;
};
