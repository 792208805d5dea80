import { notFound } from '../../lib/errors.ts';
import { payrollCalendarOf, type EmployeeContext } from './context.ts';
import { penceOf, poundsOf, type Statement, type Statements } from '@portal/contracts';
import { costedHistory } from './own-choice.ts';
import { findCurrentSchemeYear, findSchemeYear, listGroupBenefits, listGroupsBenefits } from './queries.ts';
import { monthlyStatements } from './statements.ts';

/**
 * Statements of a benefit group: the caller's own contributions month by month, up to this month (its payment
 * upcoming), each month as its payroll settled it (statements.ts).
 */
export async function groupContributions(context: EmployeeContext, groupCode: string, yearNumber: number | undefined): Promise<Statements> {
  const year =
    yearNumber === undefined ? await findCurrentSchemeYear(context.db, context.clientId) : await findSchemeYear(context.db, context.clientId, yearNumber);
  const group = year ? await listGroupBenefits(context.db, context.clientId, groupCode, year.id) : [];
  if (!year || group.length === 0) throw notFound('There are no statements for this benefit');
  // The group's choices of every year: January settles a late change into the year before's December.
  const everyYear = await listGroupsBenefits(context.db, context.clientId, [groupCode]);
  const versions = await costedHistory(
    context,
    everyYear.map((b) => b.id),
  );
  const statements = monthlyStatements(versions, year, payrollCalendarOf(context));
  return { groupCode, groupName: group[0]!.name, year: year.year, statements, totals: paidTotals(statements) };
}

/** What the months paid so far come to, to the penny: an upcoming month is left out. */
export function paidTotals(statements: Statement[]): Statements['totals'] {
  const paid = statements.filter((s) => s.status === 'paid');
  const sum = (pick: (s: Statement) => number) => poundsOf(paid.reduce((total, s) => total + penceOf(pick(s)), 0n));
  return { employeeContribution: sum((s) => s.employeeContribution), employerContribution: sum((s) => s.employerContribution) };
}
