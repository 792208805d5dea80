import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config.ts';
import { connectBeside, type ConnectOptions, type Database } from '../db/connect.ts';
import { EmbeddedPostgresError } from '../db/embedded.ts';
import { applyClockSetting, clock } from '../clock.ts';
import { createPlatformAdmin, PLATFORM_ADMIN_LINK_HOURS, PlatformAdminRefused } from '../modules/admin/index.ts';
import { CONFIGURATION_USAGE, runConfigurationCommand } from './configuration-command.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-platform-admin --email <address> [--first-name <name>] [--surname <name>]
      Creates a platform administrator (or, for one who has not set a password yet, makes a fresh link) and prints a
      one-time link to set the password and two-factor authentication, valid ${PLATFORM_ADMIN_LINK_HOURS} hours.
${CONFIGURATION_USAGE}

The database is DATABASE_URL's, else the embedded one in DATA_DIR (shared with a running portal, else started for the command).`;

export interface AdminCommandIo {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  now?: () => Date;
  connect?: (options: ConnectOptions) => Promise<Database>;
}

/** Exit codes: 0 done, 1 refused or failed, 2 a wrong command line (usage printed). */
export async function runAdminCommand(argv: string[], io: AdminCommandIo = {}): Promise<number> {
  const { env = process.env, out = console.log, err = console.error, now = () => clock.now(), connect = connectBeside } = io;
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? err : out)(ADMIN_USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === 'export-client' || command === 'import-client') return runConfigurationCommand(command, rest, { env, out, err, now, connect }, ADMIN_USAGE);
  if (command !== 'create-platform-admin') {
    err(`Unknown command "${command}".\n\n${ADMIN_USAGE}`);
    return 2;
  }
  let values: { email?: string | undefined; 'first-name'?: string | undefined; surname?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, surname: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    err(`${(error as Error).message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  if (!values.email) {
    err(`create-platform-admin needs --email <address>.\n\n${ADMIN_USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    const config = parseConfig(env);
    applyClockSetting(config);
    database = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
    // The first command on a new deployment may come before the portal's first start: the tables are made here.
    await database.migrate();
    const made = await createPlatformAdmin(database.db, config, { email: values.email, firstName: values['first-name'], surname: values.surname }, now());
    out(
      made.outcome === 'created'
        ? `Platform administrator ${made.email} created.`
        : `${made.email} is already a platform administrator without a password: here is a fresh link (earlier ones no longer work).`,
    );
    const until = made.expiresAt.toISOString();
    out(`Open this link within ${PLATFORM_ADMIN_LINK_HOURS} hours (until ${until}), once, to set the password and two-factor authentication:`);
    out(made.link);
    return 0;
  } catch (error) {
    if (error instanceof PlatformAdminRefused || error instanceof ConfigError || error instanceof EmbeddedPostgresError) err(error.message);
    else err(`create-platform-admin failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}
