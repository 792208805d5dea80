import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { isPartnerFamtype, isSacrificeKind, taxTreatmentOf, type ReportKind } from '@portal/contracts';
import { insertMany } from '../../db/bulk.ts';
import type { Db } from '../../db/connect.ts';
import { eachSourceSelectionBatch, type SourceSelectionRow } from '../../db/repositories/selection-reads/reports.ts';
import {
  benefits,
  clients,
  familyMembers,
  reportLines,
  reports,
  schemeYears,
  type CensusDependant,
  type NewReportLine,
  type ReportLineRow,
  type ReportRow,
  users,
} from '../../db/schema/index.ts';
import { toCosted } from '../benefits/index.ts';
import type { SourceRow } from './lines.ts';
import { clock } from '../../clock.ts';

/** Every version of the client's reports: newest month first, then by kind and provider, the newest version first. */
export async function listReports(db: Db, clientId: number, kind?: ReportKind): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.clientId, clientId), kind ? eq(reports.kind, kind) : undefined))
    .orderBy(desc(reports.year), desc(reports.month), asc(reports.kind), asc(reports.provider), desc(reports.version));
}

export async function findReport(db: Db, clientId: number, reportId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.clientId, clientId), eq(reports.id, reportId)))
    .limit(1);
  return row;
}

export async function findReports(db: Db, clientId: number, ids: number[]): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.clientId, clientId), inArray(reports.id, ids)))
    .orderBy(asc(reports.id));
}

type ReportMonth = Pick<ReportRow, 'clientId' | 'kind' | 'year' | 'month' | 'provider'>;

const sameMonth = (of: ReportMonth) =>
  and(eq(reports.clientId, of.clientId), eq(reports.kind, of.kind), eq(reports.year, of.year), eq(reports.month, of.month), eq(reports.provider, of.provider));

/** The newest version of a month's report of this kind (and provider), locked until the transaction ends when asked. */
export async function newestVersion(db: Db, of: ReportMonth, lock = false): Promise<ReportRow | undefined> {
  const query = db.select().from(reports).where(sameMonth(of)).orderBy(desc(reports.version)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A failed version waits to be generated again; undefined when it is not failed (any more). */
export async function retryReport(db: Db, reportId: number, requestedBy: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: 'generating', finishedAt: null, requestedBy })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'failed')))
    .returning();
  return row;
}

/**
 * The month's report of this kind (and provider), asked for once: a second request finds its newest version (a failed
 * one is queued again). `ON CONFLICT` makes two first requests at once end with one row.
 */
export async function requestReport(
  db: Db,
  values: { clientId: number; kind: ReportKind; year: number; month: number; provider: string; requestedBy: number },
): Promise<ReportRow> {
  const [inserted] = await db
    .insert(reports)
    .values({ ...values, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const newest = (await newestVersion(db, values))!;
  return (newest.status === 'failed' && (await retryReport(db, newest.id, values.requestedBy))) || newest;
}

/** Versions downloaded for the first time now (a later version lists its changes against the newest downloaded one). */
export async function markDownloaded(db: Db, clientId: number, reportIds: number[], now: Date): Promise<void> {
  await db
    .update(reports)
    .set({ downloadedAt: now })
    .where(and(eq(reports.clientId, clientId), inArray(reports.id, reportIds), isNull(reports.downloadedAt)));
}

/** The report, locked until the transaction ends, if it still waits to be generated. */
export async function lockGeneratingReport(tx: Db, reportId: number): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.status, 'generating')))
    .for('update');
  return row;
}

export async function clearReportLines(tx: Db, reportId: number): Promise<void> {
  await tx.delete(reportLines).where(eq(reportLines.reportId, reportId));
}

export async function insertReportLines(tx: Db, reportId: number, lines: Omit<NewReportLine, 'reportId'>[]): Promise<void> {
  await insertMany(
    tx,
    reportLines,
    lines.map((line) => ({ ...line, reportId })),
  );
}

export async function markReportReady(
  tx: Db,
  reportId: number,
  done: { lineCount: number; now: Date; asOf: Date; changesSinceDownload: ReportRow['changesSinceDownload'] } & Pick<ReportRow, 'rowCount' | 'changesRowCount'>,
): Promise<void> {
  await tx
    .update(reports)
    .set({
      status: 'ready',
      finishedAt: done.now,
      asOf: done.asOf,
      lineCount: done.lineCount,
      rowCount: done.rowCount,
      changesRowCount: done.changesRowCount,
      changesSinceDownload: done.changesSinceDownload,
    })
    .where(eq(reports.id, reportId));
}

/**
 * The rows of a version's files, as export.ts writes them: a payroll or life-event file has a row a line; a provider
 * census a row for each line and one for each family member it covers, and its changes-only file leaves out the lines
 * marked covered (export.ts `keeps`).
 */
export async function rowCountsOf(tx: Db, report: Pick<ReportRow, 'id' | 'kind'>): Promise<Pick<ReportRow, 'rowCount' | 'changesRowCount'>> {
  const rows = sql`1 + jsonb_array_length(${reportLines.dependants})`;
  const [row] = await tx
    .select({
      all: sql<number>`coalesce(sum(${rows}), 0)::int`,
      changes: sql<number>`coalesce(sum(${rows}) filter (where ${reportLines.change} <> 'covered'), 0)::int`,
    })
    .from(reportLines)
    .where(eq(reportLines.reportId, report.id));
  return report.kind === 'provider' ? { rowCount: row!.all, changesRowCount: row!.changes } : { rowCount: row!.all, changesRowCount: null };
}

