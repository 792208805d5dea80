import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { benefits, benefitSelections, clients, familyMembers, users } from '../../db/schema/index.ts';
import { createFamilyMember } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { bearer, createPerson, freshIp, loginAs } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/**
 * Issue 35, reproduction 1: in a scheme year's last month nothing could be chosen. On the Acme demo (its 2026 year,
 * 2027 prepared by the seed for enrolment; payroll cut-off the 20th), on 6 December Sam records the birth of a child
 * and adds her to his medical cover, and joins dental ("at any time"); a life event on the year's last day still
 * changes cover that day. Before the fix the change answered 409 ("A change now would start after this cover ends on
 * 31 December 2026") and dental's start-date range ran from 1 January 2027 to 31 December 2026.
 */

const DECEMBER = new Date('2026-12-06T10:00:00Z');
const ctx = seededApp({ now: DECEMBER });

let now = DECEMBER;
beforeAll(() => {
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
});
afterAll(() => {
  vi.restoreAllMocks();
});

const SAM = 'employee@acme.test';
const noMedical = { 'treatment-5-years': false, symptoms: false };
const pence = (pounds: number) => Math.round(pounds * 100);

type Method = 'GET' | 'POST' | 'PATCH';
async function answer(email: string, method: Method, url: string, payload?: object) {
  const { access_token } = await loginAs(ctx.app, email, { clientCode: 'acme' });
  return ctx.app.inject({ method, url, headers: bearer(access_token), remoteAddress: freshIp(), ...(payload && { payload }) });
}
async function call(email: string, method: Method, url: string, payload?: object) {
  const res = await answer(email, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const benefitId = async (groupCode: string) =>
  (
    await ctx.db
      .select({ id: benefits.id })
      .from(benefits)
      .innerJoin(clients, eq(clients.id, benefits.clientId))
      .where(and(eq(clients.code, 'acme'), eq(benefits.groupCode, groupCode)))
  )[0]!.id;
async function recordBirth(email: string, eventDate: string) {
  const types = (await call(email, 'GET', '/api/client/life-events/available')).available as { id: number; code: string }[];
  await call(email, 'POST', '/api/client/life-events', { typeId: types.find((t) => t.code === 'birth')!.id, eventDate });
}
const statementsOf = async (email: string, groupCode: string) =>
  (await call(email, 'GET', `/api/benefit-group/${groupCode}/contributions`)) as {
    statements: { month: number; employeeContribution: number; employerContribution: number }[];
  };

describe("a scheme year's last month (issue 35, reproduction 1)", () => {
  it('lets Sam join dental ("at any time") in December: cover from the day he chooses it, in this year, priced', async () => {
    const dental = await benefitId('dental');
    const detail = await call(SAM, 'GET', `/api/benefit/${dental}`);
    // The first of next month is in a year that does not exist yet: the change takes effect today instead.
    expect(detail.setup.startDate).toEqual({ earliest: '2026-12-06', latest: '2026-12-31' });
    const chosen = await answer(SAM, 'POST', `/api/benefit/${dental}/selection`, { values: { option: 'individual', startDate: '2026-12-06' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().selection).toMatchObject({ status: 'active', startDate: '2026-12-06', endDate: '2026-12-31' });
    expect(chosen.json().selection.costs.employee).toBeGreaterThan(0);
  });

  it("adds Sam's newborn to his medical cover from her birth, in this year: December is paid at the family price", async () => {
    const [sam] = await ctx.db.select().from(users).where(eq(users.email, SAM));
    const baby = await createFamilyMember(ctx.db, {
      clientId: sam!.clientId!,
      userId: sam!.id,
      firstName: 'Ava',
      surname: 'Taylor',
      dateOfBirth: '2026-12-04',
      genderId: 2,
      famtypeId: 2,
    });
    await recordBirth(SAM, '2026-12-04');
    const pmi = await benefitId('pmi');
    const current = (await call(SAM, 'GET', `/api/benefit/${pmi}/with-selection`)).selection;
    expect(current).toMatchObject({ status: 'active', startDate: '2026-01-01', endDate: '2026-12-31', costs: { employee: 64.8 } });

    const family = await ctx.db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.userId, sam!.id));
    const changed = await answer(SAM, 'PATCH', `/api/selection/${current.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: family.map((m) => m.id), medicalAnswers: noMedical },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // In force from the birth, two days ago: nothing left to change from later.
    expect(changed.json().selection).toMatchObject({ status: 'active', changesFrom: null, endDate: '2026-12-31', costs: { employee: 102.3 } });
    const [version] = await ctx.db
      .select({ startsOn: benefitSelections.startsOn })
      .from(benefitSelections)
      .where(and(eq(benefitSelections.chainId, current.selectionId), isNull(benefitSelections.supersededAt), isNull(benefitSelections.endReason)));
    expect(version).toEqual({ startsOn: '2026-12-04' });
    expect(changed.json().selection.peopleCovered.map((p: { familyMemberId: number }) => p.familyMemberId)).toContain(baby.id);

    // Eleven months as they were paid, and December once, at the family price (not both prices for one month).
    now = new Date('2026-12-31T12:00:00Z');
    const year = await statementsOf(SAM, 'pmi');
    expect(year.statements.map((s) => [s.month, pence(s.employeeContribution), pence(s.employerContribution)])).toEqual([
      ...Array.from({ length: 11 }, (_, i) => [i + 1, 6480, 4000]),
      [12, 10230, 4000],
    ]);
    now = DECEMBER;
  });

  it("takes a life event on the year's last day: the newborn is covered from that day, December paid once", async () => {
    now = new Date('2026-12-31T15:00:00Z');
    const person = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds' });
    const family = { clientId: person.clientId!, userId: person.id, surname: 'Example', genderId: 1 };
    const partner = await createFamilyMember(ctx.db, { ...family, firstName: 'Pat', dateOfBirth: '1982-03-03', famtypeId: 1 });
    const pmi = await benefitId('pmi');
    const joined = await call(person.email, 'POST', `/api/benefit/${pmi}/selection`, {
      accepted_terms: 2,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: noMedical },
    });
    expect(joined.selection).toMatchObject({ status: 'active', startDate: '2026-12-31', endDate: '2026-12-31', costs: { employee: 64.8 } });

    const child = await createFamilyMember(ctx.db, { ...family, firstName: 'Kim', dateOfBirth: '2026-12-31', famtypeId: 2 });
    await recordBirth(person.email, '2026-12-31');
    const changed = await call(person.email, 'PATCH', `/api/selection/${joined.selection.selectionId}`, {
      accepted_terms: 2,
      values: { option: 'employee-family', peopleCovered: [partner.id, child.id], medicalAnswers: noMedical },
    });
    expect(changed.selection).toMatchObject({ status: 'active', startDate: '2026-12-31', endDate: '2026-12-31', costs: { employee: 102.3 } });
    // December's payroll closed on the 20th: its price is settled as arrears in January's, so no December payment yet.
    expect((await statementsOf(person.email, 'pmi')).statements).toEqual([]);
    now = DECEMBER;
  });
});
