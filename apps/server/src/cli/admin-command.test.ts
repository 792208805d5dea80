import { spawnSync } from 'node:child_process';
import { openTotpSecret } from '../modules/mfa/index.ts';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { auditDescription, messages, ownTexts } from '@portal/contracts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { createDatabase, dropDatabase, runningEmbeddedUrl } from '../db/embedded.ts';
import { auditLog, users, userTokens } from '../db/schema/index.ts';
import { createClient, createUser } from '../demo/factories.ts';
import { clock } from '../clock.ts';
import { repoRoot } from '../paths.ts';
import { host } from '../test/app.ts';
import { DEVICE, freshIp, totpCode } from '../test/auth.ts';
import { withDatabase } from '../test/global-setup.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { ADMIN_USAGE, runAdminCommand } from './admin-command.ts';

const serverUrl = inject('testServerUrl');
const name = `portal_admin_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
const url = withDatabase(serverUrl, name);
const config = parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0' });
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  await createDatabase(serverUrl, name, inject('testTemplate'));
  database = await connect({ databaseUrl: url, poolSize: 4 });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase(serverUrl, name);
});
afterEach(() => vi.restoreAllMocks());

const T0 = new Date('2027-03-01T09:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => vi.spyOn(clock, 'now').mockReturnValue(new Date(ms));

/** The command as `npm run admin --` runs it, on this file's database; what it printed, and its exit code. */
async function admin(args: string[], now = T0) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, { env: { NODE_ENV: 'test', DATABASE_URL: url }, out: (l) => out.push(l), err: (l) => err.push(l), now: () => now });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const linkIn = (text: string) => /\/activation\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
const adminsNamed = (email: string) =>
  database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

/** The audit entries about a person (the subject), oldest first. */
const auditAbout = (userId: number) => database.db.select().from(auditLog).where(eq(auditLog.subjectId, userId)).orderBy(auditLog.id);

const STRONG = 'Tr0ub4dor&3xQ!';
const call = (method: 'POST' | 'PATCH', path: string, payload: object = {}) =>
  app.inject({ method, url: path, headers: host('acme'), remoteAddress: freshIp(), payload });
const check = (token: string) => call('POST', `/api/activation/${token}`).then((res) => res.json());
const activate = (token: string, extra: object = {}) =>
  call('PATCH', '/api/user/activate', { id: token, password: STRONG, password_confirmation: STRONG, termsAccepted: true, deviceToken: DEVICE, ...extra });

describe('npm run admin -- create-platform-admin', () => {
  it('creates one platform administrator and prints a link; run again, a fresh link and still one person', async () => {
    const first = await admin(['create-platform-admin', '--email', 'Ops@Example.test']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('Platform administrator ops@example.test created.');
    expect(first.out).toContain('within 24 hours (until 2027-03-02T09:00:00.000Z)');
    expect(first.out).toMatch(/http:\/\/acme\.localhost:3000\/activation\/[A-Za-z0-9_-]{43}$/);
    const [row] = await adminsNamed('ops@example.test');
    expect(row).toMatchObject({ userType: 'admin', clientId: null, activatedAt: null, passwordHash: null, mfaEnabled: false });

    const again = await admin(['create-platform-admin', '--email', 'ops@example.test'], new Date(T0.getTime() + HOUR));
    expect(again.code).toBe(0);
    expect(again.out).toContain('fresh link');
    expect(linkIn(again.out)).not.toBe(linkIn(first.out));
    expect(await adminsNamed('ops@example.test')).toHaveLength(1);

    // Only the newest link works (decision: a second run retires the first).
    at(T0.getTime() + 2 * HOUR);
    expect(await check(linkIn(first.out)!)).toMatchObject({ status: 'error' });
    expect(await check(linkIn(again.out)!)).toMatchObject({
      status: 'ok',
      email: 'ops@example.test',
      mfaEnforced: true,
      dobRequired: false,
      termsRequired: false,
    });

    // Both runs are in the audit log: no one logged in (actor null), written by the command line, about the administrator.
    const entries = await auditAbout(row!.id);
    expect(entries).toMatchObject([
      { action: 'platform-admin.created', actorId: null, clientId: null, details: { email: 'ops@example.test', via: 'command-line' } },
      { action: 'platform-admin.link-renewed', actorId: null, clientId: null, details: { email: 'ops@example.test', via: 'command-line' } },
    ]);
    const words = (entry: (typeof entries)[number]) =>
      auditDescription({ ...entry, actor: null, subject: { name: 'Platform Administrator' }, details: entry.details as Record<string, unknown> });
    expect(words(entries[0]!)).toBe('The command line added Platform Administrator (ops@example.test) as a platform administrator');
    expect(words(entries[1]!)).toBe(
      'The command line gave Platform Administrator (ops@example.test) a fresh link to set up their platform administrator account',
    );
  });

  it('leads to the activation page: a password and two-factor, no date of birth, once', async () => {
    const { out } = await admin(['create-platform-admin', '--email', 'first-admin@example.test']);
    const token = linkIn(out)!;
    const now = T0.getTime() + 23 * HOUR;
    at(now);
    const noCode = await activate(token);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({ code: ownTexts.mfaCodeRequired });

    const { secret } = (await call('POST', `/api/activation/${token}/mfa`)).json();
    const done = await activate(token, { mfa: { secret, code: totpCode(secret, now) } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toHaveProperty('access_token');
    const [row] = await adminsNamed('first-admin@example.test');
    expect(row).toMatchObject({ activatedAt: new Date(now), mfaEnabled: true });
    expect(openTotpSecret(app.keys, row!.mfaSecret)).toBe(secret);

    expect(await check(token)).toMatchObject({ status: 'error', error: messages.activation.error });
    expect((await activate(token, { mfa: { secret, code: totpCode(secret, now) } })).statusCode).toBe(400);
    // An administrator who has set a password gets no new link from the command.
    const later = await admin(['create-platform-admin', '--email', 'first-admin@example.test']);
    expect(later.code).toBe(1);
    expect(later.err).toContain('already set a password');
  });

  it('makes a link that stops working 24 hours after it was printed', async () => {
    const { out } = await admin(['create-platform-admin', '--email', 'late@example.test']);
    const token = linkIn(out)!;
    at(T0.getTime() + 24 * HOUR - 1000);
    expect(await check(token)).toMatchObject({ status: 'ok' });
    at(T0.getTime() + 24 * HOUR);
    expect(await check(token)).toMatchObject({ status: 'error' });
    expect((await call('POST', `/api/activation/${token}/mfa`)).statusCode).toBe(400);
  });

  it("dates its link by PORTAL_NOW when it is set: the portal's time, not the process's", async () => {
    const out: string[] = [];
    const moment = '2027-12-31T10:00:00Z';
    const realNow = clock.now;
    try {
      const code = await runAdminCommand(['create-platform-admin', '--email', 'ahead@example.test'], {
        env: { NODE_ENV: 'test', DATABASE_URL: url, PORTAL_NOW: moment },
        out: (l) => out.push(l),
        err: () => undefined,
      });
      expect(code).toBe(0);
    } finally {
      clock.now = realNow;
    }
    const [person] = await adminsNamed('ahead@example.test');
    const [token] = await database.db.select().from(userTokens).where(eq(userTokens.userId, person!.id));
    expect(token!.expiresAt.getTime() - Date.parse(moment)).toBeGreaterThanOrEqual(24 * HOUR - 60_000);
    expect(token!.expiresAt.getTime() - Date.parse(moment)).toBeLessThanOrEqual(24 * HOUR + 60_000);
  });

  it('refuses a bad e-mail, a missing one, an address of a client person, and an unknown command, creating nothing', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const bad = await admin(['create-platform-admin', '--email', 'not-an-address']);
    expect(bad).toMatchObject({ code: 1, out: '' });
    expect(bad.err).toContain(`"not-an-address" is not an e-mail address: ${messages.login.invalidEmail}`);

    const missing = await admin(['create-platform-admin']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('needs --email');
    expect((await admin(['create-platform-admin', '--email', 'x@example.test', '--role', 'root'])).code).toBe(2);

    const unknown = await admin(['make-admin', '--email', 'x@example.test']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "make-admin"');
    expect(unknown.err).toContain(ADMIN_USAGE);
    expect((await admin([])).code).toBe(2);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(sql`${auditLog.details}->>'email'`, 'x@example.test')),
    ).toEqual([]);

    const client = await createClient(database.db, { code: `cli-${randomBytes(3).toString('hex')}` });
    await createUser(database.db, { clientId: client.id, email: 'hr@client.test', userType: 'employer' });
    // Accounts are per client: a client's HR administrator with the address is another account, left as it is.
    const separate = await admin(['create-platform-admin', '--email', 'HR@client.test']);
    expect(separate.code).toBe(0);
    const both = await adminsNamed('hr@client.test');
    expect(both.map(({ userType, clientId }) => ({ userType, clientId })).sort((a, b) => a.userType.localeCompare(b.userType))).toEqual([
      { userType: 'admin', clientId: null },
      { userType: 'employer', clientId: client.id },
    ]);
  });

  it('runs as `npm run admin -- create-platform-admin` in a process of its own', () => {
    const env = { ...process.env, DATABASE_URL: url, ...PRODUCTION_ENV };
    const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'create-platform-admin', '--email', 'child@example.test'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Platform administrator child@example.test created.');
    expect(linkIn(run.stdout)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = spawnSync('npm', ['run', '--silent', 'admin', '--', 'create-platform-admin', '--email', 'nope'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('is not an e-mail address');
  }, 60_000);
});

// The run's own embedded server (no TEST_DATABASE_URL) stands for a running portal's: the command shares it.
describe.runIf(new URL(serverUrl).searchParams.has('host'))('an embedded database a running portal owns', () => {
  it('is found from its folder and reached without starting another', async () => {
    const cluster = new URL(serverUrl).searchParams.get('host')!;
    const found = runningEmbeddedUrl(cluster, name);
    expect(found).not.toBeNull();
    const shared = new pg.Client({ connectionString: found! });
    await shared.connect();
    try {
      expect((await shared.query('select current_database() as db')).rows).toEqual([{ db: name }]);
    } finally {
      await shared.end();
    }
    expect(runningEmbeddedUrl(`${cluster}-nothing-here`, name)).toBeNull();
  });
});
