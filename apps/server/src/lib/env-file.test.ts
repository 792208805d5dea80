import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase } from '../db/embedded.ts';
import { repoRoot, serverRoot } from '../paths.ts';
import { freePort } from '../test/browser.ts';
import { withDatabase } from '../test/global-setup.ts';
import { loadEnvFile } from './env-file.ts';

const serverUrl = inject('testServerUrl');
const names = [1, 2].map((n) => `portal_env_file_${n}_${process.pid}_${randomBytes(4).toString('hex')}`);
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const A = `PORTAL_ENV_FILE_TEST_A_${process.pid}`;
const B = `PORTAL_ENV_FILE_TEST_B_${process.pid}`;
let folder: string;

/** A folder holding a .env with these lines. */
async function folderWithEnv(lines: string[]): Promise<string> {
  const dir = await mkdtemp(join(folder, 'cwd-'));
  await writeFile(join(dir, '.env'), `# written by env-file.test.ts\n${lines.join('\n')}\n`);
  return dir;
}

/**
 * The environment of a process started by hand, outside npm: no DATABASE_URL, and a DATA_DIR where nothing can be
 * made, so a child that missed its .env fails at once instead of starting an embedded server.
 */
function bareEnv(extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: '/dev/null/no-data-here', ...extra };
  for (const key of ['DATABASE_URL', 'INIT_CWD', 'PORT', 'SEED_DEMO', 'SMTP_URL']) if (!(key in extra)) delete env[key];
  return env;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-env-file-'));
  await createDatabase(serverUrl, names[0]!, inject('testTemplate'));
  await createDatabase(serverUrl, names[1]!);
});
afterAll(async () => {
  for (const name of names) await dropDatabase(serverUrl, name);
  if (folder) await rm(folder, { recursive: true, force: true });
});
afterEach(() => {
  delete process.env[A];
  delete process.env[B];
});

describe('.env', () => {
  it('is read from the working directory, else from the folder npm was started in; the environment wins over it', async () => {
    const dir = await folderWithEnv([`${A}=from the file`, `${B}=from the file`]);
    const empty = await mkdtemp(join(folder, 'empty-'));
    expect(loadEnvFile(empty, undefined)).toBeNull();
    expect(process.env[A]).toBeUndefined();

    process.env[B] = 'from the environment';
    expect(loadEnvFile(dir, undefined)).toBe(join(dir, '.env'));
    expect(process.env[A]).toBe('from the file');
    expect(process.env[B]).toBe('from the environment');

    delete process.env[A];
    // `npm run -w apps/server`: the working directory is the workspace, the .env is where npm was started.
    expect(loadEnvFile(empty, dir)).toBe(join(dir, '.env'));
    expect(process.env[A]).toBe('from the file');
  });

  it('configures the server started in its folder (its PORT losing to the environment’s)', async () => {
    const port = await freePort();
    const dir = await folderWithEnv([
      `DATABASE_URL=${withDatabase(serverUrl, names[0]!)}`,
      'PORT=1',
      'SEED_DEMO=false',
      'WEB_DIST=/nonexistent',
      'LOG_LEVEL=info',
    ]);
    const child = spawn(tsx, [join(serverRoot, 'src/main.ts')], { cwd: dir, env: bareEnv({ PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const ready = await new Promise<boolean>((resolve) => {
        child.stdout.on('data', () => output.includes('Portal ready on') && resolve(true));
        child.once('exit', () => resolve(false));
      });
      expect(ready, output).toBe(true);
      expect(output).toContain(`Portal ready on http://localhost:${port} (database: postgres)`);
      expect((await fetch(`http://127.0.0.1:${port}/api/ping`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }, 120_000);

  it('configures the database commands started in its folder', async () => {
    const dir = await folderWithEnv([`DATABASE_URL=${withDatabase(serverUrl, names[1]!)}`]);
    const run = spawnSync(tsx, [join(serverRoot, 'src/cli/database.ts'), 'migrate'], { cwd: dir, env: bareEnv(), encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Applied \d+ migrations: 0000_foundation, /);
  }, 60_000);
});
