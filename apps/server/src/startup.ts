import { ConfigError, type Config } from './config.ts';
import type { Database, Db } from './db/connect.ts';
import { pendingMigrations } from './db/migrations.ts';
import { hasPlatformAdmin } from './db/repositories/users.ts';
import { isSeeded, seedDemo } from './demo/seed.ts';
import { loadAuthKeys } from './lib/auth-keys.ts';
import { sealPlainTotpSecrets } from './modules/mfa/index.ts';

/** Said once on a start without any activated platform administrator (production with SEED_DEMO=false, on an empty database). */
export const FIRST_ADMIN_HINT =
  'No platform administrator yet: create the first with `npm run admin -- create-platform-admin --email <address>` and open the link it prints';

/** With MIGRATE_ON_START=false a start does not migrate, and refuses while this version's migrations are not all applied. */
async function refuseWhenNotMigrated(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return;
  throw new ConfigError(
    `MIGRATE_ON_START is false and the database lacks ${pending.length} of this version's migrations (newest: ${pending.at(-1)}): ` +
      'run `npm run db:migrate` first, or start with MIGRATE_ON_START=true',
  );
}

/**
 * A start's database work: pending migrations (with MIGRATE_ON_START=false, the check that there are none), then the
 * demo seed when the database is empty, in one section under the migrations' advisory lock. Instances started together
 * on an empty database take turns: the first seeds, the others find it seeded (the check is made inside the lock).
 * Without an activated platform administrator, `log` gets one line saying how to create the first.
 */
export async function prepareDatabase(database: Database, config: Config, log: (line: string) => void = () => undefined): Promise<void> {
  const adminMissing = await database.withStartupLock(
    async (db) => {
      if (!config.MIGRATE_ON_START) await refuseWhenNotMigrated(db);
      if (config.SEED_DEMO && !(await isSeeded(db))) await seedDemo(db, config);
      // Authenticator secrets stored before they were sealed (issue 37 item 6) are sealed now.
      await sealPlainTotpSecrets(db, await loadAuthKeys(db, config));
      return !(await hasPlatformAdmin(db));
    },
    { migrate: config.MIGRATE_ON_START },
  );
  if (adminMissing) log(FIRST_ADMIN_HINT);
}
