import type { Readable } from 'node:stream';
import { auditActorName, auditDescription, auditTexts, formatDateTime, type AuditFilter } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { tableFile, type Cell } from '../../lib/file-export.ts';
import { eachAuditBatch, type AuditRowWithNames, type AuditScope } from './queries.ts';
import { entryOf } from './service.ts';

const h = auditTexts.csv;
type Column = [string, (row: AuditRowWithNames) => Cell];

const columns = (withClient: boolean): Column[] => [
  [h.when, (row) => formatDateTime(row.entry.createdAt)],
  ...(withClient ? [[h.client, (row) => row.clientName ?? ''] as Column] : []),
  // A removed person's cell stays empty; an entry an operator's command wrote says so.
  [h.actor, (row) => auditActorName(entryOf(row), '')],
  [h.actorEmail, (row) => row.actor?.email ?? ''],
  [h.subject, (row) => entryOf(row).subject?.name ?? ''],
  [h.action, (row) => auditTexts.actions[row.entry.action] ?? row.entry.action],
  [h.description, (row) => auditDescription(entryOf(row))],
  [h.status, (row) => row.entry.statusCode ?? ''],
];

/**
 * The entries of a filter as a CSV file, newest first, streamed as they are read; every text cell is guarded against
 * spreadsheet formulas (lib/file-export.ts), names and reasons being typed by people. The admin console's file names
 * each entry's client.
 */
export function auditFile(db: Db, scope: AuditScope, filter: AuditFilter, withClient: boolean): Readable {
  const layout = columns(withClient);
  return tableFile(
    'csv',
    auditTexts.title,
    layout.map(([name]) => name),
    (emit) =>
      eachAuditBatch(db, scope, filter, async (rows) => {
        for (const row of rows) await emit(layout.map(([, value]) => value(row)));
      }),
  );
}
