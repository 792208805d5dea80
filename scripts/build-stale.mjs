// Builds what is missing or older than its sources: the web app (Vite) and the server bundle (esbuild). `npm start`,
// `npm run build:stale` (npm test builds once for the install check and the end-to-end tests) and the end-to-end run
// call it, so an unchanged tree is never built twice.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const WEB = { output: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/public', 'packages/contracts/src'] };
const SERVER = { output: 'apps/server/dist/main.js', sources: ['apps/server/src', 'packages/contracts/src'] };

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return latest;
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const stale = (at, { output, sources }) => !existsSync(join(at, output)) || sources.some((dir) => newest(join(at, dir)) > statSync(join(at, output)).mtimeMs);

/** Whether the checkout at `at` lacks a build of its web app or server, or has one older than its sources. */
export const isStale = (at = root) => stale(at, WEB) || stale(at, SERVER);

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

export function buildStale() {
  if (stale(root, WEB)) run(['run', 'build', '-w', 'apps/web']);
  if (stale(root, SERVER)) run(['run', 'build', '-w', 'apps/server']);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) buildStale();
