import { useMemo, useState } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { MONTHS, ownTexts, reportTexts as t, type ProviderReportsDownloadQuery, type Report, type ReportDownloadQuery } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { errorText } from '../../../api/errors.ts';
import { useDownloadReport } from '../api/downloadReport.ts';
import { useDownloadReports } from '../api/downloadReports.ts';
import { useGenerateReportAgain } from '../api/generateReportAgain.ts';
import { useDownloadProviderReports } from '../api/providerReports.ts';
import { useReports } from '../api/reports.ts';
import shared from '../employer.module.css';
import { BenefitsInKindSection } from './BenefitsInKindSection.tsx';
import { PensionContributionsSection } from './PensionContributionsSection.tsx';
import { ReportForm } from './ReportForm.tsx';
import styles from './ReportsPage.module.css';

const column = createColumnHelper<Report>();
type Download = (report: Report, query: Partial<ReportDownloadQuery>, what: string) => void;

/** What names a report on its controls: its kind and month, and its version after the first. */
const nameOf = (report: Report) => `${t.kinds[report.kind]} ${report.label}${report.version > 1 ? ` (${t.version(report.version)})` : ''}`;

/** A month's newest version can be generated again until its final version (made as of its closing) exists. */
const canGenerateAgain = (report: Report) => report.latest && report.status === 'ready' && !report.final;

interface RowActions {
  selected: Set<number>;
  toggle: (id: number) => void;
  download: Download;
  downloadAllProviders: (query: ProviderReportsDownloadQuery) => void;
  generateAgain: (report: Report) => void;
  busy: boolean;
}

/** The files each report offers: CSV and XLSX; a payroll report also the payroll products' imports, a provider report its changes only. */
function choicesOf(report: Report): [string, Partial<ReportDownloadQuery>][] {
  const base: [string, Partial<ReportDownloadQuery>][] = [
    [t.csv, { format: 'csv' }],
    [t.xlsx, { format: 'xlsx' }],
  ];
  if (report.kind === 'payroll') return [...base, [t.sage50, { layout: 'sage50' }], [t.brightpay, { layout: 'brightpay' }]];
  if (report.kind === 'provider') return [...base, [t.changesOnly, { variant: 'changes' }]];
  return base;
}

/** The rows of its file, or "No changes this month" for an empty one; a provider report also those of its changes-only file. */
function rowCounts(report: Report): string[] {
  const rows = report.rowCount === 0 ? t.noChanges : t.rowCount(report.rowCount);
  if (report.changesRowCount === null || report.rowCount === 0) return [rows];
  return [rows, report.changesRowCount === 0 ? t.noChanges : t.changesRowCount(report.changesRowCount)];
}

/** "All providers": on the newest version of each month's provider reports, every provider's file of that month in one zip. */
function allProvidersOf(report: Report): [string, boolean][] {
  if (report.kind !== 'provider' || !report.latest) return [];
  return [
    [t.allProvidersZip, false],
    [t.allProvidersChangesZip, true],
  ];
}

function reportColumns({ selected, toggle, download, downloadAllProviders, generateAgain, busy }: RowActions) {
  return [
    column.display({
      id: 'select',
      meta: { label: t.columns.select },
      cell: (info) => (
        <input
          type="checkbox"
          aria-label={t.selectRow(nameOf(info.row.original))}
          checked={selected.has(info.row.original.id)}
          disabled={info.row.original.status !== 'ready'}
          onChange={() => toggle(info.row.original.id)}
        />
      ),
    }),
    column.accessor('kind', { meta: { label: t.columns.kind }, cell: (info) => t.kinds[info.getValue()] }),
    column.accessor('label', { meta: { label: t.columns.period } }),
    column.accessor('version', {
      meta: { label: t.columns.version },
      cell: (info) => {
        const report = info.row.original;
        return (
          <div className={styles.details}>
            <span>{t.version(report.version)}</span>
            {report.generatedAt && <span className={styles.detail}>{t.generatedAt(report.generatedAt)}</span>}
            {report.sinceDownload && <span className={styles.detail}>{t.sinceDownload(report.sinceDownload)}</span>}
          </div>
        );
      },
    }),
    column.accessor('status', {
      meta: { label: t.columns.status },
      cell: (info) => {
        const report = info.row.original;
        return (
          <div className={styles.details}>
            <span className={styles.status}>{t.statuses[report.status]}</span>
            {report.status === 'ready' &&
              rowCounts(report).map((text, i) => (
                <span key={i} className={styles.detail}>
                  {text}
                </span>
              ))}
            {report.closed && <span className={styles.detail}>{t.closed}</span>}
            {report.outOfDate && <span className={styles.outOfDate}>{t.outOfDate(report.outOfDate.changes, report.outOfDate.since)}</span>}
            {canGenerateAgain(report) && (
              <Button variant="secondary" disabled={busy} aria-label={t.generateAgainOf(nameOf(report))} onClick={() => generateAgain(report)}>
                {t.generateAgain}
              </Button>
            )}
          </div>
        );
      },
    }),
    column.display({
      id: 'downloads',
      meta: { label: t.columns.downloads },
      cell: (info) => {
        const report = info.row.original;
        if (report.status !== 'ready') return null;
        const name = nameOf(report);
        return (
          <div className={styles.actions}>
            {choicesOf(report).map(([what, query]) => (
              <Button key={what} variant="secondary" disabled={busy} aria-label={t.downloadAs(what, name)} onClick={() => download(report, query, what)}>
                {what}
              </Button>
            ))}
            {allProvidersOf(report).map(([what, changesOnly]) => (
              <Button
                key={what}
                variant="secondary"
                disabled={busy}
                aria-label={t.downloadAllProviders(`${MONTHS[report.month - 1]} ${report.year}`, changesOnly)}
                onClick={() =>
                  downloadAllProviders({ year: String(report.year), month: String(report.month), format: 'csv', variant: changesOnly ? 'changes' : 'full' })
                }
              >
                {what}
              </Button>
            ))}
          </div>
        );
      },
    }),
  ];
}

