import { pageShape, type ReportDownloadQuery } from '@portal/contracts';
import { sourceSelectionsOn } from '../../db/repositories/selection-reads/reports.ts';
import { downloadReport, reportList } from '../reports/index.ts';
import type { ReportKind } from '@portal/contracts';
import { auditCall, type PublicContext } from './caller.ts';
import { employeesPage } from './queries.ts';

const scopeOf = (ctx: PublicContext) => ({ db: ctx.db, clientId: ctx.clientId, now: ctx.now });

/** `employees:read`: the key's client's people, a page at a time. */
export async function employees(ctx: PublicContext, page: number, perPage: number) {
  const { rows, total } = await employeesPage(ctx.db, ctx.clientId, perPage, (page - 1) * perPage);
  await auditCall(ctx, { count: rows.length });
  return pageShape(rows, total, page, perPage);
}

/** `selections:read`: the decided selections in force on the day, as the payroll report reads them, with their monthly costs. */
export async function selectionsOn(ctx: PublicContext, on: string, page: number, perPage: number) {
  const { rows, total } = await sourceSelectionsOn(ctx.db, ctx.clientId, on, perPage, (page - 1) * perPage);
  await auditCall(ctx, { count: rows.length });
  const data = rows.map((row) => ({
    selectionId: row.chainId,
    employee: { id: row.userId, employeeNumber: row.employeeNumber, firstName: row.firstName, surname: row.surname },
    benefit: { id: row.benefitId, name: row.benefitName, provider: row.provider },
    status: row.status,
    values: (row.values ?? {}) as Record<string, unknown>,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    employeeMonthly: String(row.employeeCost),
    employerMonthly: String(row.employerCost),
  }));
  return { ...pageShape(data, total, page, perPage), on };
}

/** `reports:read`: the reports page's list, and one ready report as a file. */
export const reports = (ctx: PublicContext, kind: ReportKind | undefined) => reportList(scopeOf(ctx), kind);

export async function reportFile(ctx: PublicContext, reportId: number, choice: ReportDownloadQuery) {
  const file = await downloadReport(scopeOf(ctx), reportId, choice);
  await auditCall(ctx, { reportId });
  return file;
}
