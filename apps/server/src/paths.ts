import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this file whether run from src (tsx) or from the bundle in dist. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@portal/server') return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the @portal/server package folder');
}

export const serverRoot = findServerRoot();
export const repoRoot = resolve(serverRoot, '../..');
export const migrationsDir = join(serverRoot, 'drizzle');
export const defaultWebDist = join(repoRoot, 'apps/web/dist');
