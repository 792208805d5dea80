import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { EmployeeFilter, EmployeeReportType, EmployeeRow, ReportFormat } from '@portal/contracts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { employeeRow } from './present.ts';
import { eachEmployeeBatch } from './queries.ts';

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
const headerOf = (columns: Column[]) => columns.map(([name]) => name);
const cellsOf = (columns: Column[], row: EmployeeRow) => columns.map(([, value]) => safeCell(value(row)));

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is prefixed with
 * an apostrophe, so a name typed as `=HYPERLINK(...)` stays text when an employer opens the file (OWASP
 * CSV injection).
 */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const reportFile = (format: ReportFormat, type: EmployeeReportType) => ({
  contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileName: `${layouts[type].name}.${format}`,
});

/** Writes to a stream and waits while it is full, so a slow download holds the cursor rather than memory. */
async function write(stream: NodeJS.WritableStream, chunk: unknown) {
  if (!stream.write(chunk as string)) await once(stream, 'drain');
}

function csvReport(ctx: EmployerContext, filter: EmployeeFilter, columns: Column[]): Readable {
  const csv = stringify({ header: true, columns: headerOf(columns) });
  eachEmployeeBatch(ctx.db, ctx.clientId, filter, async (rows) => {
    for (const row of rows) await write(csv, cellsOf(columns, employeeRow(row)));
  })
    .then(() => csv.end())
    .catch((error: Error) => csv.destroy(error));
  return csv;
}

function xlsxReport(ctx: EmployerContext, filter: EmployeeFilter, columns: Column[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Employees');
  sheet.columns = headerOf(columns).map((name) => ({ header: name, width: Math.max(12, name.length + 2) }));
  eachEmployeeBatch(ctx.db, ctx.clientId, filter, async (rows) => {
    for (const row of rows) sheet.addRow(cellsOf(columns, employeeRow(row))).commit();
    // The workbook writes into `out`; wait for the reader before the next batch.
    if (out.writableNeedDrain) await once(out, 'drain');
  })
    .then(() => workbook.commit())
    .catch((error: Error) => out.destroy(error));
  return out;
}

/** The employee list (or two-factor table) of a search and filter as a file, streamed as it is read. */
export const employeeReport = (ctx: EmployerContext, filter: EmployeeFilter, format: ReportFormat, type: EmployeeReportType): Readable =>
  format === 'csv' ? csvReport(ctx, filter, layouts[type].columns) : xlsxReport(ctx, filter, layouts[type].columns);
