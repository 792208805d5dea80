import { Readable } from 'node:stream';
import { allDataLoadColumns, apiAccessTexts as t, type DataLoad, type PublicEmployeeRow } from '@portal/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { applyDataLoad, credentialUpload, dataLoadPreview, findClient, receiveDataLoad } from '../uploads/index.ts';
import { auditCall, type PublicContext } from './caller.ts';

/** The errors a refused push answers with, at most this many (the upload screen and its failed-rows file hold them all). */
const ERRORS_SHOWN = 100;
/** The header is the file's line 1: the push's row i is line i + 2 (a cell never holds a line break). */
const FIRST_ROW_LINE = 2;

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * The rows as the upload template's CSV (every column, the optional pay columns included): a column a row leaves out is
 * an empty cell, which changes nothing, as in a file. The upload then reads, checks, matches and previews it as any file.
 */
export function rowsAsCsv(rows: PublicEmployeeRow[]): string {
  const lines = [allDataLoadColumns.join(',')];
  for (const row of rows) lines.push(allDataLoadColumns.map((column) => quoted(row[column] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `rows.3.annual_salary` for a cell, `rows.3` for a whole row, `rows` for the push as a whole. */
function fieldOf(rowNumber: number, column: string): string {
  const index = rowNumber - FIRST_ROW_LINE;
  if (index < 0) return 'rows';
  return (allDataLoadColumns as readonly string[]).includes(column) ? `rows.${index}.${column}` : `rows.${index}`;
}

async function refusal(ctx: PublicContext, dataLoad: DataLoad): Promise<AppError> {
  const errors: Record<string, string> = {};
  const scope = { db: ctx.db, clientId: ctx.clientId, now: ctx.now };
  for (let page = 1, shown = 0; shown < ERRORS_SHOWN; page++) {
    const preview = await dataLoadPreview(scope, dataLoad.id, page, 'error');
    for (const entry of preview.data)
      for (const error of entry.errors) {
        const field = fieldOf(entry.rowNumber, error.column);
        errors[field] = errors[field] ? `${errors[field]}; ${error.message}` : error.message;
        shown++;
      }
    if (page >= preview.lastPage) break;
  }
  return new AppError(400, t.rowsRefused, errors, { dataLoad });
}

/**
 * `employees:write`: the rows go through the upload pipeline as the key's upload, named by the key in the upload history.
 * Refused rows answer 400 with their errors and change nothing (the refused upload stays in the history, as a file's
 * does); otherwise the preview waits for HR, or is applied at once when asked.
 */
export async function pushEmployeeRows(ctx: PublicContext, body: { rows: PublicEmployeeRow[]; apply: boolean }): Promise<{ dataLoad: DataLoad }> {
  const client = await findClient(ctx.db, ctx.clientId);
  if (!client) throw notFound();
  const { caller } = ctx;
  const upload = credentialUpload({ db: ctx.db, config: ctx.config, now: ctx.now }, caller, client.dataVersion);
  const received = await receiveDataLoad(upload, {
    body: Readable.from([Buffer.from(rowsAsCsv(body.rows))]),
    kind: 'csv',
    fileName: `API key ${caller.name} (${caller.keyId})`,
    uploadKey: null,
    cancelled: () => false,
  });
  await auditCall(ctx, { count: body.rows.length, dataLoadId: received.dataLoad.id });
  if (received.dataLoad.status === 'refused') throw await refusal(ctx, received.dataLoad);
  if (!body.apply || received.dataLoad.status !== 'preview') return received;
  return applyDataLoad(upload, received.dataLoad.id);
}

/** One of the client's pushes (or uploads), to see whether HR has applied it. */
export async function pushOutcome(ctx: PublicContext, id: number): Promise<{ dataLoad: DataLoad }> {
  const preview = await dataLoadPreview({ db: ctx.db, clientId: ctx.clientId, now: ctx.now }, id, 1, 'error');
  return { dataLoad: preview.dataLoad };
}
