import { Writable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { benefitSelections, clients, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueueJobs, runJobs } from '../../lib/jobs/index.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { verifies, webhookReceiver, type Received } from '../../test/webhooks.ts';
import { WEBHOOK_JOB, webhookDelivery } from './index.ts';

/**
 * The test: a receiver on loopback (allowed by the operator's WEBHOOK_ALLOW_PRIVATE_ADDRESSES) gets a signed
 * `selection.approved`, checked here with the Standard Webhooks algorithm written out from the specification (not with
 * the portal's own signing code); it answers 500 once and gets the same message again (same webhook-id) at the next try.
 */
const ctx = seededApp({ login: ['admin', 'employer'], env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });

const { received, answers, url } = webhookReceiver();

const logLines: string[] = [];
const log = pino({ level: 'trace' }, new Writable({ write: (chunk, _encoding, done) => void (logLines.push(String(chunk)), done()) }));
const delivery = () => webhookDelivery({ rules: ctx.config, keys: () => ctx.app.keys });
const runAt = (at: Date) => runJobs(ctx.db, delivery(), { now: () => at, random: () => 0.5, log });

const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const admin = () => ({ authorization: `Bearer ${ctx.tokens.admin}`, host: 'acme.localhost:3000' });
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, host: 'acme.localhost:3000' });
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

describe('a signed selection.approved to a receiver on loopback', () => {
  it('is delivered, verifies, is sent again after a 500 with the same webhook-id, and "send again" repeats it', async () => {
    const clientId = await acmeId();
    const created = await call('POST', `/api/admin/clients/${clientId}/webhooks`, admin(), {
      url: url(),
      description: 'HR system',
      events: ['selection.approved', 'selection.rejected'],
    });
    expect(created.statusCode).toBe(200);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(created.headers['cache-control']).toBe('no-store');
    // Stored sealed: the column does not hold the secret.
    const [stored] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.secretEncrypted).not.toContain(secret.slice(6));

    // A pending request of an Acme employee, approved by HR.
    const [pending] = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)))
      .limit(1);
    expect(pending).toBeDefined();
    const approved = await call('PATCH', '/api/v2/scheme/selections/status', employer(), { selectionIds: [pending!.id], approval: true });
    expect(approved.statusCode).toBe(200);

    // Written with the approval (outbox), not yet sent.
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'selection.approved', status: 'pending', attempts: 0 });

    const start = new Date(clock.now().getTime() + 1000);
    answers.push(500);
    expect(await runAt(start)).toBe(1);
    expect(received).toHaveLength(1);
    let [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, rows[0]!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });

    // The first retry waits 5 s: not before.
    expect(await runAt(new Date(start.getTime() + 4000))).toBe(0);
    expect(await runAt(new Date(start.getTime() + 6000))).toBe(1);
    expect(received).toHaveLength(2);
    [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, rows[0]!.id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204, lastError: null });

    const [first, second] = received as [Received, Received];
    for (const message of [first, second]) {
      expect(message.headers['content-type']).toBe('application/json');
      expect(verifies(secret, message)).toBe(true);
      expect(verifies(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, message)).toBe(false);
    }
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(String(first.headers['webhook-id'])).toMatch(/^msg_/);
    expect(Number(second.headers['webhook-timestamp'])).toBe(Math.floor((start.getTime() + 6000) / 1000));
    const [person] = await ctx.db.select().from(users).where(eq(users.id, pending!.userId));
    const payload = JSON.parse(second.body);
    expect(payload).toEqual({
      type: 'selection.approved',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        selectionId: pending!.id,
        benefitId: pending!.benefitId,
        employeeId: pending!.userId,
        employeeNumber: person!.employeeNumber,
        startsOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    });
    // No name, e-mail or money in the message.
    expect(second.body).not.toContain(person!.email);
    expect(second.body).not.toContain(person!.surname);

    // The delivery log, and "send again": the same message id, once more.
    const log1 = await call('GET', `/api/v2/client/${clientId}/webhooks/${endpoint.id}/deliveries`, employer());
    expect(log1.statusCode).toBe(200);
    expect(log1.json().deliveries).toEqual([
      expect.objectContaining({ id: row!.id, eventType: 'selection.approved', status: 'delivered', attempts: 2, lastStatusCode: 204 }),
    ]);
    const again = await call('POST', `/api/admin/clients/${clientId}/webhooks/${endpoint.id}/deliveries/${row!.id}/resend`, admin());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', messageId: first.headers['webhook-id'] });
    expect(await runAt(new Date(start.getTime() + 10_000))).toBe(1);
    expect(received).toHaveLength(3);
    expect(received[2]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifies(secret, received[2]!)).toBe(true);

    // The secret is in no later answer, and in no log line of the deliveries.
    for (const url of [`/api/admin/clients/${clientId}/webhooks`, `/api/admin/clients/${clientId}/webhooks/${endpoint.id}/deliveries`]) {
      const res = await call('GET', url, admin());
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secret.slice(6, 20));
    }
    const patched = await call('PATCH', `/api/admin/clients/${clientId}/webhooks/${endpoint.id}`, admin(), { enabled: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.body).not.toContain(secret.slice(6, 20));
    expect(patched.json()).toMatchObject({ enabled: false, events: ['selection.approved', 'selection.rejected'] });
    expect(logLines.join('\n')).not.toContain(secret.slice(6, 20));
  });

  it('gives up after the last retry: the delivery is failed, and a rotated secret signs what is sent again', async () => {
    const clientId = await acmeId();
    const created = await call('POST', `/api/admin/clients/${clientId}/webhooks`, admin(), { url: url(), events: ['upload.applied'] });
    const { endpoint, secret } = created.json();
    const [stored] = await ctx.db
      .insert(webhookDeliveries)
      .values({
        clientId,
        endpointId: endpoint.id,
        messageId: 'msg_test',
        eventType: 'upload.applied',
        payload: { type: 'upload.applied', timestamp: 'x', data: {} },
      })
      .returning();
    await enqueueJobs(ctx.db, WEBHOOK_JOB, [{ payload: { deliveryId: stored!.id }, key: `delivery-${stored!.id}` }]);
    answers.push(...Array.from({ length: 8 }, () => 503));
    let at = new Date(clock.now().getTime() + 1000);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await runAt(at)).toBe(1);
      at = new Date(at.getTime() + 11 * 3_600_000);
    }
    const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, stored!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 8, lastStatusCode: 503, lastError: 'The address answered with HTTP 503' });
    expect(verifies(secret, received.at(-1)!)).toBe(true);

    const rotated = await call('POST', `/api/admin/clients/${clientId}/webhooks/${endpoint.id}/secret`, admin());
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    expect((await call('POST', `/api/admin/clients/${clientId}/webhooks/${endpoint.id}/deliveries/${row!.id}/resend`, admin())).statusCode).toBe(200);
    expect(await runAt(at)).toBe(1);
    expect(verifies(fresh, received.at(-1)!)).toBe(true);
    expect(verifies(secret, received.at(-1)!)).toBe(false);
    const [after] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, stored!.id));
    expect(after).toMatchObject({ status: 'delivered', attempts: 9 });
  });
});

