import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ukToday } from '@portal/contracts';
import { benefitSelections, benefits, clients, reportLines, reports, schemeYears, users } from '../../db/schema/index.ts';
import { freshIp } from '../../test/auth.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { ageOn, computeCosts, monthlyStatements } from '../benefits/index.ts';
import { runReportJobs } from './jobs.ts';

/**
 * The golden payroll test on the Acme demo: every month of the scheme year so far, every line of the payroll report is
 * compared, to the penny, with the employee's own statement for that month (the statements' rule, and for Sam the
 * statements call itself) and with the pricing engine run again on the selection; and every statement payment of the
 * month has its line.
 */
const ctx = seededApp({ login: ['employee', 'employer'], timeout: 120_000 });

const today = ukToday(new Date());
const year = Number(today.slice(0, 4));
const months = Array.from({ length: Number(today.slice(5, 7)) }, (_, i) => i + 1);
const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);

describe('payroll report, golden', () => {
  it('matches the statements and the pricing engine on every line of every month', async () => {
    const [acme] = await ctx.db.select().from(clients).where(eq(clients.code, 'acme'));
    const [yearRow] = await ctx.db
      .select()
      .from(schemeYears)
      .where(and(eq(schemeYears.clientId, acme!.id), eq(schemeYears.year, year)));
    for (const month of months) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `/api/client/${acme!.id}/reports`,
        headers: { ...host('acme'), authorization: `Bearer ${ctx.tokens.employer}` },
        payload: { kind: 'payroll', year, month },
        remoteAddress: freshIp(),
      });
      expect(asked.statusCode).toBe(200);
    }
    // The request also wakes the app's own runner: a job it holds is skipped here, so wait until every month is made.
    const unfinished = async () => {
      await runReportJobs(ctx.db);
      const made = await ctx.db
        .select({ status: reports.status })
        .from(reports)
        .where(and(eq(reports.clientId, acme!.id), eq(reports.kind, 'payroll'), eq(reports.year, year)));
      return made.filter((r) => r.status !== 'ready').length;
    };
    await expect.poll(unfinished, { timeout: 60_000, interval: 250 }).toBe(0);
    const selections = await ctx.db
      .select({ s: benefitSelections, b: benefits, u: users })
      .from(benefitSelections)
      .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
      .innerJoin(users, eq(users.id, benefitSelections.userId))
      .where(eq(benefitSelections.clientId, acme!.id));
    const costed = (s: (typeof selections)[number]['s']) => ({
      ...s,
      employeeCost: Number(s.employeeCost),
      employerCost: Number(s.employerCost),
      yearEndsOn: yearRow!.endsOn,
    });
    // The reports were made now: each month's statement as it reads now (a closed month as it closed, with arrears).
    const calendar = { cutoffDay: acme!.payrollCutoffDay, now: new Date() };
    const choices = new Map<string, { userId: number; benefit: string; versions: ReturnType<typeof costed>[] }>();
    for (const { s, b } of selections) {
      const key = `${s.userId}:${b.name}`;
      const found = choices.get(key) ?? { userId: s.userId, benefit: b.name, versions: [] };
      found.versions.push(costed(s));
      choices.set(key, found);
    }

    // The engine, run again on every selection, gives the costs stored with it.
    for (const { s, b, u } of selections) {
      const input = {
        option: s.values.option ?? null,
        amount: s.values.amount ?? null,
        peopleCovered: s.peopleCovered.length,
        salary: u.salary === null ? null : Number(u.salary),
        age: u.dateOfBirth ? ageOn(u.dateOfBirth, s.startsOn) : null,
        startsOn: s.startsOn,
      };
      const costs = computeCosts({ pricing: b.pricing, employerContribution: b.employerContribution }, input);
      expect([pence(costs.employee), pence(costs.employer)], `${u.email} ${b.name}`).toEqual([pence(s.employeeCost), pence(s.employerCost)]);
    }

    let compared = 0;
    for (const month of months) {
      const [report] = await ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.clientId, acme!.id), eq(reports.kind, 'payroll'), eq(reports.year, year), eq(reports.month, month)));
      expect(report!.status).toBe('ready');
      const lines = await ctx.db.select().from(reportLines).where(eq(reportLines.reportId, report!.id));
      const paying = lines.filter((l) => l.change !== 'stopped' || pence(l.arrears) !== 0);
      // Every person and benefit the statements say paid this month has a line, and nothing else does.
      const expected = new Map<string, { employee: number; employer: number }>();
      for (const [key, choice] of choices) {
        const [statement] = monthlyStatements(choice.versions, yearRow!, calendar).filter((st) => st.month === month);
        if (statement) expected.set(key, { employee: pence(statement.employeeContribution), employer: pence(statement.employerContribution) });
      }
      expect(new Set(paying.map((l) => `${l.userId}:${l.benefitName}`))).toEqual(new Set(expected.keys()));
      for (const line of paying) {
        const want = expected.get(`${line.userId}:${line.benefitName}`)!;
        expect(pence(line.preTax) + pence(line.postTax) + pence(line.arrears), `${month} ${line.surname} ${line.benefitName}`).toBe(want.employee);
        expect(pence(line.employerContribution) + pence(line.employerArrears)).toBe(want.employer);
        expect(line.salarySacrifice ? pence(line.postTax) : pence(line.preTax)).toBe(0);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(months.length * 20);

    // Sam's own statements call, month by month, against his payroll lines.
    const [sam] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
    const statements = await ctx.app.inject({
      method: 'GET',
      url: `/api/benefit-group/pmi/contributions?year=${year}`,
      headers: { ...host('acme'), authorization: `Bearer ${ctx.tokens.employee}` },
      remoteAddress: freshIp(),
    });
    expect(statements.statusCode).toBe(200);
    const own = statements.json().statements as { month: number; employeeContribution: number; employerContribution: number }[];
    expect(own.length).toBe(months.length);
    for (const statement of own) {
      const [report] = await ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.clientId, acme!.id), eq(reports.kind, 'payroll'), eq(reports.year, year), eq(reports.month, statement.month)));
      const [line] = await ctx.db
        .select()
        .from(reportLines)
        .where(and(eq(reportLines.reportId, report!.id), eq(reportLines.userId, sam!.id), eq(reportLines.benefitName, 'Private Medical Insurance')));
      expect(line, `month ${statement.month}`).toBeDefined();
      expect(pence(line!.preTax) + pence(line!.postTax) + pence(line!.arrears)).toBe(pence(statement.employeeContribution));
      expect(pence(line!.employerContribution) + pence(line!.employerArrears)).toBe(pence(statement.employerContribution));
    }
  });
});
