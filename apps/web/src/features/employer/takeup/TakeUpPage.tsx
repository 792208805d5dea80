import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatPounds, ownTexts, takeUpTexts as t } from '@portal/contracts';
import { paths, takeUpPath } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Figures } from '../../../ui/Figures.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useTakeUp, type TakeUpRow } from '../api/takeUp.ts';
import styles from '../employer.module.css';

const column = createColumnHelper<TakeUpRow>();

function takeUpColumns(openPeople: (row: TakeUpRow) => void) {
  const count = (key: 'eligible' | 'selected' | 'pending' | 'optedOut') => column.accessor(key, { meta: { label: t.columns[key], numeric: true } });
  return [
    column.accessor('name', {
      meta: { label: t.columns.benefit },
      cell: (info) => <Link to={takeUpPath(info.row.original.benefitId)}>{info.getValue()}</Link>,
    }),
    count('eligible'),
    count('selected'),
    count('pending'),
    count('optedOut'),
    column.accessor('takeUp', { meta: { label: t.columns.takeUp, numeric: true }, cell: (info) => t.percentage(info.getValue()) }),
    column.accessor('employeeMonthly', { meta: { label: t.columns.employeeMonthly, numeric: true }, cell: (info) => formatPounds(info.getValue()) }),
    column.accessor('employerMonthly', { meta: { label: t.columns.employerMonthly, numeric: true }, cell: (info) => formatPounds(info.getValue()) }),
    column.display({
      id: 'people',
      meta: { label: t.peopleButton },
      cell: (info) => (
        <Button variant="secondary" aria-label={t.viewPeople(info.row.original.name)} onClick={() => openPeople(info.row.original)}>
          {t.peopleButton}
        </Button>
      ),
    }),
  ];
}

const viewed = (key: 'views' | 'viewers' | 'viewersWhoChose') =>
  column.accessor((row) => row[key] ?? 0, { id: key, meta: { label: t.insights[key], numeric: true } });
/** Benefit insights: what people looked at, in a table of its own so the take-up table keeps its width. */
const interestColumns = [
  column.accessor('name', { id: 'benefit', meta: { label: t.columns.benefit } }),
  viewed('views'),
  viewed('viewers'),
  viewed('viewersWhoChose'),
];

/** Spec §2 `/app/dashboard/benefit-takeup`: per benefit, who may choose it, who did, and what it costs a month. */
export function TakeUpPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const takeUp = useTakeUp(clientId);
  const openPanel = usePanels((s) => s.openPanel);
  const insights = takeUp.data?.data.some((row) => row.views !== undefined) ?? false;
  const columns = useMemo(
    () => takeUpColumns((row) => openPanel('view-benefit-takeup-detail', { clientId, benefitId: row.benefitId, name: row.name })),
    [clientId, openPanel],
  );
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: takeUp.data?.data ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.benefitId) });
  const interest = useReactTable({
    data: takeUp.data?.data ?? [],
    columns: interestColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.benefitId),
  });
  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      {takeUp.isPending ? (
        <Loading label={t.loading} />
      ) : takeUp.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : takeUp.data.data.length === 0 ? (
        <Alert tone="info">
          <p>{t.empty}</p>
        </Alert>
      ) : (
        <>
          <Figures
            figures={[
              { label: t.summary.share, value: t.percentage(takeUp.data.summary.share), strong: true },
              { label: t.summary.withSelection, value: takeUp.data.summary.withSelection },
              { label: t.summary.eligible, value: takeUp.data.summary.eligible },
            ]}
          />
          <section className={styles.section} aria-label={t.caption}>
            <DataTable table={table} caption={t.caption} empty={t.empty} />
            <p className={styles.note}>{t.moneyNote}</p>
          </section>
          {insights && (
            <section className={styles.section} aria-label={t.insightsCaption}>
              <DataTable table={interest} caption={t.insightsCaption} empty={t.empty} />
              <p className={styles.note}>{t.insightsNote}</p>
            </section>
          )}
        </>
      )}
    </Page>
  );
}

export { TakeUpPage as Component };