describe('events from an applied upload', () => {
  it('records employee.joined, employee.left and upload.applied with the upload, ids and dates only', async () => {
    const clientId = await acmeId();
    const created = await call('POST', `/api/v2/client/${clientId}/webhooks`, employer(), {
      url: url(),
      events: ['employee.joined', 'employee.left', 'upload.applied'],
    });
    const endpointId = created.json().endpoint.id as number;
    const [leaver] = await ctx.db.select().from(users).where(eq(users.email, 'employee100@acme.test'));
    const columns = dataLoadColumns;
    const row = (fields: Partial<Record<(typeof columns)[number], string>>) => columns.map((c) => fields[c] ?? '').join(',');
    const file = [
      columns.join(','),
      row({
        employee_number: 'AC09077',
        title: 'Ms',
        first_name: 'Wren',
        surname: 'Hooked',
        email: 'wren.hooked@acme.test',
        date_of_birth: '14/03/1994',
        sex: 'f',
        start_date: '2026-11-02',
        employment_status: 'active',
        annual_salary: '31500',
        location: 'Leeds',
        grade: 'Store Staff',
      }),
      row({ employee_number: leaver!.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-30' }),
    ].join('\n');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/data-loads`,
      headers: { ...employer(), 'content-type': 'text/csv', 'x-file-name': 'hooks.csv' },
      payload: file,
      remoteAddress: freshIp(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const load = uploaded.json().dataLoad;
    expect(load.status).toBe('preview');
    expect((await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).length).toBe(0);
    const applied = await call('POST', `/api/employee-data-uploads/${load.id}/apply`, employer());
    expect(applied.statusCode, applied.body).toBe(200);
    const [wren] = await ctx.db.select().from(users).where(eq(users.email, 'wren.hooked@acme.test'));
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
    expect(rows.map((r) => r.payload)).toEqual([
      { type: 'employee.joined', timestamp: expect.any(String), data: { employeeId: wren!.id, employeeNumber: 'AC09077', startDate: '2026-11-02' } },
      {
        type: 'employee.left',
        timestamp: expect.any(String),
        data: { employeeId: leaver!.id, employeeNumber: leaver!.employeeNumber, leavingDate: '2026-11-30' },
      },
      { type: 'upload.applied', timestamp: expect.any(String), data: { uploadId: load.id, starters: 1, leavers: 1, changes: 0 } },
    ]);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(3);
  });
});
