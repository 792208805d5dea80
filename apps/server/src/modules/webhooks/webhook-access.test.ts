import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookTexts } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { auditLog, clients, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueueJobs, runJobs } from '../../lib/jobs/index.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { masqueradeAs } from '../../test/sso.ts';
import { destinationProblem, guardedLookup, isPrivateAddress, RefusedAddressError, type Resolver } from './destination.ts';
import { WEBHOOK_JOB, webhookDelivery } from './index.ts';

/** Who may manage webhooks, what is refused as a destination (the operator has not allowed private addresses), bad input. */
const ctx = seededApp({ login: ['admin', 'employer', 'employee'] });
const e = webhookTexts.errors;

const idOf = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const as = (token: string, code = 'acme') => ({ authorization: `Bearer ${token}`, host: `${code}.localhost:3000` });
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
const count = async () => ctx.db.$count(webhookEndpoints);
/** Public addresses for the names these tests use; any other name is not found. */
const publicResolver: Resolver = async (name) => {
  if (name === 'hooks.acme.test') return [{ address: '93.184.216.34', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('destinations', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '10.1.2.3',
      '192.168.0.10',
      '172.16.5.4',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not-an-address']) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses http in production, names that resolve to a private address (any of them), and names that do not resolve', async () => {
    const production = { NODE_ENV: 'production' as const, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: false };
    expect(await destinationProblem(production, 'http://hooks.acme.test/x', publicResolver)).toBe('httpsOnly');
    expect(await destinationProblem(production, 'https://hooks.acme.test/x', publicResolver)).toBeNull();
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await destinationProblem(production, 'https://rebind.example/x', mixed)).toBe('privateAddress');
    expect(await destinationProblem(production, 'https://nowhere.invalid/x', publicResolver)).toBe('notFound');
    expect(await destinationProblem({ ...production, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: true }, 'http://127.0.0.1:9/x')).toBeNull();
  });

  it('checks the addresses again as the socket connects (DNS rebinding)', async () => {
    const rebound: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    const lookup = guardedLookup({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: false }, rebound);
    const error = await new Promise((resolve) => lookup('hooks.acme.test', { all: true }, (err) => resolve(err)));
    expect(error).toBeInstanceOf(RefusedAddressError);
  });

  it('refuses a private address, loopback, link-local, ::1 and a name resolving to 127.0.0.1 when saved (400, nothing stored)', async () => {
    const acme = await idOf('acme');
    const before = await count();
    for (const url of [
      'https://10.0.0.5/hooks',
      'https://192.168.1.20/hooks',
      'http://169.254.169.254/latest/meta-data/',
      'https://[::1]:8443/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'http://localhost:3000/api/ping',
      'https://2130706433/hooks',
    ]) {
      const res = await call('POST', `/api/admin/clients/${acme}/webhooks`, as(ctx.tokens.admin), { url, events: ['selection.made'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({ url: e.privateAddress });
    }
    const unknown = await call('POST', `/api/admin/clients/${acme}/webhooks`, as(ctx.tokens.admin), {
      url: 'https://no-such-host.invalid/x',
      events: ['report.ready'],
    });
    expect(unknown.json().errors).toEqual({ url: e.notFound });
    for (const url of ['https://hooks.acme.test:99999/x', 'https://[::::::::::1]/x']) {
      const res = await call('POST', `/api/admin/clients/${acme}/webhooks`, as(ctx.tokens.admin), { url, events: ['report.ready'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({ url: e.urlInvalid });
    }
    expect(await count()).toBe(before);
  });

  it('does not send to an endpoint whose name now resolves to a private address: failed at once, nothing sent', async () => {
    const acme = await idOf('acme');
    const [endpoint] = await ctx.db
      .insert(webhookEndpoints)
      .values({ clientId: acme, url: 'https://hooks.acme.test/x', events: ['report.ready'], secretEncrypted: sealSecret(ctx.app.keys.secretBox, 'whsec_AAAA') })
      .returning();
    const [delivery] = await ctx.db
      .insert(webhookDeliveries)
      .values({ clientId: acme, endpointId: endpoint!.id, messageId: 'msg_rebind', eventType: 'report.ready', payload: { type: 'report.ready', data: {} } })
      .returning();
    await enqueueJobs(ctx.db, WEBHOOK_JOB, [{ payload: { deliveryId: delivery!.id }, key: `delivery-${delivery!.id}` }]);
    const rebound: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const kind = webhookDelivery({ rules: ctx.config, keys: () => ctx.app.keys, resolve: rebound });
    expect(await runJobs(ctx.db, kind, { now: () => new Date(clock.now().getTime() + 1000) })).toBe(1);
    const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null, lastError: webhookTexts.deliveryErrors.refusedAddress });
    await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
  });
});

describe('who may manage webhooks', () => {
  it('answers 401 to a visitor and 403 to an employee, to another client’s HR administrator', async () => {
    const acme = await idOf('acme');
    const globex = await idOf('globex');
    const urls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['GET', `/api/v2/client/${acme}/webhooks`],
      ['POST', `/api/v2/client/${acme}/webhooks/1/secret`],
      ['GET', `/api/v2/client/${acme}/webhooks/1/deliveries`],
      ['POST', `/api/v2/client/${acme}/webhooks/1/deliveries/1/resend`],
      ['DELETE', `/api/v2/client/${acme}/webhooks/1`],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url, host('acme'))).statusCode, url).toBe(401);
      expect((await call(method, url, as(ctx.tokens.employee))).statusCode, url).toBe(403);
    }
    // The Acme HR administrator on Globex's webhooks.
    for (const [method, url] of urls) expect((await call(method, url.replace(`/${acme}/`, `/${globex}/`), as(ctx.tokens.employer))).statusCode).toBe(403);
    const before = await count();
    const created = await call('POST', `/api/v2/client/${globex}/webhooks`, as(ctx.tokens.employer), { url: 'https://8.8.8.8/x', events: ['report.ready'] });
    expect(created.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('lets the client’s HR administrator manage its endpoints; another client’s endpoint is not found through this client', async () => {
    const acme = await idOf('acme');
    const globex = await idOf('globex');
    // An endpoint of Globex's, made by a platform administrator.
    const theirs = await call('POST', `/api/admin/clients/${globex}/webhooks`, as(ctx.tokens.admin), {
      url: 'https://8.8.8.8/globex',
      events: ['employee.left'],
    });
    expect(theirs.statusCode).toBe(200);
    const globexEndpoint = theirs.json().endpoint.id as number;
    const mine = await call('POST', `/api/v2/client/${acme}/webhooks`, as(ctx.tokens.employer), {
      url: 'https://8.8.8.8/acme',
      description: '  Payroll  ',
      events: ['employee.left', 'selection.made', 'employee.left'],
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().endpoint).toMatchObject({
      url: 'https://8.8.8.8/acme',
      description: 'Payroll',
      events: ['selection.made', 'employee.left'],
      enabled: true,
    });
    const list = await call('GET', `/api/v2/client/${acme}/webhooks`, as(ctx.tokens.employer));
    expect(list.json().endpoints.map((row: { url: string }) => row.url)).toEqual(['https://8.8.8.8/acme']);
    expect(list.body).not.toContain('whsec_');
    expect(list.body).not.toContain('secret');
    for (const [method, path] of [
      ['PATCH', `webhooks/${globexEndpoint}`],
      ['DELETE', `webhooks/${globexEndpoint}`],
      ['POST', `webhooks/${globexEndpoint}/secret`],
      ['GET', `webhooks/${globexEndpoint}/deliveries`],
    ] as const) {
      const res = await call(method, `/api/admin/clients/${acme}/${path}`, as(ctx.tokens.admin), method === 'PATCH' ? { enabled: false } : undefined);
      expect(res.statusCode, path).toBe(404);
    }
    const [still] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, globexEndpoint));
    expect(still!.enabled).toBe(true);
    // An administrator's call for a client that does not exist.
    expect((await call('GET', '/api/admin/clients/999999/webhooks', as(ctx.tokens.admin))).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/v2/client/${acme}/webhooks/${mine.json().endpoint.id}`, as(ctx.tokens.employer));
    expect(removed.json()).toEqual({ deleted: true });
    // Audited, with the address and events, never the secret.
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, acme), like(auditLog.action, 'webhook.%')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['webhook.created', 'webhook.deleted']);
    expect(entries[0]!.details).toMatchObject({ url: 'https://8.8.8.8/acme', events: ['selection.made', 'employee.left'] });
    expect(JSON.stringify(entries)).not.toContain(mine.json().secret.slice(6, 20));
  });

  it('lets an administrator viewing as the HR administrator read the endpoints but not change them (403)', async () => {
    const acme = await idOf('acme');
    const [hr] = await ctx.db.select().from(users).where(eq(users.email, 'hr@acme.test'));
    const { headers } = await masqueradeAs(ctx.app, ctx.tokens.admin, { id: acme, code: 'acme' }, hr!.id);
    expect((await call('GET', `/api/v2/client/${acme}/webhooks`, headers)).statusCode).toBe(200);
    const before = await count();
    const made = await call('POST', `/api/v2/client/${acme}/webhooks`, headers, { url: 'https://8.8.8.8/viewed', events: ['report.ready'] });
    expect(made.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers bad input with 400 and field errors, and stores nothing', async () => {
    const acme = await idOf('acme');
    const before = await count();
    const bad = [
      [{ url: 'ftp://hooks.acme.test/x', events: ['report.ready'] }, 'url'],
      [{ url: 'https://user:pass@hooks.acme.test/x', events: ['report.ready'] }, 'url'],
      [{ url: 'https://hooks.acme.test/x', events: [] }, 'events'],
      [{ url: 'https://hooks.acme.test/x', events: ['selection.deleted'] }, 'events.0'],
      [{ url: 'https://hooks.acme.test/x', events: ['report.ready'], description: 'x'.repeat(201) }, 'description'],
      [{ url: `https://hooks.acme.test/${'a'.repeat(2000)}`, events: ['report.ready'] }, 'url'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call('POST', `/api/admin/clients/${acme}/webhooks`, as(ctx.tokens.admin), body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expect((await call('GET', `/api/admin/clients/0x1/webhooks`, as(ctx.tokens.admin))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
