import { lastOfMonth, penceOf, type Pence } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { addMonths, ARREARS_MONTHS, type PayrollCalendar } from '../benefits/index.ts';
import { DEFAULT_TAX_REGION, sacrificeEffect } from '../pay/index.ts';
import { payrollLines } from './lines.ts';
import { eachSourceBatch } from './queries.ts';

/**
 * The employer's saving (issue 38, docs/decisions/pay.md "The employer's saving"): the employer NI a month's salary
 * sacrifices save, per person and per benefit, worked out once here for the dashboard and for the CSV. A person's
 * sacrifices are the month's pre-tax deductions of the payroll report (lines.ts, as the payroll file has them), priced
 * together by the pay calculator on their salary; the saving is then split between their benefits in proportion.
 */

/** One person's salary sacrifices of a month, as the payroll report's lines have them. */
export interface MonthSacrifices {
  userId: number;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  /** The salary a year as held now, in pence; null when it is not held. */
  salary: Pence | null;
  /** Each benefit's pre-tax deduction of the month, in the payroll report's order. */
  benefits: { name: string; sacrificed: Pence }[];
}

export interface PersonSaving extends MonthSacrifices {
  /** The employer NI saved a month; null when the salary is not held (nothing is guessed). */
  saving: Pence | null;
  /** Each benefit's part of the saving, in the order of `benefits`; null with the saving. */
  parts: Pence[] | null;
}

/**
 * `total` split in proportion to `weights`, in whole pence: each part rounded down, then the pennies left over go one
 * each to the largest remainders (the earlier part first on a tie), so the parts always sum to `total` exactly.
 */
export function splitByShare(total: Pence, weights: Pence[]): Pence[] {
  const whole = weights.reduce((sum, w) => sum + w, 0n);
  if (whole <= 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / whole);
  const remainders = weights.map((w, index) => ({ index, remainder: (total * w) % whole }));
  let left = total - parts.reduce((sum, p) => sum + p, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * The employer NI a person's month of sacrifices saves: all of them together (the calculator's `employerNi` for the
 * whole month's sacrifice, worked over the tax year of `month`), split between the benefits by their share of it.
 * Employer NI does not depend on where the person pays income tax, so the default region is used.
 */
export function personSaving(person: MonthSacrifices, month: string): PersonSaving {
  if (person.salary === null) return { ...person, saving: null, parts: null };
  const sacrificed = person.benefits.reduce((sum, b) => sum + b.sacrificed, 0n);
  const saving = sacrificeEffect({ salary: person.salary, sacrificePerMonth: sacrificed, region: DEFAULT_TAX_REGION, on: month }).employerNi;
  return {
    ...person,
    saving,
    parts: splitByShare(
      saving,
      person.benefits.map((b) => b.sacrificed),
    ),
  };
}

/** Decimal pounds as the payroll lines and the people's records hold them ('1234.50') to pence. */
const penceOfDecimal = (pounds: string): Pence => penceOf(Number(pounds));

/**
 * Everyone with a salary sacrifice in the month's payroll (a pre-tax deduction of the month, as known at its closing or
 * now while it is open; arrears and a leaver's final balance are not sacrifices of the month), with their saving, a
 * batch of people at a time. The rows read are the payroll report's own (its months of arrears included), so the
 * deductions are the payroll file's to the penny.
 */
export async function eachPersonSaving(
  db: Db,
  clientId: number,
  month: string,
  calendar: PayrollCalendar,
  onBatch: (people: PersonSaving[]) => Promise<void>,
): Promise<void> {
  await eachSourceBatch(db, clientId, addMonths(month, -ARREARS_MONTHS), lastOfMonth(month), async (rows) => {
    const salaries = new Map(rows.map((row) => [row.userId, row.census.salary]));
    const people = new Map<number, MonthSacrifices>();
    for (const line of payrollLines(rows, month, calendar)) {
      const sacrificed = penceOfDecimal(line.preTax ?? '0');
      if (!line.salarySacrifice || sacrificed <= 0n || typeof line.userId !== 'number') continue;
      const found = people.get(line.userId);
      if (found) {
        found.benefits.push({ name: line.benefitName ?? '', sacrificed });
        continue;
      }
      const salary = salaries.get(line.userId) ?? null;
      people.set(line.userId, {
        userId: line.userId,
        employeeNumber: line.employeeNumber ?? null,
        firstName: line.firstName,
        surname: line.surname,
        salary: salary === null ? null : penceOfDecimal(salary),
        benefits: [{ name: line.benefitName ?? '', sacrificed }],
      });
    }
    await onBatch([...people.values()].map((person) => personSaving(person, month)));
  });
}
