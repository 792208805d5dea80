import type { Readable } from 'node:stream';
import {
  DATA_LOAD_PAGE_SIZE,
  allDataLoadColumns,
  dataLoadColumns,
  dataLoadLimits,
  FAILED_ROWS_MESSAGE_COLUMN,
  pageShape,
  ukToday,
  uploadTexts,
  type DataLoadEntryKind,
  type FieldChange,
  type DataLoadPreview,
  type EligibilityDifference,
  type LastUpload,
} from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import { contentTypeOf, tableFile, type TableFormat } from '../../lib/file-export.ts';
import type { UploadScope } from './caller.ts';
import type { RowError } from './check-rows.ts';
import { giveUpStalled } from './lease.ts';
import { dataLoadOf, eligibilityEntryOf, entryOf, uploadClient } from './present.ts';
import { allEntries, findClient, findDataLoad, heldLeavingDates, lastApplied, listDataLoads, pageOfEntries, pageOfImpacts } from './queries.ts';

/** Every call has passed `employerAccess` (role, and the client is the caller's) before it gets here. */

export interface UploadFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const clientOf = async (ctx: UploadScope) => uploadClient(await findClient(ctx.db, ctx.clientId));
const impactOn = async (ctx: UploadScope) => (await clientOf(ctx)).dataLoadEligibilityImpact;

export async function dataLoadList(ctx: UploadScope, uploadKey: string | undefined) {
  await giveUpStalled(ctx.db, ctx.clientId, ctx.now);
  const [rows, client] = await Promise.all([listDataLoads(ctx.db, ctx.clientId, uploadKey), clientOf(ctx)]);
  return { data: rows.map((row) => dataLoadOf(row, client)) };
}

export async function lastUpload(ctx: UploadScope): Promise<LastUpload> {
  const row = await lastApplied(ctx.db, ctx.clientId);
  return { date: row?.appliedAt?.toISOString() ?? null, fileName: row?.fileName ?? null };
}

/** An upload of the caller's client; another client's is not found, never shown. */
async function ownLoad(ctx: UploadScope, id: number) {
  await giveUpStalled(ctx.db, ctx.clientId, ctx.now);
  const load = await findDataLoad(ctx.db, ctx.clientId, id);
  if (!load) throw notFound(uploadTexts.notFound);
  return load;
}

/** What a preview lists unless asked for one kind: a refused file's errors, else what it changes (who cannot activate is asked for). */
const CHANGES: DataLoadEntryKind[] = ['starter', 'leaver', 'change'];

export async function dataLoadPreview(ctx: UploadScope, id: number, page: number, kind: DataLoadEntryKind | undefined): Promise<DataLoadPreview> {
  const load = await ownLoad(ctx, id);
  const kinds: DataLoadEntryKind[] = kind ? [kind] : load.status === 'refused' ? ['error'] : CHANGES;
  const { rows, total } = await pageOfEntries(ctx.db, load.id, kinds, DATA_LOAD_PAGE_SIZE, (page - 1) * DATA_LOAD_PAGE_SIZE);
  // A leaver whose row left the leaving date blank leaves on the one held.
  const undated = rows.flatMap((row) =>
    row.kind === 'leaver' && row.userId && !(row.detail as FieldChange[]).some((c) => c.field === 'leaving_date') ? [row.userId] : [],
  );
  const held = await heldLeavingDates(ctx.db, ctx.clientId, undated);
  const today = ukToday(ctx.now);
  const entries = rows.map((row) => entryOf(row, today, (row.userId && held.get(row.userId)) || null));
  return { ...pageShape(entries, total, page, DATA_LOAD_PAGE_SIZE), dataLoad: dataLoadOf(load, await clientOf(ctx)) };
}

export async function eligibilityDifference(ctx: UploadScope, id: number, page: number): Promise<EligibilityDifference> {
  const load = await ownLoad(ctx, id);
  if (!(await impactOn(ctx))) throw notFound(uploadTexts.impactOff);
  const { rows, total } = await pageOfImpacts(ctx.db, load.id, DATA_LOAD_PAGE_SIZE, (page - 1) * DATA_LOAD_PAGE_SIZE);
  return pageShape(rows.map(eligibilityEntryOf), total, page, DATA_LOAD_PAGE_SIZE);
}

/** The template: the header row alone, so a spreadsheet starts from the exact columns. */
export const uploadTemplate = (format: TableFormat): UploadFile => ({
  fileName: `employee-data-template.${format}`,
  contentType: contentTypeOf(format),
  body: tableFile(format, 'Employees', [...dataLoadColumns], async () => {}),
});

/**
 * A refused upload's rows as they were sent, with what is wrong in a last column, to fix and send again as it is: the
 * upload ignores that column. It is kept within the cell limit so the file always comes back readable.
 */
export async function failedRows(ctx: UploadScope, id: number): Promise<UploadFile> {
  const load = await ownLoad(ctx, id);
  const rows = await allEntries(ctx.db, load.id, ['error']);
  // The template's columns, and an optional one only where a failed row has a value in it (cells are kept in the order
  // of allDataLoadColumns).
  const cellsOf = (row: (typeof rows)[number]) => row.detail as { cells: string[] };
  const positions = allDataLoadColumns.flatMap((column, i) =>
    i < dataLoadColumns.length || rows.some((row) => (cellsOf(row).cells[i] ?? '').trim() !== '') ? [i] : [],
  );
  const columns = positions.map((i) => allDataLoadColumns[i]!);
  const base =
    load.fileName
      .replace(/\.(csv|xlsx)$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .slice(0, 80) || 'upload';
  return {
    fileName: `${base}-failed-rows.csv`,
    contentType: contentTypeOf('csv'),
    body: tableFile('csv', 'Failed rows', [...columns, FAILED_ROWS_MESSAGE_COLUMN], async (emit) => {
      for (const row of rows) {
        const { cells } = cellsOf(row);
        const message = (row.impact as RowError[]).map((e) => `Row ${row.rowNumber}, ${e.column}: ${e.message}`).join('; ');
        const fits = message.length <= dataLoadLimits.cellLength ? message : `${message.slice(0, dataLoadLimits.cellLength - 1)}…`;
        await emit([...positions.map((i) => cells[i] ?? ''), fits]);
      }
    }),
  };
}
