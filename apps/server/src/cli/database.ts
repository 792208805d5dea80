import { loadEnvFile } from '../lib/env-file.ts';
import { runDatabaseCommand } from './database-command.ts';

/** `npm run db:migrate`, `npm run db:backup -- <file>`, `npm run db:restore -- <file>` (database-command.ts). */
loadEnvFile();
process.exitCode = await runDatabaseCommand(process.argv.slice(2));
