import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runDatabaseCommand } from '../cli/database-command.ts';
import { parseConfig } from '../config.ts';
import { createClient } from '../demo/factories.ts';
import { seedDemo } from '../demo/seed.ts';
import { repoRoot } from '../paths.ts';
import { withDatabase } from '../test/global-setup.ts';
import { connect } from './connect.ts';
import { createDatabase, dropDatabase } from './embedded.ts';
import { clients, users } from './schema/index.ts';

const serverUrl = inject('testServerUrl');
const names = [1, 2].map((n) => `portal_backup_${n}_${process.pid}_${randomBytes(4).toString('hex')}`);
const [mainUrl, emptyUrl] = names.map((name) => withDatabase(serverUrl, name)) as [string, string];
let folder: string;

/** Every table of the public schema (its row count and a hash of its rows in a fixed order) and every sequence. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const state: Record<string, string> = {};
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    for (const { name } of tables.rows) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h FROM public.${pg.escapeIdentifier(name)} t`,
      );
      state[name] = `${rows[0].n} ${rows[0].h}`;
    }
    const sequences = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
    );
    for (const { name } of sequences.rows) {
      const { rows } = await client.query(`SELECT last_value::text AS v, is_called AS c FROM public.${pg.escapeIdentifier(name)}`);
      state[`sequence ${name}`] = `${rows[0].v} ${rows[0].c}`;
    }
    return state;
  } finally {
    await client.end();
  }
}

/** The command as `npm run db:backup|db:restore --` runs it, on `url`; what it printed, and its exit code. */
async function command(args: string[], url = mainUrl) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDatabaseCommand(args, { env: { NODE_ENV: 'test', DATABASE_URL: url }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A copy of the backup with its lines changed by `change`, packed again. */
async function altered(file: string, change: (lines: string[]) => string[]) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n');
  const copy = join(folder, `altered-${randomBytes(3).toString('hex')}.backup`);
  await writeFile(copy, gzipSync(change(lines).join('\n')));
  return copy;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-backup-'));
  await createDatabase(serverUrl, names[0]!, inject('testTemplate'));
  await createDatabase(serverUrl, names[1]!);
  const database = await connect({ databaseUrl: mainUrl, poolSize: 2 });
  try {
    await seedDemo(database.db, parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }));
    // Text a dump must carry exactly: quotes, a backslash, a line break, letters beyond Latin-1.
    await database.db.update(users).set({ firstName: 'Małgorzata "Gosia"\\ \nŻółkiewska 王' }).where(eq(users.email, 'employee@acme.test'));
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  for (const name of names) await dropDatabase(serverUrl, name);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore', () => {
  it('backs up, and a restore after changes brings back the first state exactly, into the same database or an empty one', async () => {
    const first = await snapshot(mainUrl);
    expect(Object.keys(first).length).toBeGreaterThan(20);
    const file = join(folder, 'portal.backup');
    // As an operator runs it: its own process, through the root package's script.
    const run = spawnSync('npm', ['run', '--silent', 'db:backup', '--', file], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: mainUrl, INIT_CWD: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Backed up \d+ tables and \d+ rows to .*portal\.backup\.\n$/);
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    expect(lines[0]).toBe('#benefits-portal-backup 1');

    const database = await connect({ databaseUrl: mainUrl, poolSize: 2 });
    await database.db.update(users).set({ firstName: 'Changed' });
    await database.db.delete(clients).where(eq(clients.code, 'umbrella'));
    await createClient(database.db, { code: 'added-after-backup' });
    const changed = await snapshot(mainUrl);
    expect(changed).not.toEqual(first);

    // Anything else connected (here this test; in life a running portal) and nothing is touched.
    const busy = await command(['restore', file]);
    await database.close();
    expect(busy).toMatchObject({ code: 1, out: '' });
    expect(busy.err).toMatch(/^1 other connection is open to this database: stop every portal instance/);
    expect(await snapshot(mainUrl)).toEqual(changed);

    const restored = await command(['restore', file]);
    expect(restored.err).toBe('');
    expect(restored).toMatchObject({ code: 0, out: expect.stringMatching(/^Restored \d+ tables and \d+ rows from /) });
    expect(await snapshot(mainUrl)).toEqual(first);

    // Into a database that has never been migrated: the restore makes the tables, then fills them.
    expect((await command(['restore', file], emptyUrl)).code).toBe(0);
    expect(await snapshot(emptyUrl)).toEqual(first);

    // The portal works on what came back: the people, their sequences (a new row takes the next number) and triggers.
    const again = await connect({ databaseUrl: mainUrl, poolSize: 1 });
    try {
      const [person] = await again.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
      expect(person?.firstName).toBe('Małgorzata "Gosia"\\ \nŻółkiewska 王');
      const maxId = Math.max(...(await again.db.select({ id: clients.id }).from(clients)).map((c) => c.id));
      expect((await createClient(again.db, { code: 'after-restore' })).id).toBe(maxId + 1);
      const before = person!.dataVersion;
      await again.db.update(users).set({ firstName: 'Mo' }).where(eq(users.id, person!.id));
      const [after] = await again.db.select().from(users).where(eq(users.id, person!.id));
      expect(after!.dataVersion).toBeGreaterThan(before);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses an incomplete file, a file of other migrations and one that is no backup, changing nothing', async () => {
    const file = join(folder, 'refusals.backup');
    expect((await command(['backup', file])).code).toBe(0);
    const database = await connect({ databaseUrl: mainUrl, poolSize: 1 });
    await createClient(database.db, { code: `refusal-${randomBytes(3).toString('hex')}` });
    await database.close();
    const now = await snapshot(mainUrl);

    const cut = await altered(file, (lines) => lines.slice(0, Math.floor(lines.length / 2)));
    expect(await command(['restore', cut])).toMatchObject({ code: 1, err: expect.stringMatching(/ends early|damaged/) });
    const chopped = join(folder, 'chopped.backup');
    const bytes = await readFile(file);
    await writeFile(chopped, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await command(['restore', chopped])).toMatchObject({ code: 1, err: 'The backup file is damaged (it cannot be unpacked): nothing was restored' });
    const badRows = await altered(file, (lines) => lines.filter((line, i) => !(i > 2 && line.startsWith('{') && lines[i - 1]!.startsWith('#table '))));
    expect(await command(['restore', badRows])).toMatchObject({ code: 1, err: expect.stringContaining('damaged') });
    const older = await altered(file, (lines) =>
      lines.map((line) => {
        if (!line.startsWith('#header ')) return line;
        const header = JSON.parse(line.slice(8));
        return `#header ${JSON.stringify({ ...header, migrations: header.migrations.slice(0, -1) })}`;
      }),
    );
    const refusedOlder = await command(['restore', older]);
    expect(refusedOlder.code).toBe(1);
    expect(refusedOlder.err).toMatch(
      /^The backup was made with \d+ migrations and this database, migrated by this version, has \d+: restore it with the portal version/,
    );
    const text = join(folder, 'notes.txt');
    await writeFile(text, 'not a backup\n');
    expect(await command(['restore', text])).toMatchObject({ code: 1, err: expect.stringMatching(/^This is not a backup made by `npm run db:backup`/) });
    expect(await command(['restore', join(folder, 'nowhere.backup')])).toMatchObject({ code: 1, err: expect.stringContaining('There is no file') });
    expect(await snapshot(mainUrl)).toEqual(now);

    expect((await command(['backup'])).code).toBe(2);
    expect((await command(['restore', 'a', 'b'])).code).toBe(2);
    // A failed backup leaves no file behind that looks like one.
    const never = join(folder, 'never.backup');
    expect(await command(['backup', never], withDatabase(serverUrl, 'portal_backup_no_such_database'))).toMatchObject({ code: 1 });
    await expect(readFile(never)).rejects.toThrow(/ENOENT/);
    await expect(readFile(`${never}.partial`)).rejects.toThrow(/ENOENT/);
  }, 120_000);
});
