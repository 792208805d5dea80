import { payrollCalendarOf, type EmployeeContext } from './context.ts';
import { firstOfMonth, isSacrificeKind, penceOf, poundsOf, ukToday, type TotalBenefitsCard, type TotalBenefitsPage } from '@portal/contracts';
import { allVersions } from '../../db/repositories/selections.ts';
import { toCosted } from './own-choice.ts';
import { listBenefitsOfYear, listGroupsBenefits } from './queries.ts';
import { monthPence, periodValue } from './statements.ts';
import { DEFAULT_TAX_REGION, sacrificeEffect, type TaxRegion } from '../pay/index.ts';

/** What each selected benefit of the current scheme year is worth over the year, to the employer and the employee. */
export async function totalBenefitsPage(context: EmployeeContext): Promise<TotalBenefitsPage> {
  const year = context.year;
  const benefits = year ? await listBenefitsOfYear(context.db, context.clientId, year.id) : [];
  // With the groups' choices of other years: January settles a late change into the year before's December.
  const groups = await listGroupsBenefits(
    context.db,
    context.clientId,
    benefits.map((b) => b.groupCode),
  );
  const groupOf = new Map(groups.map((b) => [b.id, b.groupCode]));
  const history = await allVersions(
    context.db,
    context.clientId,
    context.userId,
    groups.map((b) => b.id),
  );
  const calendar = payrollCalendarOf(context);
  const month = firstOfMonth(ukToday(calendar.now));
  const rows = benefits
    .map((benefit) => {
      const versions = history.filter((s) => groupOf.get(s.benefitId) === benefit.groupCode).map(toCosted);
      return { benefit, versions, ...periodValue(versions, year!, calendar) };
    })
    .filter((r) => r.employee + r.employer > 0n);
  const salary = context.salary;
  return {
    year: year?.year ?? null,
    salary,
    benefits: rows.map(({ benefit, employee, employer }) => ({
      benefitId: benefit.id,
      name: benefit.name,
      groupCode: benefit.groupCode,
      category: benefit.category,
      employerValue: poundsOf(employer),
      employeeValue: poundsOf(employee),
    })),
    totals: yearTotals(rows, salary),
    thisMonth: monthFigures(rows, month, calendar.now, salary, context.pay.taxRegion),
  };
}

type MonthRow = { benefit: { id: number; pricing: { kind: string } }; versions: Parameters<typeof monthPence>[0] };

/**
 * Overview mode 'month': what each benefit of the year costs this month, the figure its statement line has; and what
 * the month's salary sacrifices (the employee's part of each, given up from gross pay) do together to take-home pay.
 */
export function monthFigures(rows: MonthRow[], month: string, now: Date, salary: number | null, region: TaxRegion = DEFAULT_TAX_REGION) {
  const months = rows.map(({ benefit, versions }) => ({
    benefitId: benefit.id,
    sacrifice: isSacrificeKind(benefit.pricing.kind),
    ...monthPence(versions, month, now),
  }));
  const employer = months.reduce((sum, m) => sum + m.employer, 0n);
  const employee = months.reduce((sum, m) => sum + m.employee, 0n);
  const sacrificed = months.reduce((sum, m) => (m.sacrifice ? sum + m.employee : sum), 0n);
  const effect = salary === null || sacrificed === 0n ? null : sacrificeEffect({ salary: penceOf(salary), sacrificePerMonth: sacrificed, region, on: month });
  return {
    month,
    benefits: months.map((m) => ({ benefitId: m.benefitId, employerValue: poundsOf(m.employer), employeeValue: poundsOf(m.employee) })),
    totals: { employerValue: poundsOf(employer), employeeValue: poundsOf(employee), totalValue: poundsOf(employer + employee) },
    takeHome: effect && {
      sacrificed: poundsOf(effect.gross),
      incomeTax: poundsOf(effect.incomeTax),
      employeeNi: poundsOf(effect.employeeNi),
      net: poundsOf(effect.net),
      taxYear: effect.taxYear,
    },
  };
}

/**
 * The year's figures, defined here once for every screen (home cards, total benefits, statements): what the
 * employer pays, what the employee pays, what the benefits are worth (both), and the total package, which is the
 * salary plus what the employer pays, and unknown (null) without a salary rather than the benefits alone.
 */
export function yearTotals(rows: { employee: bigint; employer: bigint }[], salary: number | null) {
  const employer = rows.reduce((sum, r) => sum + r.employer, 0n);
  const employee = rows.reduce((sum, r) => sum + r.employee, 0n);
  return {
    employerValue: poundsOf(employer),
    employeeValue: poundsOf(employee),
    totalValue: poundsOf(employer + employee),
    totalPackage: salary === null ? null : poundsOf(penceOf(salary) + employer),
  };
}

export async function totalBenefitsCard(context: EmployeeContext): Promise<TotalBenefitsCard> {
  const page = await totalBenefitsPage(context);
  return { year: page.year, salary: page.salary, ...page.totals, benefitsCount: page.benefits.length };
}
