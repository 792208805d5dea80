import { formatLongDate, formatMonthYear, monthStart, reportTexts, ukMidnight, type ReportKind } from '@portal/contracts';
import type { ReportRow } from '../../db/schema/index.ts';
import { addMonths, closingInstant, cutoffDate } from '../benefits/index.ts';

/**
 * When a report's month closes (docs/decisions/reports.md "Report versions"): payroll and provider months when the
 * client's cut-off day ends (UK), as the statements count them; a life-event month when it is over, since it lists the
 * change windows that close in any of its days. From then on a version's figures are those known at the closing.
 */
export const closingOf = (kind: ReportKind, month: string, cutoffDay: number): Date =>
  kind === 'life-event' ? ukMidnight(addMonths(month, 1)) : closingInstant(month, cutoffDay);

export const monthOf = (report: Pick<ReportRow, 'year' | 'month'>) => monthStart(report.year, report.month);

export const reportClosing = (report: Pick<ReportRow, 'kind' | 'year' | 'month'>, cutoffDay: number) => closingOf(report.kind, monthOf(report), cutoffDay);

/** The knowledge a version generated at `now` reads: the month as it was when it closed, or as it is now while open. */
export const asOfAt = (closing: Date, now: Date): Date => (now.getTime() >= closing.getTime() ? closing : now);

/** Made as of the closing: the month's final version, which never changes. */
export const isFinal = (report: Pick<ReportRow, 'asOf'>, closing: Date) => report.asOf !== null && report.asOf.getTime() >= closing.getTime();

/** Why a closed month is not generated again. */
export function closedMessage(report: Pick<ReportRow, 'kind' | 'year' | 'month'>, cutoffDay: number): string {
  const month = monthOf(report);
  if (report.kind === 'life-event') return reportTexts.closedLifeEventMonth(formatMonthYear(month));
  return reportTexts.closedMonth(formatMonthYear(month), formatLongDate(cutoffDate(month, cutoffDay)), formatMonthYear(addMonths(month, 1)));
}
