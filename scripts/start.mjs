// `npm start`: builds what is missing or older than its sources, then serves the portal.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return latest;
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const stale = (output, sources) => !existsSync(output) || sources.some((dir) => newest(dir) > statSync(output).mtimeMs);

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/public', 'packages/contracts/src'])) run(['run', 'build', '-w', 'apps/web']);
if (stale('apps/server/dist/main.js', ['apps/server/src', 'packages/contracts/src'])) run(['run', 'build', '-w', 'apps/server']);

// The server loads .env too (apps/server/src/lib/env-file.ts); read here first so its NODE_ENV wins over the default below.
if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NODE_ENV ??= 'production';
await import('../apps/server/dist/main.js');
