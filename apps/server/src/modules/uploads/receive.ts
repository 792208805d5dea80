import type { Readable } from 'node:stream';
import { MAX_DATA_LOAD_ROWS, uploadTexts, type DataLoad } from '@portal/contracts';
import type { DataLoadRow } from '../../db/schema/index.ts';
import { clock } from '../../clock.ts';
import { currentClientBenefits } from '../benefits/index.ts';
import type { UploadContext } from './caller.ts';
import {
  arrangedCells,
  checkRow,
  duplicateChecker,
  limitProblem,
  readHeader,
  storedCells,
  type CheckedRow,
  type FileLayout,
  type RowError,
} from './check-rows.ts';
import { FileProblem } from './file-problem.ts';
import { hasDifference, impactOf, type ImpactPerson, type SchemeFacts } from './impact.ts';
import { keepAlive } from './lease.ts';
import { PeopleIndex, planRow, type PlannedEntry, type StoredPerson } from './plan.ts';
import { dataLoadOf, uploadClient } from './present.ts';
import { liveSelections } from '../../db/repositories/selection-reads/people.ts';
import { clientPeople, createDataLoad, findClient, findDataLoad, insertEntries, updateReadingLoad } from './queries.ts';
import { fileRows } from './read-file.ts';
import { ukToday } from '@portal/contracts';

export interface IncomingFile {
  body: Readable;
  kind: 'csv' | 'xlsx';
  fileName: string;
  uploadKey: string | null;
  /** True once the browser has gone (the person cancelled): the upload is then marked cancelled. */
  cancelled: () => boolean;
}

/** How often the rows read so far are written down for the browser to follow. */
const PROGRESS_EVERY = 2000;

/** The one row a file is refused for as a whole. */
const problemRow = (line: number, cells: string[], error: RowError): CheckedRow => ({ line, cells, values: checkRow([], line).values, errors: [error] });

/** Reads and checks every row as the file streams in; stops at a wrong header, a row past the limits or past the row limit. */
async function readRows(ctx: UploadContext, load: DataLoadRow, file: IncomingFile): Promise<{ rows: CheckedRow[]; fileProblem: CheckedRow | null }> {
  const rows: CheckedRow[] = [];
  const duplicates = duplicateChecker();
  let header = true;
  let layout: FileLayout = { ignored: [], extra: [] };
  for await (const { cells: read, line } of fileRows(file.body, file.kind)) {
    const beyondLimits = limitProblem(read);
    if (beyondLimits) return { rows, fileProblem: problemRow(line, read, beyondLimits) };
    if (header) {
      header = false;
      const found = readHeader(read);
      if (found.problem) return { rows, fileProblem: problemRow(line, read, found.problem) };
      layout = { ignored: found.ignored, extra: found.extra };
      continue;
    }
    const cells = arrangedCells(read, layout);
    if (rows.length >= MAX_DATA_LOAD_ROWS)
      return { rows, fileProblem: problemRow(line, cells, { column: 'row', message: uploadTexts.row.tooManyRows(MAX_DATA_LOAD_ROWS) }) };
    const row = checkRow(cells, line);
    duplicates(row);
    rows.push(row);
    if (rows.length % PROGRESS_EVERY === 0) await updateReadingLoad(ctx.db, load.id, { rowsRead: rows.length, heartbeatAt: clock.now() });
  }
  if (header) return { rows, fileProblem: problemRow(1, [], { column: 'header', message: uploadTexts.emptyFile }) };
  return { rows, fileProblem: null };
}

/** What the browser still sends of a file refused part-way is taken and dropped, not read. */
function discard(body: Readable) {
  body.on('error', () => undefined);
  body.resume();
}

/** The entries of a file without problems, and the rows that have them (matching adds its own). */
async function planRows(ctx: UploadContext, rows: CheckedRow[], people: StoredPerson[]) {
  const index = new PeopleIndex(people);
  const rowOfPerson = new Map<number, number>();
  const noted = new Set<number>();
  const entries: PlannedEntry[] = [];
  for (const row of rows) {
    const planned = planRow(row, index);
    const entry = planned.find((e) => e.kind !== 'cannot-activate');
    if (entry?.userId) {
      // Two rows naming one person (one by number, one by e-mail) would change them twice.
      const first = rowOfPerson.get(entry.userId);
      if (first !== undefined) row.errors.push({ column: 'employee_number', message: uploadTexts.row.duplicateNumber(first) });
      else rowOfPerson.set(entry.userId, row.line);
    }
    if (row.errors.length > 0) continue;
    if (entry) entries.push(entry);
    // Whoever cannot activate is listed once, however many rows name them.
    const note = planned.find((e) => e.kind === 'cannot-activate');
    if (note?.userId && !noted.has(note.userId)) {
      noted.add(note.userId);
      entries.push(note);
    }
  }
  return { entries, refused: rows.filter((row) => row.errors.length > 0) };
}

