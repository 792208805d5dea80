import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { rotatingLog } from './postgres-log.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-pglog-'));
  // Run as root, PostgreSQL runs as the postgres user, which must reach its cluster here (as in test/global-setup.ts).
  await chmod(folder, 0o755);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the rotating log file', () => {
  it('starts a new part at the size limit, at the end of a line, and keeps the newest parts only', async () => {
    const file = join(folder, 'rotate', 'postgres.log');
    const write = rotatingLog({ file, maxBytes: 100, keep: 3 });
    for (let n = 0; n < 30; n++) write(`line ${String(n).padStart(2, '0')} ${'x'.repeat(20)}\n`); // 29 bytes each
    write('half a line ');
    write('and its end\n');
    expect((await readdir(join(folder, 'rotate'))).sort()).toEqual(['postgres.log', 'postgres.log.1', 'postgres.log.2', 'postgres.log.3']);
    // Four lines a part (116 bytes: the limit is checked before each write); the newest lines in the file written to.
    expect(await readFile(file, 'utf8')).toMatch(/^line 28 x+\nline 29 x+\nhalf a line and its end\n$/);
    expect(await readFile(`${file}.1`, 'utf8')).toMatch(/^line 24 .*\nline 25 .*\nline 26 .*\nline 27 .*\n$/);
    for (const part of ['.1', '.2', '.3']) expect((await stat(`${file}${part}`)).size).toBe(116);
  });

  it('goes on from the size of a file left by an earlier start', async () => {
    const file = join(folder, 'again', 'postgres.log');
    rotatingLog({ file, maxBytes: 50, keep: 1 })('a'.repeat(60) + '\n');
    rotatingLog({ file, maxBytes: 50, keep: 1 })('next start\n');
    expect(await readFile(file, 'utf8')).toBe('next start\n');
    expect(await readFile(`${file}.1`, 'utf8')).toBe('a'.repeat(60) + '\n');
  });
});

describe("the embedded PostgreSQL's own log", () => {
  it('is written to DATA_DIR/postgres.log: start, a failing statement without its values, stop', async () => {
    const dataDir = join(folder, 'data');
    const email = 'augusta.byron@example.test';
    let server: EmbeddedServer | undefined;
    try {
      server = await startEmbeddedPostgres({ dir: join(dataDir, 'postgres'), mode: 'scratch', log: () => undefined });
      const client = new pg.Client({ connectionString: server.url('portal') });
      await client.connect();
      try {
        await expect(client.query('SELECT 1 / 0 AS broken_on_purpose')).rejects.toThrow(/division by zero/);
        await client.query('CREATE TABLE people (email text UNIQUE)');
        await client.query('INSERT INTO people VALUES ($1)', [email]);
        await expect(client.query('INSERT INTO people VALUES ($1)', [email])).rejects.toThrow(/duplicate key/);
      } finally {
        await client.end();
      }
    } finally {
      await server?.stop();
    }
    const log = await readFile(join(dataDir, 'postgres.log'), 'utf8');
    expect(log).toContain('database system is ready to accept connections');
    expect(log).toMatch(/ERROR: {2}division by zero\n.*STATEMENT: {2}SELECT 1 \/ 0 AS broken_on_purpose/);
    expect(log).toMatch(/ERROR: {2}duplicate key value violates unique constraint "people_email_key"\n.*STATEMENT: {2}INSERT INTO people VALUES \(\$1\)/);
    expect(log).not.toContain(email);
    expect(log).not.toContain('augusta');
    expect(log).toContain('database system is shut down');
  });

  it('keeps the shutdown lines of a process that exits as soon as the server stopped (as the portal does)', async () => {
    const dataDir = join(folder, 'exiting');
    const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));
    const script = [
      `const { startEmbeddedPostgres } = await import(${JSON.stringify(embedded)});`,
      `const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(join(dataDir, 'postgres'))}, mode: 'scratch', log: () => undefined });`,
      'await server.stop();',
      'process.exit(0);',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const log = await readFile(join(dataDir, 'postgres.log'), 'utf8');
    expect(log).toContain('database system is ready to accept connections');
    expect(log.trimEnd()).toMatch(/database system is shut down$/);
  });
});
