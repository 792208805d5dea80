import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { hasPlatformAdmin } from './db/repositories/users.ts';
import { isSeeded, seedDemo } from './demo/seed.ts';

/** Said once on a start without any activated platform administrator (production with SEED_DEMO=false, on an empty database). */
export const FIRST_ADMIN_HINT =
  'No platform administrator yet: create the first with `npm run admin -- create-platform-admin --email <address>` and open the link it prints';

/**
 * A start's database work: pending migrations, then the demo seed when the database is empty, in one section under
 * the migrations' advisory lock. Instances started together on an empty database take turns: the first seeds, the
 * others find it seeded (the check is made inside the lock). Without an activated platform administrator, `log` gets
 * one line saying how to create the first.
 */
export async function prepareDatabase(database: Database, config: Config, log: (line: string) => void = () => undefined): Promise<void> {
  const adminMissing = await database.withStartupLock(async (db) => {
    if (config.SEED_DEMO && !(await isSeeded(db))) await seedDemo(db, config);
    return !(await hasPlatformAdmin(db));
  });
  if (adminMissing) log(FIRST_ADMIN_HINT);
}
