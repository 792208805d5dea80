import type { FastifyBaseLogger } from 'fastify';
import { firstOfMonth, lastOfMonth, monthStart, ukToday } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { closedLifeEvents } from '../../db/repositories/selection-reads/reports.ts';
import type { NewReportLine, ReportRow } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { enqueueJobs, jobName, runJobs, type JobKind } from '../../lib/jobs/index.ts';
import { addMonths, ARREARS_MONTHS, type PayrollCalendar } from '../benefits/index.ts';
import { asOfAt, reportClosing } from './closing.ts';
import { endedCovers, payrollLines, providerLines, type EndedCover } from './lines.ts';
import {
  clearReportLines,
  cutoffDayOf,
  eachSourceBatch,
  failReport,
  insertReportLines,
  lockGeneratingReport,
  markReportReady,
  rowCountsOf,
} from './queries.ts';
import { compareWithDownloaded, queueScheduledPayroll } from './version-queries.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

type Insert = (lines: Omit<NewReportLine, 'reportId'>[]) => Promise<void>;

/**
 * Writes a report's lines, numbered in order, a batch of people at a time, with the figures as known at `calendar.now`
 * (or when the month closed, once it has); answers how many, and for a provider's census the choices it has no line
 * for with the day each ended (for the "stopped" lines against a version downloaded earlier).
 */
async function writeLines(db: Db, report: ReportRow, insert: Insert, calendar: PayrollCalendar): Promise<{ written: number; ended: EndedCover[] }> {
  const ended: EndedCover[] = [];
  const month = monthStart(report.year, report.month);
  let lineNo = 0;
  // insertMany writes null for a left-out column whose default is an object, so the census's dependants are always given.
  const numbered = (lines: Omit<NewReportLine, 'reportId' | 'lineNo'>[]) => lines.map((line) => ({ dependants: [], ...line, lineNo: ++lineNo }));
  if (report.kind === 'life-event') {
    const events = await closedLifeEvents(db, report.clientId, month, lastOfMonth(month));
    await insert(
      numbered(
        events.map((e) => ({
          userId: e.user_id,
          employeeNumber: e.employee_number,
          firstName: e.first_name,
          surname: e.surname,
          eventType: e.event_type,
          eventDate: typeof e.event_date === 'string' ? e.event_date.slice(0, 10) : e.event_date.toISOString().slice(0, 10),
          change: e.closed_on,
          outcome: e.changed === '' ? 'No change' : `Changed: ${e.changed}`,
        })),
      ),
    );
    return { written: lineNo, ended };
  }
  // Earlier months too: a line is new, changed or stopped against last month, and settles arrears for the months before.
  await eachSourceBatch(db, report.clientId, addMonths(month, -ARREARS_MONTHS), lastOfMonth(month), async (rows) => {
    if (report.kind === 'payroll') await insert(numbered(payrollLines(rows, month, calendar)));
    else {
      await insert(numbered(providerLines(rows, month, calendar, report.provider)));
      ended.push(...endedCovers(rows, month, calendar, report.provider));
    }
  });
  return { written: lineNo, ended };
}

/**
 * Generates a report version's lines and marks it ready, in one transaction; nothing to do once it is no longer
 * generating. Its figures are as known now, or as known when the month closed once it has (then it is the month's
 * final version and never changes); payroll and provider lines say what changed since the last downloaded version.
 */
async function generateReport(db: Db, reportId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockGeneratingReport(tx, reportId);
    if (!report) return; // ready (another instance took it over and finished), failed or gone
    await clearReportLines(tx, reportId);
    const calendar = { cutoffDay: await cutoffDayOf(tx, report.clientId), now: clock.now() };
    const { written, ended } = await writeLines(tx, report, (lines) => insertReportLines(tx, reportId, lines), calendar);
    const { lineCount, changes } =
      report.kind === 'life-event' ? { lineCount: written, changes: null } : await compareWithDownloaded(tx, report, written, ended);
    const asOf = asOfAt(reportClosing(report, calendar.cutoffDay), calendar.now);
    await markReportReady(tx, reportId, { lineCount, ...(await rowCountsOf(tx, report)), now: calendar.now, asOf, changesSinceDownload: changes });
    await emitWebhookEvent(tx, report.clientId, 'report.ready', {
      reportId,
      kind: report.kind,
      year: report.year,
      month: report.month,
      version: report.version,
      lineCount,
    });
  });
}

export const REPORT_JOB = jobName<{ reportId: number }>('report');

/** Report generation: a failure marks the report failed at once (the list says so, and asking again queues it again). */
export const reportGeneration: JobKind<{ reportId: number }> = {
  name: REPORT_JOB,
  run: ({ reportId }, { db }) => generateReport(db, reportId),
  onFailed: ({ reportId }, { db }) => failReport(db, reportId, clock.now()),
};

/** Queues the reports' generation (again, for a failed one); pass the transaction that asked for the reports. */
export const queueReports = (db: Db, reportIds: number[]) =>
  enqueueJobs(
    db,
    REPORT_JOB,
    reportIds.map((reportId) => ({ payload: { reportId }, key: String(reportId) })),
  );

/** Generates the waiting reports until none is left; answers how many it generated. */
export const runReportJobs = (db: Db, log?: FastifyBaseLogger) => runJobs(db, reportGeneration, { log });

/**
 * Queues the final payroll versions of the months that have just closed: this month's, and last month's for a cut-off
 * on its last day (it closes on the next month's first day). Nothing for months that closed before the portal saw
 * them (queueScheduledPayroll).
 */
async function queueDuePayroll(db: Db, now: Date): Promise<void> {
  const month = firstOfMonth(ukToday(now));
  for (const due of [addMonths(month, -1), month]) await db.transaction(async (tx) => queueReports(tx, await queueScheduledPayroll(tx, due, now)));
}

/** The payroll schedule: a recurring job, every minute on one of the instances, so a month's final version is made as it closes. */
export const payrollSchedule: JobKind<object> = {
  name: jobName<object>('payroll-schedule'),
  everyMs: 60_000,
  run: (_, { db, now }) => queueDuePayroll(db, now),
};

/** One tick of the schedule, then whatever waits generated here (tests). */
export async function scheduledReports(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  await queueDuePayroll(db, now);
  return runReportJobs(db, log);
}
