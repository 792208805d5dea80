import type { Readable } from 'node:stream';
import {
  dataLoadColumns,
  employmentStatusWords,
  type DataLoadTemplateColumn,
  type EmployeeFilter,
  type EmployeeReportLayout,
  type EmployeeReportType,
  type EmployeeRow,
  type ReportFormat,
} from '@portal/contracts';
import { contentTypeOf, tableFile, type Cell } from '../../lib/file-export.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { employeeRow } from './present.ts';
import { eachEmployeeBatch, type EmployeeReportRow } from './queries.ts';

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
  ['Employment status', (r) => employmentStatusWords[r.employmentStatus]],
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

/**
 * The upload template's columns (issue 26), each value in the form the upload reads and compares, so the file is edited
 * and uploaded again with only what was edited as changes: days as YYYY-MM-DD, the salary a number of pounds, codes.
 */
const templateValues: Record<DataLoadTemplateColumn, (row: EmployeeReportRow) => Cell> = {
  employee_number: (r) => r.employeeNumber ?? '',
  title: (r) => r.title ?? '',
  first_name: (r) => r.firstName,
  surname: (r) => r.surname,
  email: (r) => r.email,
  date_of_birth: (r) => r.dateOfBirth ?? '',
  sex: (r) => r.sex ?? '',
  start_date: (r) => r.employmentStartDate ?? '',
  employment_status: (r) => r.employmentStatus,
  leaving_date: (r) => r.leavingDate ?? '',
  annual_salary: (r) => (r.salary === null ? '' : Number(r.salary)),
  location: (r) => r.location ?? '',
  grade: (r) => r.grade ?? '',
};

/** A download's file name, header, and one person's cells. */
interface Layout {
  name: string;
  header: string[];
  cells: (row: EmployeeReportRow) => Cell[];
}
const listed = (name: string, columns: Column[]): Layout => ({
  name,
  header: columns.map(([header]) => header),
  cells: (row) => {
    const shown = employeeRow(row);
    return columns.map(([, value]) => value(shown));
  },
});
const layouts: Record<EmployeeReportType, Layout> = {
  employees: listed('employees', employeeColumns),
  employeeTwoFA: listed('two-factor-authentication', twoFactorColumns),
};
const templateLayout: Layout = {
  name: 'employee-data-for-upload',
  header: [...dataLoadColumns],
  cells: (row) => dataLoadColumns.map((column) => templateValues[column](row)),
};
/** The query refuses the template's layout for any type but the employee list. */
const layoutOf = (type: EmployeeReportType, layout: EmployeeReportLayout) => (layout === 'template' ? templateLayout : layouts[type]);

export const reportFile = (format: ReportFormat, type: EmployeeReportType, layout: EmployeeReportLayout) => ({
  contentType: contentTypeOf(format),
  fileName: `${layoutOf(type, layout).name}.${format}`,
});

/** The employee list (or two-factor table, or the list in the upload template's layout) of a search and filter as a file, streamed as it is read. */
export function employeeReport(
  ctx: EmployerContext,
  filter: EmployeeFilter,
  format: ReportFormat,
  type: EmployeeReportType,
  layout: EmployeeReportLayout,
): Readable {
  const { header, cells } = layoutOf(type, layout);
  return tableFile(format, 'Employees', header, (emit) =>
    eachEmployeeBatch(ctx.db, ctx.clientId, filter, async (rows) => {
      for (const row of rows) await emit(cells(row));
    }),
  );
}
