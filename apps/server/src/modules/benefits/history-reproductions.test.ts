import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalTexts } from '@portal/contracts';
import { benefits, clients, familyMembers, users } from '../../db/schema/index.ts';
import { createFamilyMember } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/**
 * Issue 25's reproductions on the Acme demo (its selection window closed, payroll cut-off the 20th), as an HR
 * administrator and Sam found them; each failed before selections became history. The clock only runs forward through
 * the file: Sam's Cycle to Work from June, a change refused in August, a medical change waiting in October, and Sam's
 * birth in November. (The third, reports that go stale, is the reports module's.)
 */

const SEEDED = new Date('2026-06-15T10:00:00Z');
const ctx = seededApp({ now: SEEDED });

let now = SEEDED;
beforeAll(() => {
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
});
afterAll(() => {
  vi.restoreAllMocks();
});
const at = (instant: string) => {
  now = new Date(instant);
};

const SAM = 'employee@acme.test';
const HR = 'hr@acme.test';
const noMedical = { 'treatment-5-years': false, symptoms: false };
const pence = (pounds: number) => Math.round(pounds * 100);

type Method = 'GET' | 'POST' | 'PATCH';
/** A call as the person, logged in at the clock's time (the clock skips months, a session does not last that long). */
async function call(email: string, method: Method, url: string, payload?: object) {
  const { access_token } = await loginAs(ctx.app, email, { clientCode: 'acme' });
  const res = await ctx.app.inject({ method, url, headers: bearer(access_token), remoteAddress: freshIp(), ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const benefitId = async (groupCode: string) =>
  (
    await ctx.db
      .select({ id: benefits.id })
      .from(benefits)
      .where(and(eq(benefits.clientId, await acmeId()), eq(benefits.groupCode, groupCode)))
  )[0]!.id;

interface Pending {
  selectionId: number;
  employeeName: string;
  employeeNumber: string | null;
  kind: 'new' | 'change';
  requestedAt: string;
  orderValue: number;
  fields: Record<string, string>;
  current: { orderValue: number; fields: Record<string, string> } | null;
}
const approvalsOf = async (groupCode: string) => (await call(HR, 'GET', `/api/v2/scheme/selections/${await benefitId(groupCode)}/pending`)).data as Pending[];
const decide = (selectionIds: number[], approval: boolean, reason?: string) =>
  call(HR, 'PATCH', '/api/v2/scheme/selections/status', { selectionIds, approval, ...(reason && { reason }) });
const statementsOf = async (email: string, groupCode: string) =>
  (await call(email, 'GET', `/api/benefit-group/${groupCode}/contributions`)) as {
    statements: { month: number; employeeContribution: number; employerContribution: number; status: string }[];
    totals: { employeeContribution: number; employerContribution: number };
  };
const totalOf = async (email: string, groupCode: string) =>
  ((await call(email, 'GET', '/api/user/selections/mtb/page')).benefits as { groupCode: string; employeeValue: number; employerValue: number }[]).find(
    (b) => b.groupCode === groupCode,
  );

describe("issue 25's reproductions", () => {
  beforeAll(async () => {
    // The issue's Cycle to Work: Sam's £1,200 approved; five others' requests still waiting (the sixth is refused).
    at('2026-06-16T10:00:00Z');
    const waiting = await approvalsOf('ctw');
    const sams = waiting.find((p) => p.employeeName === 'Sam Taylor')!;
    const others = waiting.filter((p) => p !== sams);
    expect(others.map((p) => p.orderValue).sort((a, b) => a - b)).toEqual([450, 650, 799, 999, 1200, 1500]);
    await decide([sams.selectionId], true);
    await decide([others.find((p) => p.orderValue === 1200)!.selectionId], false);
  });

  it('4: take-up counts live money only: with 1 selected and 5 awaiting approval, "employees a month" is the one in force', async () => {
    const takeUp = await call(HR, 'GET', `/api/client/${await acmeId()}/benefit-takeup`);
    const ctw = await benefitId('ctw');
    const row = (takeUp.data as { benefitId: number }[]).find((r) => r.benefitId === ctw);
    // Before: £466.50, Sam's £100 plus five requests (£37.50 + £66.58 + £54.17 + £125.00 + £83.25) none of which payroll takes.
    expect(row).toMatchObject({ selected: 1, pending: 5, employeeMonthly: 100, employerMonthly: 0 });
  });

  it('2: rejecting a change keeps the approved plan, and the approvals list shows the change as current → requested', async () => {
    at('2026-08-10T10:00:00Z');
    const ctw = await benefitId('ctw');
    const before = (await call(SAM, 'GET', `/api/benefit/${ctw}/with-selection`)).selection;
    expect(before).toMatchObject({ status: 'active', startDate: '2026-07-01', values: { amount: 1200 }, costs: { employee: 100 } });
    const asked = await call(SAM, 'PATCH', `/api/selection/${before.selectionId}`, { accepted_terms: 1, values: { amount: 1500 } });
    expect(asked.selection).toMatchObject({
      status: 'active',
      values: { amount: 1200 },
      pendingChange: { employeeCost: 125, startDate: '2026-09-01', requestedAt: '2026-08-10T10:00:00.000Z' },
    });

    at('2026-08-12T10:00:00Z');
    const sams = (await approvalsOf('ctw')).filter((p) => p.employeeName === 'Sam Taylor');
    expect(sams).toHaveLength(1);
    const monthly = approvalTexts.fields.employeeMonthly;
    expect(sams[0]).toMatchObject({
      kind: 'change',
      employeeNumber: 'AC00001',
      requestedAt: '2026-08-10T10:00:00.000Z',
      orderValue: 1500,
      fields: { 'Bike and equipment value': '£1,500.00', [monthly]: '£125.00' },
      current: { orderValue: 1200, fields: { 'Bike and equipment value': '£1,200.00', [monthly]: '£100.00' } },
    });
    expect((await decide([sams[0]!.selectionId], false, 'Over the scheme limit')).changed).toEqual([sams[0]!.selectionId]);

    const after = (await call(SAM, 'GET', `/api/benefit/${ctw}/with-selection`)).selection;
    expect(after).toMatchObject({
      selectionId: before.selectionId,
      status: 'active',
      startDate: '2026-07-01',
      // A fixed-term agreement runs its twelve months, past the scheme year's end (issue 36).
      endDate: '2027-06-30',
      values: { amount: 1200 },
      costs: { employee: 100 },
      pendingChange: null,
      refusedChange: { reason: 'Over the scheme limit', employeeCost: 125 },
    });
    // The plan carries on: September and October take £100 each, as July and August did.
    at('2026-10-25T10:00:00Z');
    const { statements } = await statementsOf(SAM, 'ctw');
    expect(statements.map((s) => [s.month, pence(s.employeeContribution)])).toEqual([
      [7, 10000],
      [8, 10000],
      [9, 10000],
      [10, 10000],
    ]);
  });

  it('5: the manage page gets the live medical cover, with the change waiting for approval beside it', async () => {
    at('2026-10-26T10:00:00Z');
    const person = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds' });
    const family = { clientId: person.clientId!, userId: person.id, surname: 'Example', genderId: 1 };
    const partner = await createFamilyMember(ctx.db, { ...family, firstName: 'Pat', dateOfBirth: '1982-03-03', famtypeId: 1 });
    const pmi = await benefitId('pmi');
    const chosen = await call(person.email, 'POST', `/api/benefit/${pmi}/selection`, {
      accepted_terms: 2,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: noMedical },
    });
    expect(chosen.selection).toMatchObject({ status: 'active', startDate: '2026-11-01', costs: { employee: 64.8 } });

    // In force from November; a birth, and family cover asked with a health answer that needs approval.
    at('2026-11-03T10:00:00Z');
    const child = await createFamilyMember(ctx.db, { ...family, firstName: 'Kim', dateOfBirth: '2026-10-30', famtypeId: 2 });
    const types = (await call(person.email, 'GET', '/api/client/life-events/available')).available as { id: number; code: string }[];
    await call(person.email, 'POST', '/api/client/life-events', { typeId: types.find((t) => t.code === 'birth')!.id, eventDate: '2026-10-30' });
    const asked = await call(person.email, 'PATCH', `/api/selection/${chosen.selection.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: [partner.id, child.id], medicalAnswers: { 'treatment-5-years': true, symptoms: false } },
    });
    expect(asked.selection.pendingChange).not.toBeNull();

    const manage = await call(person.email, 'GET', `/api/benefit/${pmi}/with-selection`);
    expect(manage.selection).toMatchObject({
      selectionId: chosen.selection.selectionId,
      status: 'active',
      values: { option: 'employee-partner' },
      costs: { employee: 64.8, employer: 40 },
      startDate: '2026-11-01',
      cta: { type: 'edit' },
      // From the birth (Acme's rule: a life event's change from the event's date), but never before the cover began.
      pendingChange: { employeeCost: 102.3, employerCost: 40, startDate: '2026-11-01' },
    });
  });

  it("1: a change never rewrites past statements: Sam's family cover costs £102.30 from the birth, November's difference paid in December", async () => {
    at('2026-11-25T10:00:00Z');
    const [sam] = await ctx.db.select().from(users).where(eq(users.email, SAM));
    const before = await statementsOf(SAM, 'pmi');
    expect(before.statements.map((s) => pence(s.employeeContribution))).toEqual(Array(11).fill(6480));
    expect(pence(before.totals.employeeContribution)).toBe(64800);

    const types = (await call(SAM, 'GET', '/api/client/life-events/available')).available as { id: number; code: string }[];
    await call(SAM, 'POST', '/api/client/life-events', { typeId: types.find((t) => t.code === 'birth')!.id, eventDate: '2026-11-20' });
    const current = (await call(SAM, 'GET', `/api/benefit/${await benefitId('pmi')}/with-selection`)).selection;
    const family = await ctx.db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.userId, sam!.id));
    const changed = await call(SAM, 'PATCH', `/api/selection/${current.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: family.map((m) => m.id), medicalAnswers: noMedical },
    });

    // The past reads as it did (November closed on the 20th), and total paid so far is unchanged (it read £1,023.00
    // before the fix). The change is in force from the birth: family cover now, nothing left to change from later.
    expect(await statementsOf(SAM, 'pmi')).toEqual(before);
    expect(changed.selection).toMatchObject({ status: 'active', startDate: '2026-01-01', changesFrom: null, costs: { employee: 102.3 } });
    // Total benefits: eleven months at £64.80 as paid and December at £102.30 (it read £1,265.10 with Sam's other benefits).
    const total = await totalOf(SAM, 'pmi');
    expect([pence(total!.employeeValue), pence(total!.employerValue)]).toEqual([11 * 6480 + 10230, 12 * 4000]);

    // December pays the family price, and November's difference (£37.50, the family price from the birth on) as arrears.
    at('2026-12-31T12:00:00Z');
    const year = await statementsOf(SAM, 'pmi');
    expect(year.statements.map((s) => [s.month, pence(s.employeeContribution), pence(s.employerContribution)])).toEqual([
      ...Array.from({ length: 11 }, (_, i) => [i + 1, 6480, 4000]),
      [12, 10230 + 3750, 4000],
    ]);
    expect(pence(year.totals.employeeContribution)).toBe(11 * 6480 + 10230 + 3750);
  });
});
