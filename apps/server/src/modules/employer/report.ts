import type { Readable } from 'node:stream';
import type { EmployeeFilter, EmployeeReportType, EmployeeRow, ReportFormat } from '@portal/contracts';
import { contentTypeOf, tableFile } from '../../lib/file-export.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { employeeRow } from './present.ts';
import { eachEmployeeBatch } from './queries.ts';

export { safeCell } from '../../lib/file-export.ts';

type Column = [string, (row: EmployeeRow) => string];

/** The employee list download's columns: header and value, in order (the same for CSV and XLSX). */
const employeeColumns: Column[] = [
  ['Employee number', (r) => r.employeeNumber ?? ''],
  ['First name', (r) => r.firstName],
  ['Surname', (r) => r.surname],
  ['Email', (r) => r.email],
  ['Location', (r) => r.location ?? ''],
  ['Grade', (r) => r.grade ?? ''],
  ['Employment status', (r) => r.employmentStatus],
  ['Registered', (r) => (r.registered ? 'Yes' : 'No')],
  ['Registered on', (r) => r.registeredAt?.slice(0, 10) ?? ''],
  ['Last login', (r) => r.lastLoginAt?.slice(0, 10) ?? ''],
  ['Two-factor', (r) => (r.mfaEnabled ? 'On' : 'Off')],
];
/** The two-factor table's download (report type employeeTwoFA). */
const twoFactorColumns: Column[] = [
  ['Employee number', (r) => r.employeeNumber ?? ''],
  ['First name', (r) => r.firstName],
  ['Surname', (r) => r.surname],
  ['Email', (r) => r.email],
  ['Two-factor', (r) => (r.mfaEnabled ? 'On' : 'Off')],
];

const layouts: Record<EmployeeReportType, { columns: Column[]; name: string }> = {
  employees: { columns: employeeColumns, name: 'employees' },
  employeeTwoFA: { columns: twoFactorColumns, name: 'two-factor-authentication' },
};

export const reportFile = (format: ReportFormat, type: EmployeeReportType) => ({
  contentType: contentTypeOf(format),
  fileName: `${layouts[type].name}.${format}`,
});

/** The employee list (or two-factor table) of a search and filter as a file, streamed as it is read. */
export function employeeReport(ctx: EmployerContext, filter: EmployeeFilter, format: ReportFormat, type: EmployeeReportType): Readable {
  const { columns } = layouts[type];
  return tableFile(
    format,
    'Employees',
    columns.map(([name]) => name),
    (emit) =>
      eachEmployeeBatch(ctx.db, ctx.clientId, filter, async (rows) => {
        for (const row of rows) await emit(columns.map(([, value]) => value(employeeRow(row))));
      }),
  );
}
