import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import { auditLog, benefits, benefitSelections, clients } from '../../db/schema/index.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { monthSettlement, toCosted } from '../benefits/index.ts';

/**
 * Issue 36: pausing a fixed-term agreement where the benefit allows it. Acme's Cycle to Work allows pauses of up to three
 * months in all. Pia's £1,200 bike, approved in June, is 12 x £100 from July 2026 to June 2027. On 25 September (its
 * payroll closed on the 20th) HR pauses it from October for two months: October and November pay nothing, the last
 * instalment moves to August 2027, the total stays £1,200, and the change is audited.
 */

const start = new Date('2026-06-10T10:00:00Z');
const ctx = seededApp({
  now: start,
  async prepare({ db }) {
    const [acme] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme'));
    await db
      .update(benefits)
      .set({ pricing: { kind: 'salary-sacrifice', months: 12, pauseMonths: 3 } })
      .where(and(eq(benefits.clientId, acme!.id), eq(benefits.name, 'Cycle to Work')));
  },
});
afterAll(() => {
  clock.now = () => new Date(start);
});

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
/** Logged in on the file's clock's day (the clock moves on, and sessions end). */
const sessions = new Map<string, Headers>();
async function headersOf(email: string, clientCode = 'acme'): Promise<Headers> {
  const key = `${email}@${clientCode}:${clock.now().toISOString().slice(0, 10)}`;
  if (!sessions.has(key)) sessions.set(key, bearer((await loginAs(ctx.app, email, { clientCode })).access_token, clientCode));
  return sessions.get(key)!;
}
const hr = () => headersOf('hr@acme.test');
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const cycleToWork = async () =>
  (
    await ctx.db
      .select()
      .from(benefits)
      .where(and(eq(benefits.clientId, await clientId('acme')), eq(benefits.name, 'Cycle to Work')))
  )[0]!;
const detailUrl = async (employeeId: number) => `/api/client/${await clientId('acme')}/employees/${employeeId}`;
const pauseUrl = async (employeeId: number, selectionId: number, client?: number) =>
  `/api/v2/client/${client ?? (await clientId('acme'))}/employees/${employeeId}/agreements/${selectionId}/pauses`;
const versions = async (chainId: number) => ctx.db.select().from(benefitSelections).where(eq(benefitSelections.chainId, chainId)).orderBy(benefitSelections.id);
const currentCount = async (chainId: number) =>
  ctx.db.$count(benefitSelections, and(eq(benefitSelections.chainId, chainId), isNull(benefitSelections.supersededAt)));

