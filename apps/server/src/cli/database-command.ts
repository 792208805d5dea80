import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ConfigError, parseConfig } from '../config.ts';
import { backupDatabase, BackupError, restoreDatabase } from '../db/backup.ts';
import { connectBeside, type ConnectOptions, type Database } from '../db/connect.ts';
import { EmbeddedPostgresError } from '../db/embedded.ts';
import { pendingMigrations } from '../db/migrations.ts';
import { applyClockSetting } from '../clock.ts';

export const DATABASE_USAGE = `Usage:
  npm run db:migrate              applies this version's pending migrations, then exits
  npm run db:backup -- <file>     writes a consistent backup of the database (gzip) to <file>
  npm run db:restore -- <file>    replaces every row of the database with the backup's (stop the portal first)

The database is DATABASE_URL's, else the embedded one in DATA_DIR (shared with a running portal, else started for the command).`;

export type DatabaseCommand = 'migrate' | 'backup' | 'restore';

export interface DatabaseCommandIo {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  connect?: (options: ConnectOptions) => Promise<Database>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `npm run db:migrate|db:backup|db:restore`. Exit codes: 0 done, 1 refused or failed, 2 a wrong command line (usage printed). */
export async function runDatabaseCommand(argv: string[], io: DatabaseCommandIo = {}): Promise<number> {
  const { env = process.env, out = console.log, err = console.error, connect = connectBeside } = io;
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || rest.includes('--help')) {
    out(DATABASE_USAGE);
    return 0;
  }
  const file = rest[0];
  const wellFormed = command === 'migrate' ? rest.length === 0 : (command === 'backup' || command === 'restore') && rest.length === 1 && !file!.startsWith('-');
  if (!wellFormed) {
    err(`${command === 'migrate' || !command ? 'A wrong command line' : `db:${command} needs one file`}.\n\n${DATABASE_USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    const config = parseConfig(env);
    applyClockSetting(config);
    // One connection: a restore checks that nothing else is connected, and is then the only one.
    database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    if (command === 'migrate') {
      const pending = await pendingMigrations(database.db);
      await database.migrate();
      out(
        pending.length === 0 ? 'The database is up to date: no migration to apply.' : `Applied ${plural(pending.length, 'migration')}: ${pending.join(', ')}.`,
      );
    } else if (command === 'backup') {
      // Written beside the file and renamed when whole: a failed backup never leaves a file that looks like one.
      const partial = `${file}.partial`;
      try {
        const gzip = createGzip();
        const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
        const summary = await backupDatabase(database.db, gzip);
        gzip.end();
        await written;
        await rename(partial, file!);
        out(`Backed up ${plural(summary.tables, 'table')} and ${plural(summary.rows, 'row')} to ${file}.`);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    } else {
      if (!existsSync(file!)) throw new BackupError(`There is no file ${file}`);
      const unpacked = createGunzip();
      // A file that cannot be read or unpacked ends the restore (its reader fails), not leaves it waiting for lines.
      createReadStream(file!)
        .on('error', (error) => unpacked.destroy(error))
        .pipe(unpacked);
      const summary = await restoreDatabase(database, unpacked).catch((error: unknown) => {
        if (String((error as NodeJS.ErrnoException).code).startsWith('Z_')) {
          throw new BackupError('The backup file is damaged (it cannot be unpacked): nothing was restored');
        }
        throw error;
      });
      out(`Restored ${plural(summary.tables, 'table')} and ${plural(summary.rows, 'row')} from ${file}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof EmbeddedPostgresError) err(error.message);
    else err(`db:${command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}
