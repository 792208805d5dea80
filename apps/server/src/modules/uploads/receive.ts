import type { Readable } from 'node:stream';
import { MAX_DATA_LOAD_ROWS, uploadTexts, type DataLoad } from '@portal/contracts';
import type { DataLoadRow } from '../../db/schema/index.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { currentClientBenefits } from '../benefits/index.ts';
import { checkRow, duplicateChecker, headerProblem, type CheckedRow } from './check-rows.ts';
import { hasDifference, impactOf, type ImpactPerson, type SchemeFacts } from './impact.ts';
import { PeopleIndex, planRow, type PlannedEntry, type StoredPerson } from './plan.ts';
import { dataLoadOf } from './present.ts';
import { clientPeople, createDataLoad, emailOwners, findClient, insertEntries, liveSelections, updateDataLoad } from './queries.ts';
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

/** Reads and checks every row as the file streams in; stops at a wrong header or past the row limit. */
async function readRows(ctx: EmployerContext, load: DataLoadRow, file: IncomingFile): Promise<{ rows: CheckedRow[]; fileProblem: CheckedRow | null }> {
  const rows: CheckedRow[] = [];
  const duplicates = duplicateChecker();
  let header = true;
  for await (const { cells, line } of fileRows(file.body, file.kind)) {
    if (header) {
      header = false;
      const problem = headerProblem(cells);
      if (problem) return { rows, fileProblem: { line, cells, values: checkRow([], line).values, errors: [problem] } };
      continue;
    }
    if (rows.length >= MAX_DATA_LOAD_ROWS) return { rows, fileProblem: { line, cells, values: checkRow([], line).values, errors: [{ column: 'row', message: uploadTexts.row.tooManyRows(MAX_DATA_LOAD_ROWS) }] } };
    const row = checkRow(cells, line);
    duplicates(row);
    rows.push(row);
    if (rows.length % PROGRESS_EVERY === 0) await updateDataLoad(ctx.db, load.id, { rowsRead: rows.length });
  }
  if (header) return { rows, fileProblem: { line: 1, cells: [], values: checkRow([], 1).values, errors: [{ column: 'header', message: uploadTexts.emptyFile }] } };
  return { rows, fileProblem: null };
}

/** The entries of a file without problems, and the rows that have them (matching adds its own). */
async function planRows(ctx: EmployerContext, rows: CheckedRow[], people: StoredPerson[]) {
  const index = new PeopleIndex(people);
  const emails = [...new Set(rows.flatMap((row) => (row.values.email ? [row.values.email.toLowerCase()] : [])))];
  const owners = await emailOwners(ctx.db, emails);
  const rowOfPerson = new Map<number, number>();
  const entries: PlannedEntry[] = [];
  for (const row of rows) {
    const entry = planRow(row, index, owners);
    if (entry?.userId) {
      // Two rows naming one person (one by number, one by e-mail) would change them twice.
      const first = rowOfPerson.get(entry.userId);
      if (first !== undefined) row.errors.push({ column: 'employee_number', message: uploadTexts.row.duplicateNumber(first) });
      else rowOfPerson.set(entry.userId, row.line);
    }
    if (entry && row.errors.length === 0) entries.push(entry);
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
async function impactsOf(ctx: EmployerContext, entries: PlannedEntry[], people: StoredPerson[]) {
  const { year, benefits } = await currentClientBenefits(ctx.db, ctx.clientId, ctx.user.versions.client);
  const scheme: SchemeFacts = { benefits, probationMonths: year?.probationMonths ?? 0, today: ukToday(ctx.now) };
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = entries.flatMap((e) => (e.userId ? [e.userId] : []));
  const selections = new Map<number, ImpactPerson['selections']>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const s of await liveSelections(ctx.db, ctx.clientId, ids.slice(i, i + 5000))) selections.set(s.userId, [...(selections.get(s.userId) ?? []), s]);
  }
  return entries.map((entry) => {
    const person = entry.userId ? byId.get(entry.userId) : undefined;
    const impact = impactOf(scheme, { before: person ? factsOf(person) : null, after: afterOf(entry, person), selections: (entry.userId && selections.get(entry.userId)) || [] });
    return hasDifference(impact) ? impact : null;
  });
}