const factsOf = (person: StoredPerson) => ({
  employmentStatus: person.employmentStatus,
  employmentStartDate: person.employmentStartDate,
  dateOfBirth: person.dateOfBirth,
  grade: person.grade,
  location: person.location,
  salary: person.salary === null ? null : Number(person.salary),
});

/** A person as the entry would leave them. */
function afterOf(entry: PlannedEntry, person: StoredPerson | undefined) {
  const after = (field: string, stored: string | null) => {
    const change = entry.changes.find((c) => c.field === field);
    return change ? change.after : stored;
  };
  const salary = after('annual_salary', person?.salary ?? null);
  return {
    employmentStatus: (after('employment_status', person?.employmentStatus ?? 'active') ?? 'active') as StoredPerson['employmentStatus'],
    employmentStartDate: after('start_date', person?.employmentStartDate ?? null),
    dateOfBirth: after('date_of_birth', person?.dateOfBirth ?? null),
    grade: after('grade', person?.grade ?? null),
    location: after('location', person?.location ?? null),
    salary: salary === null ? null : Number(salary),
  };
}

/** Spec isDataLoadEligibilityImpactEnabled: each entry's benefits gained or lost and monthly cost change, or null for none. */
async function impactsOf(ctx: UploadContext, entries: PlannedEntry[], people: StoredPerson[]) {
  const { year, benefits } = await currentClientBenefits(ctx.db, ctx.clientId, ctx.clientVersion);
  const scheme: SchemeFacts = { benefits, probationMonths: year?.probationMonths ?? 0, today: ukToday(ctx.now) };
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = entries.flatMap((e) => (e.userId && e.kind !== 'cannot-activate' ? [e.userId] : []));
  const selections = new Map<number, ImpactPerson['selections']>();
  for (let i = 0; i < ids.length; i += 5000) {
    // One open choice a benefit: the cover in force, else a new choice waiting (a change's request is beside its cover).
    const open = await liveSelections(ctx.db, ctx.clientId, ids.slice(i, i + 5000));
    const covered = new Set(open.filter((s) => s.status === 'active').map((s) => `${s.userId}:${s.benefitId}`));
    for (const s of open) {
      if (s.status !== 'active' && covered.has(`${s.userId}:${s.benefitId}`)) continue;
      selections.set(s.userId, [...(selections.get(s.userId) ?? []), s]);
    }
  }
  return entries.map((entry) => {
    if (entry.kind === 'cannot-activate') return null;
    const person = entry.userId ? byId.get(entry.userId) : undefined;
    const impact = impactOf(scheme, {
      before: person ? factsOf(person) : null,
      after: afterOf(entry, person),
      selections: (entry.userId && selections.get(entry.userId)) || [],
    });
    return hasDifference(impact) ? impact : null;
  });
}

/** The upload's outcome, while it is still being read; if its lease ran out meanwhile (given up), it stays as it is. */
async function settle(ctx: UploadContext, load: DataLoadRow, values: Parameters<typeof updateReadingLoad>[2]): Promise<DataLoadRow> {
  return (await updateReadingLoad(ctx.db, load.id, values)) ?? (await findDataLoad(ctx.db, ctx.clientId, load.id))!;
}

/**
 * Who a refused row is about, for the error table (issue 37 item 5): the names it gives, else those of the client's
 * person it names by employee number or e-mail (a change row often gives neither name); '' when it names nobody known.
 */
function refusedName(row: CheckedRow, people: PeopleIndex | null): { name: string; employeeNumber: string | null } {
  const given = [row.values.first_name, row.values.surname].filter(Boolean).join(' ');
  const person = people && ((row.values.employee_number && people.number(row.values.employee_number)) || (row.values.email && people.email(row.values.email)));
  return {
    name: given || (person ? `${person.firstName} ${person.surname}` : ''),
    employeeNumber: row.values.employee_number ?? (person ? person.employeeNumber : null),
  };
}

