import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { isSeeded, seedDemo } from './demo/seed.ts';

/**
 * A start's database work: pending migrations, then the demo seed when the database is empty, in one section under
 * the migrations' advisory lock. Instances started together on an empty database take turns: the first seeds, the
 * others find it seeded (the check is made inside the lock).
 */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
  await database.withStartupLock(async (db) => {
    if (config.SEED_DEMO && !(await isSeeded(db))) await seedDemo(db, config);
  });
}
