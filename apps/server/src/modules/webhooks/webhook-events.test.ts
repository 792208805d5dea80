import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookEventTypes, type PendingRequests, type WebhookEventType } from '@portal/contracts';
import { benefitSelections, clients, reports, webhookDeliveries } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { benefitsApp, TEST_NOW } from '../../test/benefits.ts';
import { restate } from '../../test/selection-history.ts';
import { verifies, webhookReceiver } from '../../test/webhooks.ts';
import { runReportJobs } from '../reports/index.ts';
import { runJobs } from '../../lib/jobs/index.ts';
import { webhookDelivery } from './index.ts';

/**
 * Issue 39: the events other modules emit, each caused by the real call (an employee's choice, change and opt-out, HR's
 * rejection, a report generated). Acme has one endpoint per event, each wanting that event only, and Globex one that
 * wants every event: each action writes exactly one delivery, to the Acme endpoint that wants it (never to the others,
 * never to Globex's), which the job sends signed to the receiver on loopback. The clock stands at TEST_NOW (15 June
 * 2026) and every date below follows from it, whatever the day the suite runs.
 */
const ctx = benefitsApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
const { received, url } = webhookReceiver();

const events = ['selection.made', 'selection.changed', 'selection.opted_out', 'selection.rejected', 'report.ready'] as const;
type Event = (typeof events)[number];
interface Endpoint {
  id: number;
  secret: string;
  path: string;
}
let acmeEndpoints: Record<Event, Endpoint>;
let globexEndpoint: Endpoint;
let acmeId: number;
let globexId: number;
let ids: Record<'gym' | 'ctw' | 'hcp', number>;

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: path,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
const admin = () => ctx.headersOf('admin@portal.test');
const hr = () => ctx.headersOf('hr@acme.test');
const clientIdOf = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;

async function endpoint(clientId: number, path: string, wanted: readonly WebhookEventType[]): Promise<Endpoint> {
  const created = await call('POST', `/api/admin/clients/${clientId}/webhooks`, await admin(), { url: url(path), events: wanted });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().endpoint.id, secret: created.json().secret, path };
}

beforeAll(async () => {
  [acmeId, globexId] = [await clientIdOf('acme'), await clientIdOf('globex')];
  ids = { gym: await ctx.benefitId('acme', 'gym'), ctw: await ctx.benefitId('acme', 'ctw'), hcp: await ctx.benefitId('globex', 'hcp') };
  const made: Partial<Record<Event, Endpoint>> = {};
  for (const event of events) made[event] = await endpoint(acmeId, `/hooks/acme/${event}`, [event]);
  acmeEndpoints = made as Record<Event, Endpoint>;
  globexEndpoint = await endpoint(globexId, '/hooks/globex', webhookEventTypes);
});

/** The delivery job, run at an explicit moment after the clock's (which stands still): the attempt's time is its timestamp. */
const SENT_AT = new Date(TEST_NOW.getTime() + 60_000);
const deliver = () => runJobs(ctx.db, webhookDelivery({ rules: ctx.config, keys: () => ctx.app.keys }), { now: () => SENT_AT, random: () => 0.5 });

/** Where the outbox and the receiver stand before an action: what came before it is sent first, and left out. */
async function mark() {
  await deliver();
  const [last] = await ctx.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).orderBy(desc(webhookDeliveries.id)).limit(1);
  return { deliveryId: last?.id ?? 0, received: received.length };
}
type Mark = Awaited<ReturnType<typeof mark>>;

/**
 * The action since `since` wrote one delivery of `type`, to `to` only, with `data`; the job sends it there, signed with
 * that endpoint's secret (and no other), as the very body recorded, and nothing else reaches the receiver.
 */
async function expectDeliveredOnly(since: Mark, type: WebhookEventType, to: Endpoint, data: Record<string, unknown>) {
  const rows = await ctx.db.select().from(webhookDeliveries).where(gt(webhookDeliveries.id, since.deliveryId)).orderBy(webhookDeliveries.id);
  const payload = { type, timestamp: TEST_NOW.toISOString(), data };
  expect(rows.map((row) => ({ endpointId: row.endpointId, eventType: row.eventType, payload: row.payload, status: row.status }))).toEqual([
    { endpointId: to.id, eventType: type, payload, status: 'pending' },
  ]);
  expect(await deliver()).toBe(1);
  const messages = received.slice(since.received);
  expect(messages.map((m) => m.path)).toEqual([to.path]);
  const [message] = messages;
  expect(message!.headers['webhook-id']).toBe(rows[0]!.messageId);
  expect(Number(message!.headers['webhook-timestamp'])).toBe(Math.floor(SENT_AT.getTime() / 1000));
  expect(verifies(to.secret, message!)).toBe(true);
  for (const other of [...Object.values(acmeEndpoints), globexEndpoint].filter((e) => e.id !== to.id)) expect(verifies(other.secret, message!)).toBe(false);
  expect(JSON.parse(message!.body)).toEqual(payload);
  const [sent] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, rows[0]!.id));
  expect(sent).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204 });
  return message!;
}

