import { parseConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { isSeeded, resetDatabase, seedDemo } from './seed.ts';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes it first. */
const reset = process.argv.includes('--reset');
const config = parseConfig();
const database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (reset) await resetDatabase(database.db);
  await database.migrate();
  if (await isSeeded(database.db)) {
    console.log('The database already has data: nothing seeded (use --reset to start again).');
  } else {
    await seedDemo(database.db, config);
    console.log('Demo data seeded.');
  }
} finally {
  await database.close();
}
