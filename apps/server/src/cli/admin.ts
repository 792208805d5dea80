import { loadEnvFile } from '../lib/env-file.ts';
import { runAdminCommand } from './admin-command.ts';

/** `npm run admin -- <command>`: operator commands, e.g. `create-platform-admin --email ops@example.test`. */
loadEnvFile();
process.exitCode = await runAdminCommand(process.argv.slice(2));
