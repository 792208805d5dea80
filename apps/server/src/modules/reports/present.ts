import { lastOfMonth, monthStart, MONTHS, reportTexts, type Report } from '@portal/contracts';
import type { ReportRow } from '../../db/schema/index.ts';
import { isFinal } from './closing.ts';

/** What a version is beside its own row: whether it is its month's newest, when the month closes, and what changed since. */
export interface VersionView {
  latest: boolean;
  closing: Date;
  now: Date;
  /** Choices it reads that changed after its `asOf` (only counted for the newest ready version of an open month). */
  changes: number;
}

/**
 * Spec §3 and §9: year, month, timestamp (year-month-01), label, providerName; life-event reports by closed date and
 * closed_year. Issue 25: the version, when it was generated and as of when, whether its month is closed, whether it
 * is out of date and what changed since the last download.
 */
export function reportOf(row: ReportRow, view: VersionView): Report {
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
    rowCount: row.rowCount,
    changesRowCount: row.kind === 'provider' ? (row.changesRowCount ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    version: row.version,
    latest: view.latest,
    generatedAt: row.status === 'ready' ? (row.finishedAt?.toISOString() ?? null) : null,
    asOf: row.asOf?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
    closed: view.now.getTime() >= view.closing.getTime(),
    final: isFinal(row, view.closing),
    outOfDate: view.changes > 0 && row.asOf ? { changes: view.changes, since: row.asOf.toISOString() } : null,
    sinceDownload: row.changesSinceDownload ?? null,
  };
}
