import { parseConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { applyClockSetting } from '../clock.ts';
import { loadEnvFile } from '../lib/env-file.ts';
import { processLogger } from '../lib/logger.ts';
import { hashPassword } from '../lib/password.ts';
import { LARGE_CLIENT_CODE, LARGE_CLIENT_EMPLOYER, seedLargeClient } from './large-client.ts';
import { DEMO_PASSWORD, isSeeded, resetDatabase, seedDemo } from './seed.ts';

/**
 * `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes it first; `-- --employees 100000` adds
 * a large client for benchmarks (bigco, employer hr@bigco.test).
 */
const reset = process.argv.includes('--reset');
const employeesAt = process.argv.indexOf('--employees');
const largeClientSize = employeesAt > 0 ? Number(process.argv[employeesAt + 1]) : 0;
if (employeesAt > 0 && !(Number.isInteger(largeClientSize) && largeClientSize > 0 && largeClientSize <= 1_000_000)) {
  console.error('--employees takes a whole number from 1 to 1000000');
  process.exit(2);
}
loadEnvFile();
const config = parseConfig();
const clockNotice = applyClockSetting(config);
if (clockNotice) console.warn(clockNotice);
const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (reset) await resetDatabase(database.db);
  // Checked and seeded under the startup lock, as a starting server does (startup.ts): one of them seeds.
  const seeded = await database.withStartupLock(async (db) => {
    if (await isSeeded(db)) return false;
    await seedDemo(db, config);
    return true;
  });
  console.log(seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded (use --reset to start again).');
  if (largeClientSize > 0) {
    await seedLargeClient(database.db, largeClientSize, await hashPassword(DEMO_PASSWORD));
    console.log(`Large client ${LARGE_CLIENT_CODE} has ${largeClientSize} employees (employer ${LARGE_CLIENT_EMPLOYER}).`);
  }
} catch (error) {
  // Through the logger, which blanks SQL parameters (a failed insert would otherwise print the people it inserts).
  processLogger().fatal({ err: error }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
