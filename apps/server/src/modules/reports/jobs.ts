import type { FastifyBaseLogger } from 'fastify';
import { ukToday } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { NewReportLine, ReportRow } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { addMonths, lastOfMonth } from '../benefits/index.ts';
import { payrollLines, providerLines } from './lines.ts';
import { claimReport, closedLifeEvents, cutoffDayOf, eachSourceBatch, failReport, finishReport, queueScheduledPayroll } from './queries.ts';

type Insert = (lines: Omit<NewReportLine, 'reportId'>[]) => Promise<void>;

const monthOf = (report: Pick<ReportRow, 'year' | 'month'>) => `${report.year}-${String(report.month).padStart(2, '0')}-01`;

/** Writes a report's lines, numbered in order, a batch of people at a time; answers how many. */
async function writeLines(db: Db, report: ReportRow, insert: Insert): Promise<number> {
  const month = monthOf(report);
  const cutoffDay = await cutoffDayOf(db, report.clientId);
  let lineNo = 0;
  const numbered = (lines: Omit<NewReportLine, 'reportId' | 'lineNo'>[]) => lines.map((line) => ({ ...line, lineNo: ++lineNo }));
  if (report.kind === 'life-event') {
    const events = await closedLifeEvents(db, report.clientId, `${month.slice(0, 8)}01`, lastOfMonth(month));
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
    return lineNo;
  }
  // Last month too: a line is new, changed or stopped against it.
  await eachSourceBatch(db, report.clientId, addMonths(month, -1), lastOfMonth(month), async (rows) => {
    await insert(numbered(report.kind === 'payroll' ? payrollLines(rows, month, cutoffDay) : providerLines(rows, month, cutoffDay, report.provider)));
  });
  return lineNo;
}

/** Generates one claimed report; a failure marks it failed (the list says so, and asking again queues it again). */
export async function generateReport(db: Db, report: ReportRow, log?: FastifyBaseLogger): Promise<void> {
  try {
    await finishReport(
      db,
      report,
      (tx, insert) => writeLines(tx, report, insert),
      () => clock.now(),
    );
  } catch (error) {
    log?.error({ err: error, reportId: report.id }, 'report generation failed');
    await failReport(db, report.id, clock.now());
  }
}

/** Claims and generates reports until none is waiting; answers how many this call generated. */
export async function runReportJobs(db: Db, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for (let report = await claimReport(db, clock.now()); report; report = await claimReport(db, clock.now())) {
    await generateReport(db, report, log);
    done += 1;
  }
  return done;
}

/**
 * One tick of the schedule: queues the payroll reports whose cut-off has passed (this month's, and last month's for a
 * cut-off on the month's last day), then generates whatever waits, including reports another instance left half done.
 */
export async function scheduledReports(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const today = ukToday(now);
  const month = `${today.slice(0, 7)}-01`;
  for (const due of [addMonths(month, -1), month]) await queueScheduledPayroll(db, due, today);
  return runReportJobs(db, log);
}
