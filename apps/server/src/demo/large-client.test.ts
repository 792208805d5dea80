import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benefits, benefitSelections, clients, schemeYears, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { ageOn, computeCosts } from '../modules/benefits/index.ts';
import { loginAs } from '../test/auth.ts';
import { testApp } from '../test/fixture.ts';
import { LARGE_CLIENT_CODE, LARGE_CLIENT_EMPLOYER, LARGE_CLIENT_SALARIES, seedLargeClient } from './large-client.ts';
import { DEMO_PASSWORD } from './seed.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const ctx = testApp({
  now: NOW,
  prepare: async ({ db }) => {
    const hash = await hashPassword(DEMO_PASSWORD);
    await seedLargeClient(db, 250, hash, NOW);
    await seedLargeClient(db, 250, hash, NOW);
  },
});

const clientRows = async () => {
  const [client] = await ctx.db.select().from(clients).where(eq(clients.code, LARGE_CLIENT_CODE));
  return client!;
};

describe('the large benchmark client', () => {
  it('has the asked number of varied employees and an employer who can log in, once however often it runs', async () => {
    const client = await clientRows();
    const people = await ctx.db.select().from(users).where(eq(users.clientId, client.id));
    expect(people).toHaveLength(251);
    const employees = people.filter((p) => p.userType === 'employee');
    expect(employees.filter((p) => p.activatedAt === null)).toHaveLength(50);
    expect(new Set(employees.map((p) => p.location)).size).toBe(7);
    // Believable: nobody started work before 18, and whoever registered has logged in.
    const adult = (p: (typeof employees)[number]) => p.employmentStartDate! >= `${Number(p.dateOfBirth!.slice(0, 4)) + 18}${p.dateOfBirth!.slice(4)}`;
    expect(employees.filter((p) => !adult(p))).toEqual([]);
    expect(employees.filter((p) => p.activatedAt !== null && p.lastLoginAt === null)).toEqual([]);
    expect(new Set(employees.map((p) => p.email)).size).toBe(250);
    expect(new Set(employees.map((p) => Number(p.salary)))).toEqual(new Set(LARGE_CLIENT_SALARIES));
    expect(client).toMatchObject({ dataLoadEligibilityImpact: true, payrollCutoffDay: 31 });
    const tokens = await loginAs(ctx.app, LARGE_CLIENT_EMPLOYER, { clientCode: LARGE_CLIENT_CODE });
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it("has a current scheme year of the demo's benefits; everyone has life assurance, a third dental, and Cycle to Work waits for approval", async () => {
    const client = await clientRows();
    const years = await ctx.db.select().from(schemeYears).where(eq(schemeYears.clientId, client.id));
    expect(years.map((y) => [y.year, y.isCurrent])).toEqual([[2026, true]]);
    const rows = await ctx.db
      .select({ code: benefits.groupCode, status: benefitSelections.status, startsOn: benefitSelections.startsOn, approvedAt: benefitSelections.approvedAt })
      .from(benefitSelections)
      .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
      .where(eq(benefitSelections.clientId, client.id));
    const of = (code: string) => rows.filter((r) => r.code === code);
    expect(of('life')).toHaveLength(250);
    expect(of('dental')).toHaveLength(83);
    expect(of('ctw')).toHaveLength(250);
    for (const row of [...of('life'), ...of('dental')])
      expect(row).toMatchObject({ status: 'active', startsOn: '2026-11-01', approvedAt: new Date('2026-10-01T12:00:00Z') });
    for (const row of of('ctw')) expect(row).toMatchObject({ status: 'pending-approval', startsOn: '2026-12-01', approvedAt: null });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/scheme/selections/pending',
      headers: await ctx.headersOf(LARGE_CLIENT_EMPLOYER, LARGE_CLIENT_CODE),
    });
    expect(pending.json()).toMatchObject({ data: [{ benefitName: 'Cycle to Work', count: 250 }], total: 250 });
  });

  it('stores the costs the one pricing engine gives for each person', async () => {
    const client = await clientRows();
    const rows = await ctx.db
      .select({ selection: benefitSelections, benefit: benefits, salary: users.salary, dateOfBirth: users.dateOfBirth })
      .from(benefitSelections)
      .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
      .innerJoin(users, eq(users.id, benefitSelections.userId))
      .where(eq(benefitSelections.clientId, client.id));
    expect(rows.length).toBe(583);
    for (const { selection, benefit, salary, dateOfBirth } of rows) {
      const costs = computeCosts(benefit, {
        option: selection.values.option,
        amount: selection.values.amount,
        peopleCovered: selection.peopleCovered.length,
        salary: Number(salary),
        age: ageOn(dateOfBirth!, selection.startsOn),
        startsOn: selection.startsOn,
      });
      expect({ employee: selection.employeeCost, employer: selection.employerCost, costs: selection.costs }).toEqual({
        employee: costs.employee.toFixed(2),
        employer: costs.employer.toFixed(2),
        costs,
      });
    }
    // Different salaries and cover give different prices: the templates are not one price for everyone.
    expect(new Set(rows.filter((r) => r.benefit.groupCode === 'life').map((r) => r.selection.employeeCost)).size).toBeGreaterThan(10);
    // The seed turns the data-version trigger off for its bulk insert only.
    const trigger = (await ctx.db.execute(sql`select tgenabled from pg_trigger where tgname = 'benefit_selections_version'`)) as unknown as { rows: unknown[] };
    expect(trigger.rows).toEqual([{ tgenabled: 'O' }]);
  });
});
