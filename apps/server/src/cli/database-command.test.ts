import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { createDatabase, dropDatabase } from '../db/embedded.ts';
import { knownMigrations, pendingMigrations } from '../db/migrations.ts';
import { repoRoot } from '../paths.ts';
import { FIRST_ADMIN_HINT, prepareDatabase } from '../startup.ts';
import { withDatabase } from '../test/global-setup.ts';
import { DATABASE_USAGE, runDatabaseCommand } from './database-command.ts';

const serverUrl = inject('testServerUrl');
const name = `portal_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
const url = withDatabase(serverUrl, name);
let database: Database;

beforeAll(async () => {
  await createDatabase(serverUrl, name); // empty: a new deployment before anything ran
  database = await connect({ databaseUrl: url, poolSize: 2 });
});
afterAll(async () => {
  await database?.close();
  await dropDatabase(serverUrl, name);
});

const present = async (relation: string) =>
  ((await database.db.execute(sql`SELECT to_regclass(${relation}) IS NOT NULL AS present`)) as unknown as { rows: { present: boolean }[] }).rows[0]!.present;

async function command(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDatabaseCommand(args, { env: { NODE_ENV: 'test', DATABASE_URL: url }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('MIGRATE_ON_START=false and npm run db:migrate', () => {
  it('a start without migrating refuses while migrations are missing; db:migrate applies them alone; then it starts', async () => {
    const config = parseConfig({ NODE_ENV: 'test', DATABASE_URL: url, MIGRATE_ON_START: 'false', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' });
    const all = knownMigrations();
    expect(all.length).toBeGreaterThan(20);
    const refused = prepareDatabase(database, config);
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      `MIGRATE_ON_START is false and the database lacks ${all.length} of this version's migrations (newest: ${all.at(-1)!.tag}): ` +
        'run `npm run db:migrate` first, or start with MIGRATE_ON_START=true',
    );
    // Nothing was migrated or made: not even drizzle's own table.
    expect(await present('public.users')).toBe(false);
    expect(await present('drizzle.__drizzle_migrations')).toBe(false);

    // As a release job runs it: its own process, through the root package's script; it migrates and exits.
    const run = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, INIT_CWD: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Applied ${all.length} migrations: ${all.map((m) => m.tag).join(', ')}.\n`);
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await present('public.users')).toBe(true);

    const lines: string[] = [];
    await prepareDatabase(database, config, (line) => lines.push(line));
    expect(lines).toEqual([FIRST_ADMIN_HINT]);
    expect(await command(['migrate'])).toEqual({ code: 0, out: 'The database is up to date: no migration to apply.', err: '' });
  }, 90_000);

  it('reads a wrong command line as such', async () => {
    expect(await command(['migrate', 'now'])).toMatchObject({ code: 2, out: '', err: expect.stringContaining(DATABASE_USAGE) });
    expect((await command(['vacuum'])).code).toBe(2);
    expect((await command([])).code).toBe(2);
    expect(await command(['--help'])).toEqual({ code: 0, out: DATABASE_USAGE, err: '' });
  });
});
