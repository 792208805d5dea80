import { lastOfMonth, monthStart, MONTHS, reportTexts, type Report } from '@portal/contracts';
import type { ReportRow } from '../../db/schema/index.ts';

/** Spec §3 and §9: year, month, timestamp (year-month-01), label, providerName; life-event reports by closed date and closed_year. */
export function reportOf(row: ReportRow): Report {
  const month = monthStart(row.year, row.month);
  const lifeEvent = row.kind === 'life-event';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    year: row.year,
    month: row.month,
    timestamp: month,
    label: reportTexts.label(row.kind, MONTHS[row.month - 1]!, row.year, row.provider),
    providerName: row.kind === 'provider' ? row.provider : null,
    closedDate: lifeEvent ? lastOfMonth(month) : null,
    closed_year: lifeEvent ? row.year : null,
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
