import {
  decimalPounds,
  lastOfMonth,
  PAPDIS_COLUMNS,
  pensionContributionsTexts as t,
  type PapdisColumn,
  type PensionContributionsQuery,
  type PricingRule,
} from '@portal/contracts';
import { badRequest } from '../../lib/errors.ts';
import { contentTypeOf, tableFile } from '../../lib/file-export.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { monthPence, payingVersions } from '../benefits/index.ts';
import { pensionableYearPay } from '../pay/index.ts';
import { choicesOf, costed, payrollPeriod, type SourceRow } from './lines.ts';
import { clientBenefit, cutoffDayOf, eachSourceBatch, emailsOf } from './queries.ts';
import type { ReportDownload } from './service.ts';

/**
 * The PAPDIS contribution file (issue 38; docs/decisions/pay.md "The PAPDIS contribution file"): a pension benefit's
 * members in a payroll month, with what each pays in. The contributions are the month's as the payroll report has
 * them (the version of each choice paying that month, as known now); pensionable earnings are worked out from the
 * salary held now on the plan's basis. Every call has passed `employerAccess` before it gets here.
 */

type Pension = Extract<PricingRule, { kind: 'pension' }>;

/** PAPDIS tax periods count months from April: a monthly payroll's April is 1, March 12. */
export const taxPeriodOf = (month: string) => ((Number(month.slice(5, 7)) + 8) % 12) + 1;

/** A twelfth of a year's pay in pence, half-up, as decimal pounds. */
const monthly = (yearPence: bigint) => decimalPounds((2n * yearPence + 12n) / 24n);

export interface PapdisMember {
  row: SourceRow;
  email: string | null;
  employee: bigint;
  employer: bigint;
}

export interface PapdisMonth {
  clientCode: string;
  month: string;
  /** The payroll period: the day after last month's cut-off to this month's. */
  period: { from: string; to: string };
  pricing: Pension;
}

/** One member's row, by column name; the columns the portal does not hold are empty. */
export function papdisRow(of: PapdisMonth, member: PapdisMember): Record<PapdisColumn, string> {
  const { row } = member;
  const salary = row.census.salary === null ? null : BigInt(Math.round(Number(row.census.salary) * 100));
  const percent = row.census.values.amount;
  const cells: Partial<Record<PapdisColumn, string>> = {
    PAPDISVersion: t.version,
    EmployerId: of.clientCode,
    PayPeriodStartDate: of.period.from,
    PayPeriodEndDate: of.period.to,
    FrequencyCode: t.frequency,
    TaxPeriod: String(taxPeriodOf(of.month)),
    PayReferenceStartDate: of.period.from,
    PayReferenceEndDate: of.period.to,
    Title: row.census.title ?? '',
    Forename1: row.firstName,
    Surname: row.surname,
    EmployeeId: row.employeeNumber ?? '',
    BirthDate: row.census.dateOfBirth ?? '',
    Gender: row.census.sex ?? '',
    EmailAddress: member.email ?? '',
    EmploymentStartDate: row.employmentStartDate ?? '',
    EmployerContributionsAmount: decimalPounds(member.employer),
    EmployerContributionsPercent: String(of.pricing.employerPercent),
    EmployeeContributionsAmount: decimalPounds(member.employee),
    EmployeeContributionsPercent: percent === undefined ? '' : String(percent),
    SalarySacrificeIndicator: t.salarySacrifice,
    PensionableEarningsAmount: salary === null ? '' : monthly(pensionableYearPay(salary, of.pricing.earnings, of.month)),
    TotalGrossQualifyingEarningsAmount: salary === null ? '' : monthly(pensionableYearPay(salary, 'qualifying', of.month)),
  };
  return Object.fromEntries(PAPDIS_COLUMNS.map((column) => [column, cells[column] ?? ''])) as Record<PapdisColumn, string>;
}

/** The members of `benefitId` whose choice pays in `month` (as known at `now`), with the month's contributions. */
export function papdisMembers(rows: SourceRow[], benefitId: number, month: string, now: Date): Omit<PapdisMember, 'email'>[] {
  const members: Omit<PapdisMember, 'email'>[] = [];
  for (const choice of choicesOf(rows.filter((r) => r.benefitId === benefitId))) {
    const versions = costed(choice);
    const paying = payingVersions(versions, month, now);
    const row = choice.versions.findLast((v) => paying.includes(v.selection));
    if (!row) continue;
    const { employee, employer } = monthPence(versions, month, now);
    if (employee === 0n && employer === 0n) continue;
    members.push({ row, employee, employer });
  }
  return members;
}

/** The file: PAPDIS's header, then a row per member, written as the people are read (a batch at a time). */
export async function papdisFile(ctx: EmployerContext, query: PensionContributionsQuery): Promise<ReportDownload> {
  const benefit = await clientBenefit(ctx.db, ctx.clientId, query.benefit);
  if (!benefit || benefit.pricing.kind !== 'pension') throw badRequest({ benefit: t.badBenefit });
  const of: PapdisMonth = {
    clientCode: benefit.clientCode,
    month: query.month,
    period: payrollPeriod(query.month, await cutoffDayOf(ctx.db, ctx.clientId)),
    pricing: benefit.pricing,
  };
  const body = tableFile('csv', 'PAPDIS', [...PAPDIS_COLUMNS], async (emit) => {
    await eachSourceBatch(ctx.db, ctx.clientId, query.month, lastOfMonth(query.month), async (rows) => {
      const members = papdisMembers(rows, benefit.id, query.month, ctx.now);
      const emails = await emailsOf(ctx.db, ctx.clientId, [...new Set(members.map((m) => m.row.userId))]);
      for (const member of members) {
        const row = papdisRow(of, { ...member, email: emails.get(member.row.userId) ?? null });
        await emit(PAPDIS_COLUMNS.map((column) => row[column]));
      }
    });
  });
  return { fileName: t.fileName(benefit.groupCode, query.month), contentType: contentTypeOf('csv'), body };
}
