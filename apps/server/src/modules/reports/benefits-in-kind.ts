import type { Pence } from '@portal/contracts';
import { monthPence } from '../benefits/index.ts';
import { cashEquivalent, taxYearMonths } from '../pay/index.ts';
import { choicesOf, costed, type SourceRow } from './lines.ts';

/**
 * The year-end report of benefits in kind (issue 38; docs/decisions/pay.md "Benefits in kind"): per person and benefit
 * of a tax year, each payroll month's cash equivalent (pay/benefits-in-kind.ts) and the year's, with the parts P11D
 * section I asks for. Pure: the report reads the versions a batch of people at a time and writes what this answers.
 */

export interface BenefitInKindLine {
  userId: number;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  benefitName: string;
  provider: string;
  /** The cash equivalent of each payroll month, April to March. */
  months: Pence[];
  /** Months in which the benefit was provided (in force and paid for). */
  monthsProvided: number;
  /** What was paid for the benefit in the year: the person's part and the employer's. */
  cost: Pence;
  /** The person's part when had for salary given up. */
  givenUp: Pence;
  /** The person's part when paid from net pay. */
  madeGood: Pence;
  cashEquivalent: Pence;
}

/**
 * The lines of a tax year (by the year it starts in) for some people (all their versions in `rows`), as known at `at`:
 * a line per person and benefit in kind provided in one of its months; a benefit of one name in two scheme years is one
 * line (P11D reports a benefit per person, not per scheme year). Exempt benefits have no line.
 */
export function benefitInKindLines(rows: SourceRow[], year: number, at: Date): BenefitInKindLine[] {
  const months = taxYearMonths(year);
  const lines = new Map<string, BenefitInKindLine>();
  for (const choice of choicesOf(rows)) {
    const row = choice.shown;
    if (row.taxTreatment !== 'benefit-in-kind') continue;
    const key = `${row.userId}:${row.benefitName}`;
    const line = lines.get(key) ?? {
      userId: row.userId,
      employeeNumber: row.employeeNumber,
      firstName: row.firstName,
      surname: row.surname,
      benefitName: row.benefitName,
      provider: row.provider,
      months: months.map(() => 0n),
      monthsProvided: 0,
      cost: 0n,
      givenUp: 0n,
      madeGood: 0n,
      cashEquivalent: 0n,
    };
    let provided = false;
    months.forEach((month, index) => {
      const paid = monthPence(costed(choice), month, at);
      if (!paid.paying) return;
      provided = true;
      const value = cashEquivalent({ treatment: row.taxTreatment, salarySacrifice: row.salarySacrifice, employee: paid.employee, employer: paid.employer });
      line.months[index]! += value;
      line.cashEquivalent += value;
      line.cost += paid.employee + paid.employer;
      if (row.salarySacrifice) line.givenUp += paid.employee;
      else line.madeGood += paid.employee;
      if (paid.employee + paid.employer > 0n) line.monthsProvided += 1;
    });
    if (provided) lines.set(key, line);
  }
  return [...lines.values()];
}
