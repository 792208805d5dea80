import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Loads a `.env` file into process.env, as `.env.example` promises: the working directory's, else (under
 * `npm run -w apps/server`, whose working directory is the workspace) the one of the folder npm was started in. A
 * variable already in the environment wins over the file, even when empty (process.loadEnvFile never overrides).
 * Called first by every entry point (the server, its commands), before parseConfig. Returns the file loaded, or null.
 */
export function loadEnvFile(cwd: string = process.cwd(), npmCwd: string | undefined = process.env.INIT_CWD): string | null {
  const folders = new Set([cwd, npmCwd].filter((folder): folder is string => Boolean(folder)).map((folder) => resolve(folder)));
  for (const folder of folders) {
    const file = join(folder, '.env');
    if (!existsSync(file)) continue;
    process.loadEnvFile(file);
    return file;
  }
  return null;
}