async function refuse(ctx: EmployerContext, load: DataLoadRow, rowsRead: number, refused: CheckedRow[]): Promise<DataLoadRow> {
  await insertEntries(
    ctx.db,
    refused.map((row) => ({
      dataLoadId: load.id,
      rowNumber: row.line,
      kind: 'error' as const,
      name: [row.values.first_name, row.values.surname].filter(Boolean).join(' '),
      employeeNumber: row.values.employee_number,
      detail: { cells: row.cells },
      impact: row.errors,
    })),
  );
  return updateDataLoad(ctx.db, load.id, { status: 'refused', rowsRead, errorCount: refused.reduce((n, row) => n + row.errors.length, 0) });
}

/**
 * Spec §7 `client/{id}/data-loads`: the file is read and checked as it streams in, then matched with the client's
 * people. Any problem refuses the whole file (its rows and messages kept to show and download); otherwise the
 * preview of starters, leavers and changes is stored. Nothing about a person changes here.
 */
export async function receiveDataLoad(ctx: EmployerContext, file: IncomingFile): Promise<{ dataLoad: DataLoad }> {
  const client = await findClient(ctx.db, ctx.clientId);
  const eligibilityImpact = Boolean(client?.dataLoadEligibilityImpact);
  const load = await createDataLoad(ctx.db, { clientId: ctx.clientId, fileName: file.fileName, uploadKey: file.uploadKey, uploadedBy: ctx.user.id });
  let read: Awaited<ReturnType<typeof readRows>>;
  try {
    read = await readRows(ctx, load, file);
  } catch (error) {
    if (file.cancelled()) return { dataLoad: dataLoadOf(await updateDataLoad(ctx.db, load.id, { status: 'cancelled' }), eligibilityImpact) };
    if ((error as { statusCode?: number }).statusCode === 413) {
      await updateDataLoad(ctx.db, load.id, { status: 'cancelled' });
      throw error;
    }
    const unreadable = { line: 1, cells: [], values: checkRow([], 1).values, errors: [{ column: 'file', message: uploadTexts.row.unreadable }] };
    return { dataLoad: dataLoadOf(await refuse(ctx, load, 0, [unreadable]), eligibilityImpact) };
  }
  // A refused header: what follows is not read (the browser is still sending; it is discarded).
  if (read.fileProblem) {
    file.body.resume();
    return { dataLoad: dataLoadOf(await refuse(ctx, load, read.rows.length, [read.fileProblem]), eligibilityImpact) };
  }
  await updateDataLoad(ctx.db, load.id, { rowsRead: read.rows.length });
  const people = await clientPeople(ctx.db, ctx.clientId);
  const { entries, refused } = await planRows(ctx, read.rows, people);
  if (refused.length > 0) return { dataLoad: dataLoadOf(await refuse(ctx, load, read.rows.length, refused), eligibilityImpact) };
  const impacts = eligibilityImpact ? await impactsOf(ctx, entries, people) : entries.map(() => null);
  await insertEntries(
    ctx.db,
    entries.map((entry, i) => ({ dataLoadId: load.id, rowNumber: entry.line, kind: entry.kind, userId: entry.userId, name: entry.name, employeeNumber: entry.employeeNumber, detail: entry.changes, impact: impacts[i] })),
  );
  const count = (kind: PlannedEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  const done = await updateDataLoad(ctx.db, load.id, { status: 'preview', rowsRead: read.rows.length, starters: count('starter'), leavers: count('leaver'), changed: count('change') });
  return { dataLoad: dataLoadOf(done, eligibilityImpact) };
}
