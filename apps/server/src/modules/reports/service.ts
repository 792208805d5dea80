import type { Readable } from 'node:stream';
import archiver from 'archiver';
import { reportTexts, ukToday, type ReportKind, type ReportList, type ReportRequest, type ReportFileFormat } from '@portal/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { contentTypeOf } from '../../lib/file-export.ts';
import type { EmployerContext } from '../../plugins/employer-context.ts';
import { fileNameOf, reportFile, type FileChoice } from './export.ts';
import { queueReports } from './jobs.ts';
import { reportOf } from './present.ts';
import { clientProviders, findReport, findReports, listReports, requestReport } from './queries.ts';

/** Every call has passed `employerAccess` (role, and the client in the path is the caller's) before it gets here. */

export async function reportList(ctx: EmployerContext, kind: ReportKind | undefined): Promise<ReportList> {
  const [rows, providers] = await Promise.all([listReports(ctx.db, ctx.clientId, kind), clientProviders(ctx.db, ctx.clientId)]);
  return { data: rows.map(reportOf), providers, today: ukToday(ctx.now) };
}

/** Queues the month's report (or finds the one already asked for); the job generates it after the answer. */
export async function askForReport(ctx: EmployerContext, body: ReportRequest) {
  const provider = body.providerName ?? '';
  if (body.kind === 'provider' && !(await clientProviders(ctx.db, ctx.clientId)).includes(provider))
    throw badRequest({ providerName: reportTexts.unknownProvider });
  const row = await ctx.db.transaction(async (tx) => {
    const asked = await requestReport(tx, { clientId: ctx.clientId, kind: body.kind, year: body.year, month: body.month, provider, requestedBy: ctx.user.id });
    if (asked.status === 'generating') await queueReports(tx, [asked.id]); // one job a report: a waiting one is kept
    return asked;
  });
  return { report: reportOf(row) };
}

const notReady = () => new AppError(409, reportTexts.notReady);

export interface ReportDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

export async function downloadReport(ctx: EmployerContext, reportId: number, choice: FileChoice): Promise<ReportDownload> {
  const report = await findReport(ctx.db, ctx.clientId, reportId);
  if (!report) throw notFound(reportTexts.notFound);
  if (report.status !== 'ready') throw notReady();
  if (report.kind !== 'payroll' && choice.layout !== 'portal') throw badRequest({ layout: reportTexts.notPayroll });
  return { fileName: fileNameOf(report, choice), contentType: contentTypeOf(choice.format), body: reportFile(ctx.db, report, choice) };
}

/**
 * Several ready reports of the caller's client in one zip, each in the portal layout, written one after another as
 * they are read. An id that is not the client's (or does not exist) is not found: no other client's report is named.
 */
export async function downloadReports(ctx: EmployerContext, ids: number[], format: ReportFileFormat): Promise<ReportDownload> {
  const found = await findReports(ctx.db, ctx.clientId, ids);
  if (found.length !== ids.length) throw notFound(reportTexts.notFound);
  if (found.some((r) => r.status !== 'ready')) throw notReady();
  const zip = archiver('zip', { zlib: { level: 6 } });
  const choice: FileChoice = { format, layout: 'portal', variant: 'full' };
  (async () => {
    for (const report of found) {
      const file = reportFile(ctx.db, report, choice);
      zip.append(file, { name: fileNameOf(report, choice) });
      // archiver reads its entries one at a time; wait for this one before opening the next (one query at a time).
      await new Promise<void>((resolve, reject) => file.once('end', resolve).once('error', reject));
    }
    await zip.finalize();
  })().catch((error: Error) => zip.destroy(error));
  return { fileName: `reports-${ids.length}.zip`, contentType: 'application/zip', body: zip };
}
