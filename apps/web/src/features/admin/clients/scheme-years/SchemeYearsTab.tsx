import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatLongDate, ownTexts, schemeYearTexts as t, type ClientDetail, type ClientSchemeYear } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useDataTable } from '../../../../ui/useDataTable.ts';
import { useSchemeYears } from '../api/schemeYears.ts';
import { NewStarterForm } from './NewStarterForm.tsx';
import { SchemeYearForm } from './SchemeYearForm.tsx';
import styles from './SchemeYears.module.css';

const column = createColumnHelper<ClientSchemeYear>();
const range = (from: string, to: string) => t.range(formatLongDate(from), formatLongDate(to));

/**
 * The client page's Scheme years tab (issue 28 §3): the years with their dates, annual window and probation, one form to
 * add a year or edit the one chosen, and the new-starter window.
 */
export function SchemeYearsTab({ client }: { client: ClientDetail }) {
  const query = useSchemeYears(client.id);
  const [editingId, setEditingId] = useState<number | null>(null);
  const refreshing = query.isFetching;
  const columns = useMemo(
    () => [
      column.accessor('year', { meta: { label: t.columns.year, rowHeader: true } }),
      column.display({ id: 'dates', meta: { label: t.columns.dates }, cell: (info) => range(info.row.original.startsOn, info.row.original.endsOn) }),
      column.display({
        id: 'window',
        meta: { label: t.columns.window },
        cell: (info) => range(info.row.original.windowOpensOn, info.row.original.windowClosesOn),
      }),
      column.accessor('probationMonths', { meta: { label: t.columns.probation }, cell: (info) => t.months(info.getValue()) }),
      column.accessor('isCurrent', { meta: { label: t.columns.current }, cell: (info) => (info.getValue() ? t.current : t.notCurrent) }),
      column.display({
        id: 'actions',
        meta: { label: t.columns.actions, hideLabel: true },
        cell: (info) => (
          // Not while the read is being refreshed: a newer version arriving would refill the form over what is typed.
          <Button variant="secondary" aria-label={t.editLabel(info.row.original.year)} disabled={refreshing} onClick={() => setEditingId(info.row.original.id)}>
            {t.edit}
          </Button>
        ),
      }),
    ],
    [refreshing],
  );
  const table = useDataTable(query.data?.years ?? [], columns, (year) => String(year.id));
  if (query.isError && !query.data) return <RetryAlert message={t.loadFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const data = query.data;
  const editing = data.years.find((year) => year.id === editingId) ?? null;
  return (
    <section aria-labelledby="scheme-years-title">
      <h2 id="scheme-years-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <DataTable table={table} caption={t.caption} empty={t.empty} />
      <div className={styles.part}>
        <SchemeYearForm clientId={client.id} data={data} editing={editing} onDone={() => setEditingId(null)} />
      </div>
      <div className={styles.part}>
        <NewStarterForm clientId={client.id} data={data} />
      </div>
    </section>
  );
}
