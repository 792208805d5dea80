import type { Readable } from 'node:stream';
import {
  decimalPounds,
  formatMonthYear,
  ownTexts,
  monthStart,
  reportTexts,
  penceOf,
  poundsOf,
  type ReportFileFormat,
  type ReportLayout,
  type ReportVariant,
} from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { CensusDependant, ReportLineRow, ReportRow } from '../../db/schema/index.ts';
import { tableFile, type Cell } from '../../lib/file-export.ts';
import { isPayrolledMonth } from '../pay/index.ts';
import { eachLineBatch } from './queries.ts';

/**
 * A ready report as a file: its stored lines in one of the layouts below, streamed a batch at a time. Money columns
 * are numbers with two decimals (XLSX numbers, CSV digits); every text cell passes the formula-injection guard.
 */

/** Header, value, and whether it is money (written with two decimals in CSV, as a number in XLSX). */
type Column = [string, (line: ReportLineRow) => Cell, money?: true];
const money = (value: string) => Number(value);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const changeLabels: Record<string, string> = {
  new: 'New',
  changed: 'Changed',
  stopped: 'Stopped',
  unchanged: '',
  balance: 'Final balance',
  enrolment: 'Enrolment',
  change: 'Change',
  leaver: 'Leaver',
  covered: 'Covered',
};
const sinceDownloadLabels: Record<string, string> = { new: 'New', changed: 'Changed', stopped: 'Stopped', '': '' };
/** Arrears with nothing else to pay this month: 'Arrears', or 'Refund' when the earlier months cost less than was taken. */
const changeOf = (line: ReportLineRow) =>
  line.change === 'arrears'
    ? penceOf(money(line.arrears)) + penceOf(money(line.employerArrears)) < 0n
      ? 'Refund'
      : 'Arrears'
    : (changeLabels[line.change] ?? line.change);
/** What payroll takes from the person this month: the month's deduction and any arrears (a refund gives back). */
const deduction = (line: ReportLineRow) => poundsOf(penceOf(money(line.preTax)) + penceOf(money(line.postTax)) + penceOf(money(line.arrears)));
const sinceDownload = (line: ReportLineRow) => sinceDownloadLabels[line.sinceDownload] ?? line.sinceDownload;

const payrollColumns: Column[] = [
  ['Employee number', (l) => l.employeeNumber ?? ''],
  ['First name', (l) => l.firstName],
  ['Surname', (l) => l.surname],
  ['Benefit', (l) => l.benefitName],
  ['Provider', (l) => l.provider],
  ['Salary sacrifice', (l) => yesNo(l.salarySacrifice)],
  ['Pre-tax deduction', (l) => money(l.preTax), true],
  ['Post-tax deduction', (l) => money(l.postTax), true],
  ['Employer contribution', (l) => money(l.employerContribution), true],
  ['Arrears', (l) => money(l.arrears), true],
  ['Employer arrears', (l) => money(l.employerArrears), true],
  ['Change since last month', changeOf],
  ['Starter', (l) => yesNo(l.starter)],
  ['Leaver', (l) => yesNo(l.leaver)],
  ['Since last download', sinceDownload],
];

/**
 * Deduction imports of two UK payroll products, one row per employee and deduction, keyed on the employee's works
 * number: Sage 50 Payroll (Reference, Payment/Deduction name, Value) and BrightPay (Works Number, Name, Deduction,
 * Amount, Pre-tax). The deduction name is the benefit's; the payroll maps it to its own deduction once. The amount is
 * what is taken this month: the month's deduction plus arrears (less a refund), since these imports have no column
 * of their own for arrears; the portal layout shows the two apart.
 */
const sage50Columns: Column[] = [
  ['Reference', (l) => l.employeeNumber ?? ''],
  ['Payment/Deduction', (l) => l.benefitName],
  ['Value', deduction, true],
];
const brightPayColumns: Column[] = [
  ['Works Number', (l) => l.employeeNumber ?? ''],
  ['Employee Name', (l) => `${l.firstName} ${l.surname}`],
  ['Deduction', (l) => l.benefitName],
  ['Amount', deduction, true],
  ['Pre-tax', (l) => yesNo(l.salarySacrifice)],
];

/**
 * A provider's census (issue 26; docs/decisions "Provider census"): a row for each covered person, the employee first
 * and then each family member the choice covers (Relationship says who they are), under the employee's number. The
 * money, salary and sum assured are on the employee's row; dates are YYYY-MM-DD, as insurers' loaders read them.
 */
