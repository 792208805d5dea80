import { benefitsInKindTexts as t, decimalPounds, formatMonthYear, lastOfMonth, poundsOf, type BenefitsInKindQuery, type Pence } from '@portal/contracts';
import { contentTypeOf, tableFile, type Cell } from '../../lib/file-export.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { FIRST_PAYROLLED_TAX_YEAR, taxYearMonths } from '../pay/index.ts';
import { benefitInKindLines } from './benefits-in-kind.ts';
import { eachSourceBatch } from './queries.ts';
import type { ReportDownload } from './service.ts';

/** Every call has passed `employerAccess` (role, and the client in the path is the caller's) before it gets here. */

/**
 * The year-end report of benefits in kind of a tax year, as known now: a row per person and benefit in kind, in the
 * payroll report's order, written a batch of people at a time. Money is two decimals in CSV and numbers in XLSX.
 */
export function benefitsInKindFile(ctx: EmployerContext, query: BenefitsInKindQuery): ReportDownload {
  const { year, format } = query;
  const months = taxYearMonths(year);
  const c = t.columns;
  const header = [c.employeeNumber, c.firstName, c.surname, c.benefit, c.provider, ...months.map((m) => c.month(formatMonthYear(m)))];
  header.push(c.months, c.cost, c.givenUp, c.madeGood, c.cashEquivalent, c.payrolled);
  const money = (pence: Pence): Cell => (format === 'csv' ? decimalPounds(pence) : poundsOf(pence));
  const payrolled = year >= FIRST_PAYROLLED_TAX_YEAR ? 'Yes' : 'No';
  const body = tableFile(format, t.taxYear(year), header, (emit) =>
    eachSourceBatch(ctx.db, ctx.clientId, months[0]!, lastOfMonth(months[11]!), async (rows) => {
      for (const line of benefitInKindLines(rows, year, ctx.now)) {
        await emit([
          line.employeeNumber ?? '',
          line.firstName,
          line.surname,
          line.benefitName,
          line.provider,
          ...line.months.map(money),
          line.monthsProvided,
          money(line.cost),
          money(line.givenUp),
          money(line.madeGood),
          money(line.cashEquivalent),
          payrolled,
        ]);
      }
    }),
  );
  return { fileName: `benefits-in-kind-${t.taxYear(year)}.${format}`, contentType: contentTypeOf(format), body };
}
