import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/connect.ts';
import type { Client } from '../../db/schema/index.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testServerUrl } from '../../test/database.ts';
import { testApp } from '../../test/fixture.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { createAdmin } from '../../test/sso.ts';
import { CLIENTS_CHANGED_CHANNEL } from './plugin.ts';

/**
 * Issue 29 §4: the tenant cache is cleared on every instance when a client changes (LISTEN/NOTIFY), not after its
 * 5-second life. The cache's clock (Date.now) is held still while a test waits, so only the notification can clear it.
 */

const ctx = testApp();
let acme: Client;
let admin: Record<string, string>;
let otherDatabase: Database;
let other: FastifyInstance;
let version = 1;

/** A second instance as in a deployment: the same database through a pool of its own. */
async function secondInstance(): Promise<FastifyInstance> {
  const result = await ctx.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
  otherDatabase = await connect({ databaseUrl: withDatabase(testServerUrl(), name), poolSize: 2 });
  const app = await buildApp({ config: ctx.config, database: otherDatabase, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  ({ acme } = await acmeAndGlobex(ctx.db, { acme: { benefitBrandName: 'Acme Benefits' } }));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  other = await secondInstance();
});
afterAll(async () => {
  await other.close();
  await otherDatabase.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ACME_HOST = 'acme.localhost:3000';
const branding = {
  primaryColour: '#0B3D2E',
  secondaryColour: 'f5b700',
  baseFont: 'Source Sans 3',
  headerFont: 'Inter',
  supportEmail: 'help@acme.test',
  supportPhone: '+44 (0)20 7946 0000',
};

async function rename(brandName: string) {
  const payload = { ...branding, brandName, version };
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/clients/${acme.id}/branding`, headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  version = res.json().version;
}

/** Polls the other instance's cached copy (bounded, 10 s) until it shows `brandName`. */
async function seenByOther(brandName: string): Promise<string | undefined> {
  const end = performance.now() + 10_000;
  let seen: string | undefined;
  while (performance.now() < end) {
    seen = (await other.clientForHost(ACME_HOST))?.benefitBrandName;
    if (seen === brandName) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen;
}

const listeners = async () => {
  const result = await ctx.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${CLIENTS_CHANGED_CHANNEL}"`}`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
};

async function until(what: string, probe: () => Promise<boolean>) {
  const end = performance.now() + 15_000;
  while (!(await probe())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Holds the tenant cache's clock still, so a cached row never ages out while the test waits. */
const holdCacheClock = () => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now);
};

describe('the client cache on two instances', () => {
  it('each instance listens on a connection of its own', async () => {
    expect(await listeners()).toHaveLength(2);
  });

  it('drops the other instance’s copy when a branding change is saved on one', async () => {
    holdCacheClock();
    expect((await other.clientForHost(ACME_HOST))?.benefitBrandName).toBe('Acme Benefits');
    await rename('Acme Rewards');
    expect(await seenByOther('Acme Rewards')).toBe('Acme Rewards');
  });

  it('listens again after its connection drops', async () => {
    const before = await listeners();
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${sql.raw(`(${before.join(',')})`)}`);
    await until('both instances to listen again', async () => {
      const now = await listeners();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    });
    holdCacheClock();
    expect((await other.clientForHost(ACME_HOST))?.benefitBrandName).toBe('Acme Rewards');
    await rename('Acme Perks');
    expect(await seenByOther('Acme Perks')).toBe('Acme Perks');
  });

  it('ends the listening connection when the app closes', async () => {
    const third = await ctx.anotherInstance();
    await until('the third instance to listen', async () => (await listeners()).length === 3);
    await third.close();
    await until('the third instance’s listener to end', async () => (await listeners()).length === 2);
  });
});
