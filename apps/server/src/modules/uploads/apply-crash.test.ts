import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataLoadColumns } from '@portal/contracts';
import { auditLog, clients, dataLoads, mailOutbox, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { testServerUrl } from '../../test/database.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { seededApp } from '../../test/seeded.ts';
import { clock } from '../../clock.ts';

/**
 * Issue "HR data uploads": a crash during apply leaves nothing half-applied. A real portal process (src/main.ts) on
 * this file's database applies an upload; a trigger holds the transaction after the changed people are written and
 * while the starter is being added; the process is killed (SIGKILL); PostgreSQL must then have none of it.
 */

const ctx = seededApp({ login: ['employer'], timeout: 120_000 });
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const countOf = async (query: SQL) => ((await ctx.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const count = async (table: typeof users | typeof auditLog | typeof mailOutbox) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('a crash during apply', () => {
  it('leaves nothing applied, and the upload can be applied afterwards', async () => {
    const acme = (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
    const headers = { authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') };
    const file = [dataLoadColumns.join(','), 'AC01050,,,,,,,,,,77000,,', 'AC09500,,Cat,Crash,cat.crash@acme.test,1991-05-17,,,,,,,'].join('\n');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${acme}/data-loads`,
      headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'crash.csv' },
      payload: file,
      remoteAddress: freshIp(),
    });
    const load = uploaded.json().dataLoad;
    expect(load).toMatchObject({ status: 'preview', starters: 1, changed: 1 });

    const before = { people: await count(users), audit: await count(auditLog), mail: await count(mailOutbox) };
    const changed = (await ctx.db.select().from(users).where(eq(users.employeeNumber, 'AC01050')))[0]!;
    // Holds the apply transaction once it adds the starter (after it has already changed AC01050).
    await ctx.db.execute(sql.raw(`CREATE FUNCTION hold_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(4); RETURN NEW; END $$`));
    await ctx.db.execute(sql.raw(`CREATE TRIGGER hold_apply AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION hold_apply()`));

    const database = ((await ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        // The child's clock is the file's (the test's Date runs from the suites' moment).
        PORTAL_NOW: clock.now().toISOString(),
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: withDatabase(testServerUrl(), database),
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'silent',
        READ_CACHE_TTL_MS: '0',
      },
      stdio: 'ignore',
    });
    await until('the portal process', () =>
      fetch(`http://127.0.0.1:${port}/api/ping`)
        .then((r) => r.ok)
        .catch(() => false),
    );
    const applying = fetch(`http://127.0.0.1:${port}/api/employee-data-uploads/${load.id}/apply`, {
      method: 'POST',
      headers: { authorization: headers.authorization, host: `acme.localhost:${port}` },
    }).catch(() => 'killed');
    // The transaction is inside the trigger: AC01050's new salary is written but not committed.
    await until('the apply to reach the starter', async () => {
      return (
        (await countOf(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike '%insert into "users"%' and state = 'active'`,
        )) > 0
      );
    });
    child.kill('SIGKILL');
    expect(await applying).toBe('killed');
    // PostgreSQL ends the dead client's backend after the held statement and rolls its transaction back.
    await until('the killed transaction to end', async () => {
      const busy = await countOf(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      const locks = await countOf(
        sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where a.datname = current_database() and a.pid <> pg_backend_pid() and l.relation = 'data_loads'::regclass`,
      );
      return busy === 0 && locks === 0;
    });
    await ctx.db.execute(sql.raw('DROP TRIGGER hold_apply ON users; DROP FUNCTION hold_apply()'));

    expect((await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, load.id)))[0]!.status).toBe('preview');
    expect((await ctx.db.select().from(users).where(eq(users.id, changed.id)))[0]!.salary).toBe(changed.salary);
    expect(await count(users)).toBe(before.people);
    expect(await count(auditLog)).toBe(before.audit);
    expect(await count(mailOutbox)).toBe(before.mail);

    const again = await ctx.app.inject({ method: 'POST', url: `/api/employee-data-uploads/${load.id}/apply`, headers, remoteAddress: freshIp() });
    expect(again.statusCode, again.body).toBe(200);
    expect((await ctx.db.select().from(users).where(eq(users.id, changed.id)))[0]!.salary).toBe('77000.00');
    expect(await count(users)).toBe(before.people + 1);
  }, 120_000);
});