/** A fresh employee of the client, with an employee number for the HR system to know them by. */
async function newEmployee(clientCode: 'acme' | 'globex', employeeNumber: string) {
  const person = await createPerson(ctx.db, clientCode, { employeeNumber, salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds' });
  return { person, headers: await ctx.headersOf(person.email, clientCode) };
}
const choose = async (headers: Record<string, string>, benefitId: number, payload: object) => {
  const res = await call('POST', `/api/benefit/${benefitId}/selection`, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().selection as { selectionId: number; status: string; startDate: string };
};
const change = (headers: Record<string, string>, selectionId: number, payload: object) => call('PATCH', `/api/selection/${selectionId}`, headers, payload);
/** The id of the version of a choice we know now (not the choice's own id once it has a history). */
const currentVersionOf = async (selectionId: number) =>
  (
    await ctx.db
      .select({ id: benefitSelections.id })
      .from(benefitSelections)
      .where(and(eq(benefitSelections.chainId, selectionId), isNull(benefitSelections.supersededAt)))
      .orderBy(desc(benefitSelections.id))
  )[0]!.id;

describe('selection.made', () => {
  it('is sent when an employee chooses a benefit, to the endpoint that wants it only; a refused choice sends nothing', async () => {
    const { person, headers } = await newEmployee('acme', 'WH0001');
    const since = await mark();
    const chosen = await choose(headers, ids.gym, { values: { option: 'standard' } });
    expect(chosen).toMatchObject({ status: 'active', startDate: '2026-07-01' });
    await expectDeliveredOnly(since, 'selection.made', acmeEndpoints['selection.made'], {
      selectionId: chosen.selectionId,
      benefitId: ids.gym,
      employeeId: person.id,
      employeeNumber: 'WH0001',
      startsOn: '2026-07-01',
      status: 'active',
    });

    // The same benefit again is refused (409): nothing is written, nothing sent.
    const refusedSince = await mark();
    expect((await call('POST', `/api/benefit/${ids.gym}/selection`, headers, { values: { option: 'premium' } })).statusCode).toBe(409);
    expect(await ctx.db.$count(webhookDeliveries, gt(webhookDeliveries.id, refusedSince.deliveryId))).toBe(0);
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(refusedSince.received);
  });

  it("of a Globex employee reaches Globex's endpoint, never Acme's", async () => {
    const { person, headers } = await newEmployee('globex', 'GX0001');
    const since = await mark();
    const chosen = await choose(headers, ids.hcp, { values: { option: 'level-1' } });
    await expectDeliveredOnly(since, 'selection.made', globexEndpoint, {
      selectionId: chosen.selectionId,
      benefitId: ids.hcp,
      employeeId: person.id,
      employeeNumber: 'GX0001',
      startsOn: chosen.startDate,
      status: 'active',
    });
  });
});

describe('selection.changed', () => {
  it('is sent when an employee changes cover in force, from the day the change takes effect, under the choice’s own id', async () => {
    const { person, headers } = await newEmployee('acme', 'WH0002');
    const chosen = await choose(headers, ids.gym, { values: { option: 'standard' } });
    // Cover running since February: a change takes effect on the first of next month.
    await restate(ctx.db, chosen.selectionId, { startsOn: '2026-02-01' });
    const expected = { selectionId: chosen.selectionId, benefitId: ids.gym, employeeId: person.id, employeeNumber: 'WH0002', status: 'active' };

    let since = await mark();
    const changed = await change(headers, chosen.selectionId, { values: { option: 'premium' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectDeliveredOnly(since, 'selection.changed', acmeEndpoints['selection.changed'], { ...expected, startsOn: '2026-07-01' });

    // Changed again through the id of the version in force (the call takes any version of the choice): the same id.
    const version = await currentVersionOf(chosen.selectionId);
    expect(version).not.toBe(chosen.selectionId);
    since = await mark();
    const again = await change(headers, version, { values: { option: 'standard' } });
    expect(again.statusCode, again.body).toBe(200);
    await expectDeliveredOnly(since, 'selection.changed', acmeEndpoints['selection.changed'], { ...expected, startsOn: '2026-07-01' });
  });

  it("of a Globex employee reaches Globex's endpoint, never Acme's", async () => {
    const { person, headers } = await newEmployee('globex', 'GX0002');
    const chosen = await choose(headers, ids.hcp, { values: { option: 'level-1' } });
    const since = await mark();
    expect((await change(headers, chosen.selectionId, { values: { option: 'level-2' } })).statusCode).toBe(200);
    await expectDeliveredOnly(since, 'selection.changed', globexEndpoint, {
      selectionId: chosen.selectionId,
      benefitId: ids.hcp,
      employeeId: person.id,
      employeeNumber: 'GX0002',
      startsOn: chosen.startDate,
      status: 'active',
    });
  });
});

describe('selection.opted_out', () => {
  it('is sent when an employee opts out of cover that has run, with its last day, under the choice’s own id', async () => {
    const { person, headers } = await newEmployee('acme', 'WH0003');
    const chosen = await choose(headers, ids.gym, { values: { option: 'standard' } });
    await restate(ctx.db, chosen.selectionId, { startsOn: '2026-02-01' });
    const since = await mark();
    const res = await change(headers, chosen.selectionId, { status: 'opted-out' });
    expect(res.statusCode, res.body).toBe(200);
    // Started cover runs to the end of the month.
    expect(res.json().selection).toMatchObject({ status: 'opted-out', endDate: '2026-06-30' });
    await expectDeliveredOnly(since, 'selection.opted_out', acmeEndpoints['selection.opted_out'], {
      selectionId: chosen.selectionId,
      benefitId: ids.gym,
      employeeId: person.id,
      employeeNumber: 'WH0003',
      startsOn: '2026-02-01',
      endsOn: '2026-06-30',
    });
  });

  it('is sent when cover that has not started is cancelled: it ends on its start day', async () => {
    const { person, headers } = await newEmployee('acme', 'WH0004');
    const chosen = await choose(headers, ids.gym, { values: { option: 'standard', startDate: '2026-09-01' } });
    const since = await mark();
    expect((await change(headers, chosen.selectionId, { status: 'opted-out' })).statusCode).toBe(200);
    await expectDeliveredOnly(since, 'selection.opted_out', acmeEndpoints['selection.opted_out'], {
      selectionId: chosen.selectionId,
      benefitId: ids.gym,
      employeeId: person.id,
      employeeNumber: 'WH0004',
      startsOn: '2026-09-01',
      endsOn: '2026-09-01',
    });
  });
});

describe('selection.rejected', () => {
  it('is sent when HR rejects a request, under the id the choice was announced with, and without the reason', async () => {
    const { person, headers } = await newEmployee('acme', 'WH0005');
    // A Cycle to Work request (it needs approval), changed by the employee before HR decides: a new version of it.
    const chosen = await choose(headers, ids.ctw, { accepted_terms: 1, values: { amount: 1000 } });
    expect(chosen.status).toBe('pending-approval');
    const since = await mark();
    const revised = await change(headers, chosen.selectionId, { accepted_terms: 1, values: { amount: 1500 } });
    expect(revised.statusCode, revised.body).toBe(200);
    const expected = { selectionId: chosen.selectionId, benefitId: ids.ctw, employeeId: person.id, employeeNumber: 'WH0005', startsOn: chosen.startDate };
    await expectDeliveredOnly(since, 'selection.changed', acmeEndpoints['selection.changed'], { ...expected, status: 'pending-approval' });

    // HR finds the request in its list of requests waiting, and rejects it.
    const list = await call('GET', `/api/v2/scheme/selections/pending/requests?benefitId=${ids.ctw}`, await hr());
    expect(list.statusCode, list.body).toBe(200);
    const request = list.json<PendingRequests>().data.find((row) => row.employeeNumber === 'WH0005');
    expect(request).toBeDefined();
    const rejectedSince = await mark();
    const reason = 'The bike shop is not on our list';
    const decided = await call('PATCH', '/api/v2/scheme/selections/status', await hr(), { selectionIds: [request!.selectionId], approval: false, reason });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().changed).toEqual([request!.selectionId]);
    const message = await expectDeliveredOnly(rejectedSince, 'selection.rejected', acmeEndpoints['selection.rejected'], expected);
    expect(message.body).not.toContain('bike shop');
  });
});

describe('report.ready', () => {
  it('is sent once when a report HR asked for is generated, with its id, kind, month, version and line count', async () => {
    const since = await mark();
    const asked = await call('POST', `/api/client/${acmeId}/reports`, await hr(), { kind: 'payroll', year: 2026, month: 6 });
    expect(asked.statusCode, asked.body).toBe(200);
    const reportId = asked.json().report.id as number;
    // The request started this instance's job; run what waits until it is generated.
    let report: typeof reports.$inferSelect | undefined;
    for (let tries = 0; tries < 200; tries += 1) {
      await runReportJobs(ctx.db);
      [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
      if (report!.status !== 'generating') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(report).toMatchObject({ status: 'ready', version: 1 });
    expect(report!.lineCount).toBeGreaterThan(0);
    await expectDeliveredOnly(since, 'report.ready', acmeEndpoints['report.ready'], {
      reportId,
      kind: 'payroll',
      year: 2026,
      month: 6,
      version: 1,
      lineCount: report!.lineCount,
    });
  });
});
