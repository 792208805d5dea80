import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, benefits, benefitSelections, clients, schemeYears } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { rollOver } from '../benefits/index.ts';
import { prepareYearAfter } from '../scheme-years/index.ts';

/**
 * Issue 36, reproduction 3: cover above the free cover limit. Acme's life cover is £0.12 a month per £1,000, a quarter
 * from the employer, with a free cover limit of £150,000. Una (£52,000) asks for 4 x salary, £208,000: £150,000 starts
 * (£18.00: £13.50 hers, £4.50 the employer's) and £58,000 awaits the insurer, no longer "capped" at the price of 3 x.
 * HR records the insurer's acceptance from 1 September: from then £208,000 (£24.96: £18.72 and £6.24), audited. Vic's
 * cover above the limit is declined: it stays at £150,000.
 */

const ctx = seededApp({ now: new Date('2026-06-10T10:00:00Z') });
const LIST = '/api/v2/scheme/underwriting';
const hr = () => ctx.headersOf('hr@acme.test');
type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
const decide = async (selectionId: number, payload: unknown, headers?: Headers) => call('PATCH', `${LIST}/${selectionId}`, headers ?? (await hr()), payload);

const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const lifeId = async () =>
  (
    await ctx.db
      .select({ id: benefits.id })
      .from(benefits)
      .where(and(eq(benefits.clientId, await acmeId()), eq(benefits.groupCode, 'life')))
  )[0]!.id;
/** Chooses life cover as a new Acme employee: answers the choice's id. */
async function chooses(email: string, salary: string, amount: number, extra: object = {}) {
  await createPerson(ctx.db, 'acme', {
    email,
    firstName: email.split('@')[0]!,
    surname: 'Under',
    salary,
    dateOfBirth: '1985-05-05',
    employmentStartDate: '2015-01-05',
  });
  const res = await call('POST', `/api/benefit/${await lifeId()}/selection`, await ctx.headersOf(email), { values: { amount, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().selection as { selectionId: number; costs: { employee: number; employer: number; cover: Record<string, unknown> } };
}
const current = async (chainId: number) =>
  ctx.db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.chainId, chainId), isNull(benefitSelections.supersededAt)))
    .orderBy(benefitSelections.startsOn);