export async function failReport(db: Db, reportId: number, now: Date) {
  await db
    .update(reports)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'generating')));
}

export async function cutoffDayOf(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ day: clients.payrollCutoffDay }).from(clients).where(eq(clients.id, clientId));
  return row?.day ?? 20;
}

/** The providers of the client's benefits, for the provider report's choice. */
export async function clientProviders(db: Db, clientId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ provider: benefits.provider }).from(benefits).where(eq(benefits.clientId, clientId)).orderBy(asc(benefits.provider));
  return rows.map((r) => r.provider);
}

/** The client's pension benefits, newest scheme year first, for the PAPDIS file's choice. */
export async function clientPensions(db: Db, clientId: number) {
  return db
    .select({ benefitId: benefits.id, name: benefits.name, schemeYear: schemeYears.year })
    .from(benefits)
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .where(and(eq(benefits.clientId, clientId), sql`${benefits.pricing}->>'kind' = 'pension'`))
    .orderBy(desc(schemeYears.year), asc(benefits.name));
}

/** A version as the report lines read it, with the family members it covers. */
const sourceRowOf = (r: SourceSelectionRow, family: Map<number, CensusDependant>): SourceRow => ({
  userId: r.userId,
  employeeNumber: r.employeeNumber,
  firstName: r.firstName,
  surname: r.surname,
  employmentStatus: r.employmentStatus,
  employmentStartDate: r.employmentStartDate,
  benefitId: r.benefitId,
  benefitName: r.benefitName,
  provider: r.provider,
  salarySacrifice: isSacrificeKind(r.pricingKind),
  taxTreatment: taxTreatmentOf({ name: r.benefitName, category: r.category, pricingKind: r.pricingKind, setup: r.setup }),
  yearStartsOn: r.yearStartsOn,
  yearEndsOn: r.yearEndsOn,
  coverLevel: r.values.option ?? (r.values.amount === undefined ? '' : String(r.values.amount)),
  peopleCovered: r.peopleCovered.length,
  selection: toCosted(r),
  census: {
    title: r.title,
    dateOfBirth: r.dateOfBirth,
    sex: r.sex,
    salary: r.salary,
    cover: r.costs.cover,
    setup: r.setup,
    pricing: r.pricing,
    values: r.values,
    covered: r.peopleCovered.flatMap((id) => family.get(id) ?? []),
  },
});

/**
 * The selections that may pay between `from` and `to`, a batch of people at a time, with what the reports show of the
 * person and the benefit. Each batch holds every such selection of its people.
 */
export async function eachSourceBatch(db: Db, clientId: number, from: string, to: string, onBatch: (rows: SourceRow[]) => Promise<void>, batchSize = 1000) {
  const withFamily = async (rows: SourceSelectionRow[]) => {
    const family = await coveredFamily(db, clientId, [...new Set(rows.flatMap((r) => r.peopleCovered))]);
    await onBatch(rows.map((r) => sourceRowOf(r, family)));
  };
  await eachSourceSelectionBatch(db, clientId, from, to, withFamily, batchSize);
}

/** The family members some choices cover (of the client's people only), by id, as a provider census shows them. */
async function coveredFamily(db: Db, clientId: number, ids: number[]): Promise<Map<number, CensusDependant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), inArray(familyMembers.id, ids)));
  return new Map(
    rows.map((m) => [
      m.id,
      {
        title: m.title ?? '',
        firstName: m.firstName,
        surname: m.surname,
        dateOfBirth: m.dateOfBirth,
        // Spec §3: gender 1 female, 2 male.
        sex: m.genderId === 1 ? 'F' : 'M',
        relationship: isPartnerFamtype(m.famtypeId) ? 'partner' : 'dependant',
      },
    ]),
  );
}

/** One of the client's benefits by id (none for another client's), with what the pension file needs of it and the client's code. */
export async function clientBenefit(db: Db, clientId: number, benefitId: number) {
  const [row] = await db
    .select({ id: benefits.id, groupCode: benefits.groupCode, pricing: benefits.pricing, clientCode: clients.code })
    .from(benefits)
    .innerJoin(clients, eq(clients.id, benefits.clientId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row;
}

/** Some of the client's people's e-mail addresses, by user id. */
export async function emailsOf(db: Db, clientId: number, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, userIds)));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** A report's lines in order, a batch at a time, so a 100,000-line file never sits in memory. */
export async function eachLineBatch(db: Db, reportId: number, onBatch: (rows: ReportLineRow[]) => Promise<void>, batchSize = 1000) {
  let after = 0;
  // Keyset pages on the unique (report_id, line_no): each page is an index range, and nothing is held open between them.
  for (;;) {
    const rows = await db
      .select()
      .from(reportLines)
      .where(and(eq(reportLines.reportId, reportId), gt(reportLines.lineNo, after)))
      .orderBy(asc(reportLines.lineNo))
      .limit(batchSize);
    if (rows.length > 0) await onBatch(rows);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.lineNo;
  }
}