async function refuse(ctx: UploadContext, load: DataLoadRow, rowsRead: number, refused: CheckedRow[], people: PeopleIndex | null = null): Promise<DataLoadRow> {
  await insertEntries(
    ctx.db,
    refused.map((row) => ({
      dataLoadId: load.id,
      rowNumber: row.line,
      kind: 'error' as const,
      ...refusedName(row, people),
      detail: { cells: storedCells(row.cells) },
      impact: row.errors,
    })),
  );
  return settle(ctx, load, { status: 'refused', rowsRead, errorCount: refused.reduce((n, row) => n + row.errors.length, 0) });
}

/** Reads, checks and matches the file: the upload refused, cancelled or previewed. */
async function readAndPlan(ctx: UploadContext, load: DataLoadRow, file: IncomingFile, eligibilityImpact: boolean): Promise<DataLoadRow> {
  let read: Awaited<ReturnType<typeof readRows>>;
  try {
    read = await readRows(ctx, load, file);
  } catch (error) {
    if (file.cancelled()) return settle(ctx, load, { status: 'cancelled' });
    if ((error as { statusCode?: number }).statusCode === 413) {
      await settle(ctx, load, { status: 'cancelled' });
      throw error;
    }
    discard(file.body);
    const problem = error instanceof FileProblem ? { column: error.column, message: error.message } : { column: 'file', message: uploadTexts.row.unreadable };
    return refuse(ctx, load, 0, [problemRow(error instanceof FileProblem ? error.line : 1, [], problem)]);
  }
  // A refused header or a row past the limits: what follows is not read (the browser may still be sending it).
  if (read.fileProblem) {
    discard(file.body);
    return refuse(ctx, load, read.rows.length, [read.fileProblem]);
  }
  await settle(ctx, load, { rowsRead: read.rows.length });
  const people = await clientPeople(ctx.db, ctx.clientId);
  const { entries, refused } = await planRows(ctx, read.rows, people);
  if (refused.length > 0) return refuse(ctx, load, read.rows.length, refused, new PeopleIndex(people));
  const impacts = eligibilityImpact ? await impactsOf(ctx, entries, people) : entries.map(() => null);
  await insertEntries(
    ctx.db,
    entries.map((entry, i) => ({
      dataLoadId: load.id,
      rowNumber: entry.line,
      kind: entry.kind,
      userId: entry.userId,
      name: entry.name,
      employeeNumber: entry.employeeNumber,
      detail: entry.changes,
      impact: impacts[i],
    })),
  );
  const count = (kind: PlannedEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  return settle(ctx, load, { status: 'preview', rowsRead: read.rows.length, starters: count('starter'), leavers: count('leaver'), changed: count('change') });
}

/**
 * Spec §7 `client/{id}/data-loads`: the file is read and checked as it streams in, then matched with the client's
 * people. Any problem refuses the whole file (its rows and messages kept to show and download); otherwise the
 * preview of starters, leavers and changes is stored. Nothing about a person changes here. The upload's lease is
 * renewed meanwhile (lease.ts), and an unexpected failure gives it up at once: no upload is left `reading`.
 */
export async function receiveDataLoad(ctx: UploadContext, file: IncomingFile): Promise<{ dataLoad: DataLoad }> {
  const client = await findClient(ctx.db, ctx.clientId);
  const eligibilityImpact = Boolean(client?.dataLoadEligibilityImpact);
  const load = await createDataLoad(ctx.db, {
    clientId: ctx.clientId,
    fileName: file.fileName,
    uploadKey: file.uploadKey,
    uploadedBy: ctx.userId,
    heartbeatAt: ctx.now,
  });
  const stopBeating = keepAlive(ctx.db, load.id);
  try {
    return { dataLoad: dataLoadOf(await readAndPlan(ctx, load, file, eligibilityImpact), uploadClient(client)) };
  } catch (error) {
    if (await updateReadingLoad(ctx.db, load.id, { status: 'refused', errorCount: 1 }).catch(() => undefined)) {
      await insertEntries(ctx.db, [
        { dataLoadId: load.id, rowNumber: 1, kind: 'error', name: '', detail: { cells: [] }, impact: [{ column: 'file', message: uploadTexts.uploadFailed }] },
      ]).catch(() => undefined);
    }
    throw error;
  } finally {
    stopBeating();
  }
}
