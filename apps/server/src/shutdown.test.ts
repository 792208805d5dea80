import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase } from './db/embedded.ts';
import { repoRoot, serverRoot } from './paths.ts';
import { freePort } from './test/browser.ts';
import { withDatabase } from './test/global-setup.ts';

const serverUrl = inject('testServerUrl');
const name = `portal_shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;

beforeAll(() => createDatabase(serverUrl, name, inject('testTemplate')));
afterAll(() => dropDatabase(serverUrl, name));

it('SIGTERM closes the portal gracefully: the close runs to its end and the process exits 0 (a container stop is no failure)', async () => {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: withDatabase(serverUrl, name),
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'info',
  };
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`the portal stopped before it was ready:\n${output}`)));
  });
  await ready;
  const answer = await fetch(`http://127.0.0.1:${port}/api/ping`);
  expect(answer.status).toBe(200);

  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill('SIGTERM');
  const [code, signal] = await exited;
  expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  expect(output).toContain('shutting down');
  // Nothing ran on a closed pool: the job runner and the client-change listener stopped before the database closed.
  expect(output).not.toMatch(/Cannot use a pool after calling end|job runner failed|lost its connection/);
}, 120_000);