type Life = CensusDependant | null;
type CensusColumn = [string, (line: ReportLineRow, life: Life) => Cell, money?: true];
const ofEmployee = (value: (line: ReportLineRow) => Cell) => (line: ReportLineRow, life: Life) => (life ? '' : value(line));
const orEmpty = (value: string | null) => (value === null ? '' : money(value));
const censusColumns: CensusColumn[] = [
  ['Employee number', (l) => l.employeeNumber ?? ''],
  ['Relationship', (_, life) => (life ? ownTexts.profile.relationships[life.relationship] : reportTexts.censusEmployee)],
  ['Title', (l, life) => (life ? life.title : l.title)],
  ['First name', (l, life) => (life ? life.firstName : l.firstName)],
  ['Surname', (l, life) => (life ? life.surname : l.surname)],
  ['Date of birth', (l, life) => (life ? life.dateOfBirth : l.dateOfBirth)],
  ['Sex', (l, life) => (life ? life.sex : l.sex)],
  ['Benefit', (l) => l.benefitName],
  ['Cover level', (l) => l.coverWords || l.coverLevel],
  ['Salary', ofEmployee((l) => orEmpty(l.salary)), true],
  ['Sum assured', ofEmployee((l) => orEmpty(l.sumAssured)), true],
  ['Cover start', (l) => l.coverStartsOn],
  ['Cover end', (l) => l.coverEndsOn],
  ['Employee monthly', ofEmployee((l) => money(l.postTax)), true],
  ['Employer monthly', ofEmployee((l) => money(l.employerContribution)), true],
  ['Status', (l) => changeLabels[l.change] ?? l.change],
  ['Since last download', (l) => sinceDownload(l)],
];
const lifeEventColumns: Column[] = [
  ['Employee number', (l) => l.employeeNumber ?? ''],
  ['First name', (l) => l.firstName],
  ['Surname', (l) => l.surname],
  ['Life event', (l) => l.eventType],
  ['Event date', (l) => l.eventDate],
  ['Window closed', (l) => l.change],
  ['Outcome', (l) => l.outcome],
];

export interface FileChoice {
  format: ReportFileFormat;
  layout: ReportLayout;
  variant: ReportVariant;
}

/**
 * The portal's payroll file of a month from April 2027 ends with the taxable value of the payrolled benefits in kind
 * (docs/decisions/pay.md "Benefits in kind"); earlier months keep their columns, so their files stay as they were.
 */
const payrolledColumns: Column[] = [...payrollColumns, [reportTexts.taxableValueColumn, (l) => money(l.taxableValue ?? '0'), true]];

/** Each line a row; a census line also a row for each family member it covers. */
function columnsOf(report: ReportRow, layout: ReportLayout): CensusColumn[] {
  if (report.kind === 'provider') return censusColumns;
  if (report.kind === 'life-event') return lifeEventColumns;
  if (layout === 'sage50') return sage50Columns;
  if (layout === 'brightpay') return brightPayColumns;
  return isPayrolledMonth(monthStart(report.year, report.month)) ? payrolledColumns : payrollColumns;
}

/** Which stored lines a file carries: payroll imports only lines with a deduction; a changes-only provider file no unchanged cover. */
function keeps(report: ReportRow, choice: FileChoice): (line: ReportLineRow) => boolean {
  if (report.kind === 'payroll' && choice.layout !== 'portal') return (line) => deduction(line) !== 0;
  if (report.kind === 'provider' && choice.variant === 'changes') return (line) => line.change !== 'covered';
  return () => true;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'provider';

export function fileNameOf(report: ReportRow, choice: FileChoice): string {
  const month = monthStart(report.year, report.month).slice(0, 7);
  const base =
    report.kind === 'payroll'
      ? `payroll-${month}${choice.layout === 'portal' ? '' : `-${choice.layout}`}`
      : report.kind === 'provider'
        ? `provider-${slug(report.provider)}-${month}${choice.variant === 'changes' ? '-changes' : ''}`
        : `life-events-${month}`;
  return `${base}.${choice.format}`;
}

const cellOf = (cell: Cell, asPounds: boolean) => (asPounds && typeof cell === 'number' ? decimalPounds(penceOf(cell)) : cell);

export function reportFile(db: Db, report: ReportRow, choice: FileChoice): Readable {
  const columns = columnsOf(report, choice.layout);
  const keep = keeps(report, choice);
  const sheet = formatMonthYear(monthStart(report.year, report.month));
  const lives = (line: ReportLineRow): Life[] => (report.kind === 'provider' ? [null, ...line.dependants] : [null]);
  return tableFile(
    choice.format,
    sheet,
    columns.map(([name]) => name),
    (emit) =>
      eachLineBatch(db, report.id, async (lines) => {
        for (const line of lines) {
          if (!keep(line)) continue;
          for (const life of lives(line))
            await emit(columns.map(([, value, isMoney]) => cellOf(value(line, life), isMoney === true && choice.format === 'csv')));
        }
      }),
  );
}