/** Spec §2 `/app/reporting`: payroll, provider and life-event reports by month, their state, and their files. */
export function ReportsPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const reports = useReports(clientId);
  const downloadOne = useDownloadReport(clientId);
  const downloadMany = useDownloadReports(clientId);
  const again = useGenerateReportAgain(clientId);
  const downloadAll = useDownloadProviderReports(clientId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const busy = downloadOne.isPending || downloadMany.isPending || downloadAll.isPending || again.isPending;

  const columns = useMemo(
    () =>
      reportColumns({
        selected,
        toggle: (id) =>
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          }),
        download: (report, query) => downloadOne.mutate({ reportId: report.id, query }),
        downloadAllProviders: (query) => downloadAll.mutate(query),
        generateAgain: (report) => again.mutate(report.id),
        busy,
      }),
    [selected, downloadOne, downloadAll, again, busy],
  );
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: reports.data?.data ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id) });
  const ready = new Set((reports.data?.data ?? []).filter((r) => r.status === 'ready').map((r) => r.id));
  const chosen = [...selected].filter((id) => ready.has(id));

  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      <section className={shared.section} aria-labelledby="ask-report">
        <h2 id="ask-report">{t.askHeading}</h2>
        <p>{t.askIntro}</p>
        {reports.data && <ReportForm clientId={clientId} providers={reports.data.providers} today={reports.data.today} />}
      </section>
      {reports.data && <BenefitsInKindSection clientId={clientId} today={reports.data.today} />}
      {reports.data && <PensionContributionsSection clientId={clientId} today={reports.data.today} pensions={reports.data.pensions} />}
      {reports.isPending ? (
        <Loading label={t.loading} />
      ) : reports.isError ? (
        <RetryAlert message={t.loadFailed} retryLabel={t.retry} onRetry={() => void reports.refetch()} />
      ) : reports.data.data.length === 0 ? (
        <Alert tone="info">
          <p>{t.empty}</p>
        </Alert>
      ) : (
        <section className={shared.section} aria-label={t.listCaption}>
          <div className={shared.sectionHeader}>
            <h2>{t.listCaption}</h2>
            <div className={shared.downloads}>
              <span aria-live="polite">{chosen.length > 0 && t.selectedCount(chosen.length)}</span>
              <Button variant="secondary" disabled={chosen.length === 0 || busy} onClick={() => downloadMany.mutate({ ids: chosen, format: 'csv' })}>
                {downloadMany.isPending ? t.downloading : t.downloadSelected}
              </Button>
            </div>
          </div>
          <div aria-live="polite">
            {downloadAll.isError && (
              <Alert tone="error">
                <p>{errorText(downloadAll.error, t.downloadFailed)}</p>
              </Alert>
            )}
            {(downloadOne.isError || downloadMany.isError) && (
              <Alert tone="error">
                <p>{t.downloadFailed}</p>
              </Alert>
            )}
            {again.isError && (
              <Alert tone="error">
                <p>{errorText(again.error, t.generateAgainFailed)}</p>
              </Alert>
            )}
          </div>
          <DataTable table={table} caption={t.listCaption} empty={t.empty} />
          {reports.data.data.some((r) => r.kind === 'payroll') && <p className={shared.note}>{t.payrollLayoutsNote}</p>}
        </section>
      )}
    </Page>
  );
}

export { ReportsPage as Component };