/** A new Acme employee whose Cycle to Work agreement HR approved: their id and the choice's. */
async function withAgreement(email: string, amount = 1200) {
  const person = await createPerson(ctx.db, 'acme', { email, firstName: 'Pia', surname: 'Pause', salary: '42000.00', employmentStartDate: '2015-01-05' });
  const ctw = await cycleToWork();
  const chosen = await call('POST', `/api/benefit/${ctw.id}/selection`, await headersOf(email), { accepted_terms: ctw.termsVersion, values: { amount } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const selectionId = chosen.json().selection.selectionId as number;
  const approved = await call('PATCH', '/api/v2/scheme/selections/status', await hr(), { selectionIds: [selectionId], approval: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return { employeeId: person.id, selectionId };
}

describe('pausing an agreement', () => {
  let pia: { employeeId: number; selectionId: number };

  it('shows HR the agreement on the employee panel, with the months it may be paused from', async () => {
    pia = await withAgreement('pia@acme.test');
    const res = await call('GET', await detailUrl(pia.employeeId), await hr());
    expect(res.statusCode).toBe(200);
    expect(res.json().agreements).toEqual([
      {
        selectionId: pia.selectionId,
        benefitName: 'Cycle to Work',
        total: 1200,
        instalments: 12,
        lastInstalment: 100,
        paidInstalments: 0,
        paid: 0,
        remaining: 1200,
        firstMonth: '2026-07-01',
        lastMonth: '2027-06-01',
        endsOn: '2027-06-30',
        pauses: [],
        pause: { earliest: '2026-07-01', latest: '2027-06-01', monthsLeft: 3 },
        cannotPause: null,
      },
    ]);
  });

  it('refuses a month whose payroll closed, a day that is not a month, too many months, and changes nothing', async () => {
    clock.now = () => new Date('2026-09-25T10:00:00Z');
    const before = await versions(pia.selectionId);
    const pause = async (payload: unknown) => call('POST', await pauseUrl(pia.employeeId, pia.selectionId), await hr(), payload);
    const errorsOf = async (payload: unknown) => {
      const res = await pause(payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf({ from: '2026-09-01', months: 1 })).toEqual({ from: 'That month’s payroll has closed: choose October 2026 or later' });
    expect(await errorsOf({ from: '2026-10-15', months: 1 })).toEqual({ from: 'Choose the first month to pause' });
    expect(await errorsOf({ from: '2027-07-01', months: 1 })).toEqual({ from: 'The agreement’s last payment is in June 2027: choose that month or earlier' });
    expect(await errorsOf({ from: '2026-10-01', months: 4 })).toEqual({ months: 'This agreement can be paused for 3 more months at most' });
    expect(await errorsOf({ from: '2026-10-01', months: 0 })).toHaveProperty('months');
    expect(await errorsOf({ from: '2026-10-01', months: 1, extra: true })).toBeDefined();
    expect(await versions(pia.selectionId)).toEqual(before);
  });

  it('pauses from October for two months: nothing paid then, the end two months later, the total unchanged, audited', async () => {
    const res = await call('POST', await pauseUrl(pia.employeeId, pia.selectionId), await hr(), { from: '2026-10-01', months: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agreement).toMatchObject({
      selectionId: pia.selectionId,
      total: 1200,
      paidInstalments: 2,
      paid: 200,
      remaining: 1000,
      lastMonth: '2027-08-01',
      endsOn: '2027-08-31',
      pauses: [{ from: '2026-10-01', months: 2 }],
      pause: { earliest: '2026-12-01', latest: '2027-08-01', monthsLeft: 1 },
    });

    const costed = (await versions(pia.selectionId)).map((row) => toCosted({ ...row, yearEndsOn: '2026-12-31' }));
    const months = Array.from({ length: 15 }, (_, i) => new Date(Date.UTC(2026, 6 + i, 1)).toISOString().slice(0, 10));
    const paid = months.map((month) => monthSettlement(costed, month, { cutoffDay: 20, now: clock.now() }).regular.employee);
    expect(paid).toEqual([10000n, 10000n, 10000n, 0n, 0n, ...Array.from({ length: 9 }, () => 10000n), 0n]);
    expect(paid.reduce((a, b) => a + b)).toBe(120000n);

    // The person sees it on their benefit page.
    const ctw = await cycleToWork();
    const own = await call('GET', `/api/benefit/${ctw.id}/selection`, await headersOf('pia@acme.test'));
    expect(own.json().selection.agreement).toMatchObject({ lastMonth: '2027-08-01', pauses: [{ from: '2026-10-01', months: 2 }], remaining: 1000 });

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'agreement.paused'));
    expect(entry).toMatchObject({
      subjectId: pia.employeeId,
      details: { selectionId: pia.selectionId, benefitName: 'Cycle to Work', from: '2026-10-01', months: 2, endsOn: '2027-08-31' },
    });
  });

  it('refuses a pause over months already paused, and more months than are left', async () => {
    const pause = async (payload: unknown) => call('POST', await pauseUrl(pia.employeeId, pia.selectionId), await hr(), payload);
    expect((await pause({ from: '2026-11-01', months: 1 })).json().errors).toEqual({ from: 'Those months are already paused: choose a later month' });
    expect((await pause({ from: '2027-01-01', months: 2 })).json().errors).toEqual({ months: 'This agreement can be paused for 1 more month only' });
    expect(await currentCount(pia.selectionId)).toBe(2);
  });

  it('leaves what is left to the final pay of someone who leaves while it is paused', async () => {
    const costed = (await versions(pia.selectionId)).map((row) => toCosted({ ...row, yearEndsOn: '2026-12-31' }));
    const live = costed.find((v) => v.supersededAt === null && v.endsOn === '2027-08-31')!;
    const leftAt = new Date('2026-11-05T10:00:00Z');
    const leaving = [
      ...costed.filter((v) => v !== live),
      { ...live, supersededAt: leftAt },
      { ...live, status: 'ended' as const, endsOn: '2026-11-30', recordedAt: leftAt },
    ];
    const settled = monthSettlement(leaving, '2026-11-01', { cutoffDay: 20, now: new Date('2026-11-21T00:00:00Z') });
    expect(settled.regular.employee).toBe(0n);
    expect(settled.balance).toBe(90000n);
  });

  it('says why an agreement cannot be paused when its benefit allows none, and refuses it (409)', async () => {
    const ctw = await cycleToWork();
    await ctx.db
      .update(benefits)
      .set({ pricing: { kind: 'salary-sacrifice', months: 12 } })
      .where(eq(benefits.id, ctw.id));
    try {
      const detail = await call('GET', await detailUrl(pia.employeeId), await hr());
      expect(detail.json().agreements[0]).toMatchObject({ pause: null, cannotPause: 'notAllowed' });
      const res = await call('POST', await pauseUrl(pia.employeeId, pia.selectionId), await hr(), { from: '2026-12-01', months: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This benefit’s agreements cannot be paused.');
    } finally {
      await ctx.db
        .update(benefits)
        .set({ pricing: { kind: 'salary-sacrifice', months: 12, pauseMonths: 3 } })
        .where(eq(benefits.id, ctw.id));
    }
  });

  it("is HR's of the client alone: anonymous 401, an employee 403, another client's HR 403 or 404, never another person's", async () => {
    const body = { from: '2026-12-01', months: 1 };
    const url = await pauseUrl(pia.employeeId, pia.selectionId);
    expect((await call('POST', url, {}, body)).statusCode).toBe(401);
    expect((await call('POST', url, await headersOf('pia@acme.test'), body)).statusCode).toBe(403);
    const globex = await headersOf('hr@globex.test', 'globex');
    expect((await call('POST', url, globex, body)).statusCode).toBe(403);
    expect((await call('POST', await pauseUrl(pia.employeeId, pia.selectionId, await clientId('globex')), globex, body)).statusCode).toBe(404);
    // Another person of the client's named with Pia's agreement: not found.
    const other = await createPerson(ctx.db, 'acme', { email: 'quin@acme.test', firstName: 'Quin', surname: 'Other' });
    expect((await call('POST', await pauseUrl(other.id, pia.selectionId), await hr(), body)).statusCode).toBe(404);
    expect((await call('POST', await pauseUrl(pia.employeeId, 99_999_999), await hr(), body)).statusCode).toBe(404);
    expect((await call('POST', await pauseUrl(pia.employeeId, 0), await hr(), body)).statusCode).toBe(400);
    expect(await currentCount(pia.selectionId)).toBe(2);
  });
});
