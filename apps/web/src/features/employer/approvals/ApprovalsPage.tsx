import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { approvalTexts as t, type PendingBenefit } from '@portal/contracts';
import { approveSelectionsPath } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { usePendingApprovals } from '../api/pendingApprovals.ts';
import { approvalCrumbs } from './crumbs.ts';
import styles from '../employer.module.css';

const column = createColumnHelper<PendingBenefit>();
const columns = [
  column.accessor('benefitName', {
    meta: { label: t.columns.benefit },
    cell: (info) => (
      <Link to={approveSelectionsPath(info.row.original.benefitId)} aria-label={t.review(info.getValue())}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('provider', { meta: { label: t.columns.provider } }),
  column.accessor('count', { meta: { label: t.columns.count, numeric: true } }),
];

/** Spec §2 `/app/dashboard/approve-selections`: the benefits with selections awaiting approval, each linking to its table. */
export function ApprovalsPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const pending = usePendingApprovals();
  const data = useMemo(() => pending.data?.data ?? [], [pending.data]);
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.benefitId) });
  return (
    <Page title={t.title} intro={t.intro} breadcrumbs={approvalCrumbs}>
      {pending.isPending ? (
        <Loading label={t.loading} />
      ) : pending.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : data.length === 0 ? (
        <Alert tone="info">
          <p>{t.empty}</p>
        </Alert>
      ) : (
        <section className={styles.section} aria-label={t.listCaption}>
          <DataTable table={table} caption={t.listCaption} empty={t.empty} />
        </section>
      )}
    </Page>
  );
}

export { ApprovalsPage as Component };