describe('cover above the free cover limit awaits the insurer', () => {
  let una: number;
  let vic: number;
  // The demo has cover awaiting the insurer of its own: these tests look at Una's and Vic's.
  const ours = <C extends { selectionId: number }>(cases: C[]) => cases.filter((c) => c.selectionId === una || c.selectionId === vic);
  const listed = async () => ours((await call('GET', LIST, await hr())).json().data as { selectionId: number }[]).map((c) => c.selectionId);

  it('starts the cover up to the limit and lists the rest for HR, whatever the employee sends', async () => {
    // "underwriting" is HR's to record: an employee's values cannot carry it.
    const chosen = await chooses('una@acme.test', '52000.00', 4, { underwriting: 'accepted' });
    una = chosen.selectionId;
    expect(chosen.costs).toMatchObject({ employee: 13.5, employer: 4.5 });
    expect(chosen.costs.cover).toMatchObject({ requested: 208_000, granted: 150_000, evidence: 'pending', awaiting: 58_000 });
    expect(chosen.costs.cover.message).toMatch(/^£150,000\.00 now, £58,000\.00 awaiting the insurer\./);
    vic = (await chooses('vic@acme.test', '60000.00', 3)).selectionId;

    const res = await call('GET', LIST, await hr());
    expect(res.statusCode).toBe(200);
    expect(ours(res.json().data)).toEqual([
      expect.objectContaining({
        selectionId: una,
        employeeName: 'una Under',
        benefitName: 'Life Assurance',
        requested: 208_000,
        inForce: 150_000,
        awaiting: 58_000,
        startsOn: '2026-07-01',
      }),
      expect.objectContaining({ selectionId: vic, requested: 180_000, inForce: 150_000, awaiting: 30_000 }),
    ]);
  });

  it("is HR's alone: anonymous 401, an employee 403, another client's HR sees none of it and changes nothing", async () => {
    expect((await call('GET', LIST, {})).statusCode).toBe(401);
    expect((await call('PATCH', `${LIST}/${una}`, {}, { decision: 'decline' })).statusCode).toBe(401);
    const employee = await ctx.headersOf('employee@acme.test');
    expect((await call('GET', LIST, employee)).statusCode).toBe(403);
    expect((await decide(una, { decision: 'decline' }, employee)).statusCode).toBe(403);
    const globex = await ctx.headersOf('hr@globex.test', 'globex');
    const theirs = await call('GET', LIST, globex);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual([]);
    const refused = await decide(una, { decision: 'accept', acceptedFrom: '2026-09-01' }, globex);
    expect(refused.statusCode).toBe(409);
    expect(await listed()).toEqual([una, vic]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'decision'],
      [{ decision: 'maybe' }, 'decision'],
      [{ decision: 'accept' }, 'acceptedFrom'],
      [{ decision: 'accept', acceptedFrom: '2026-02-30' }, 'acceptedFrom'],
      [{ decision: 'accept', acceptedFrom: '2026-06-30' }, 'acceptedFrom'],
      [{ decision: 'accept', acceptedFrom: '2027-01-01' }, 'acceptedFrom'],
    ];
    for (const [payload, field] of cases) {
      const res = await decide(una, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? res.json().fieldErrors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await decide(0, { decision: 'decline' })).statusCode).toBe(400);
    expect(await listed()).toEqual([una, vic]);
    expect((await current(una)).map((v) => v.employeeCost)).toEqual(['13.50']);
  });

  it('puts the whole cover in force from the day the insurer accepted, priced from then, audited, once', async () => {
    const res = await decide(una, { decision: 'accept', acceptedFrom: '2026-09-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ decided: 'accepted' });
    expect(ours(res.json().data).map((c) => c.selectionId)).toEqual([vic]);
    const versions = await current(una);
    expect(versions.map((v) => [v.startsOn, v.endsOn, v.employeeCost, v.employerCost, v.costs.cover?.granted, v.costs.cover?.evidence])).toEqual([
      ['2026-07-01', '2026-08-31', '13.50', '4.50', 150_000, 'pending'],
      ['2026-09-01', '2026-12-31', '18.72', '6.24', 208_000, 'accepted'],
    ]);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'underwriting.accepted')).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      subjectId: versions[0]!.userId,
      details: expect.objectContaining({ selectionId: una, requested: 208_000, acceptedFrom: '2026-09-01' }),
    });
    const again = await decide(una, { decision: 'accept', acceptedFrom: '2026-09-01' });
    expect(again.statusCode).toBe(409);
  });

  it("keeps the insurer's answer when the cover rolls into the next scheme year", async () => {
    const clientId = await acmeId();
    const years = await ctx.db.select().from(schemeYears).where(eq(schemeYears.clientId, clientId)).orderBy(schemeYears.startsOn);
    const from = years.find((y) => y.isCurrent)!;
    await prepareYearAfter(ctx.db, clientId, from.id, { actorId: null }, { windowOpensOn: '2026-11-01', windowClosesOn: '2026-11-30' });
    const to = (
      await ctx.db
        .select()
        .from(schemeYears)
        .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.year, from.year + 1)))
    )[0]!;
    const [unaRow] = await current(una);
    const { lines } = await rollOver(ctx.db, clientId, { from, to }, { mode: 'preview' }, unaRow!.userId);
    const life = lines.find((line) => line.selectionId === una)!;
    // Accepted: next year prices the whole £208,000, not the limit again.
    expect([life.outcome, life.after]).toEqual(['kept', { employee: 1872n, employer: 624n }]);
  });

  it('keeps the cover at the limit when the insurer declines, from today, audited', async () => {
    const res = await decide(vic, { decision: 'decline' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decided).toBe('declined');
    expect(ours(res.json().data)).toEqual([]);
    const versions = await current(vic);
    expect(versions.map((v) => [v.startsOn, v.employeeCost, v.costs.cover?.granted, v.costs.cover?.evidence])).toEqual([
      ['2026-07-01', '13.50', 150_000, 'declined'],
    ]);
    expect(versions[0]!.costs.cover?.message).toBe('The insurer declined cover above the free cover limit: your cover is £150,000.00.');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'underwriting.declined'));
    expect(entry).toMatchObject({ details: expect.objectContaining({ selectionId: vic, requested: 180_000, inForce: 150_000 }) });
  });
});
