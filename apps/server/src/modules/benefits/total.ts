import { payrollCalendarOf, type EmployeeContext } from './context.ts';
import { penceOf, poundsOf, type TotalBenefitsCard, type TotalBenefitsPage } from '@portal/contracts';
import { allVersions } from '../../db/repositories/selections.ts';
import { toCosted } from './own-choice.ts';
import { listBenefitsOfYear } from './queries.ts';
import { periodValue } from './statements.ts';

/** What each selected benefit of the current scheme year is worth over the year, to the employer and the employee. */
export async function totalBenefitsPage(context: EmployeeContext): Promise<TotalBenefitsPage> {
  const year = context.year;
  const benefits = year ? await listBenefitsOfYear(context.db, context.clientId, year.id) : [];
  const history = await allVersions(
    context.db,
    context.clientId,
    context.userId,
    benefits.map((b) => b.id),
  );
  const calendar = payrollCalendarOf(context);
  const rows = benefits
    .map((benefit) => {
      const versions = history.filter((s) => s.benefitId === benefit.id).map(toCosted);
      return { benefit, ...periodValue(versions, year!, calendar) };
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
