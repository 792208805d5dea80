import { useId, useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { benefitTexts, formatLongDate, formatPounds, takeUpTexts as t, type SelectionStatus, type TakeUpPerson } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useSearchPage, type SearchPageParams } from '../../../ui/useSearchPage.ts';
import { useTakeUpDetail } from '../api/takeUpDetail.ts';
import styles from '../employer.module.css';
import controls from '../../../ui/ListControls.module.css';

const column = createColumnHelper<TakeUpPerson>();
const columns = [
  column.accessor('name', { meta: { label: t.person.name } }),
  column.accessor('employeeNumber', { meta: { label: t.person.employeeNumber }, cell: (info) => info.getValue() ?? '' }),
  column.accessor('status', {
    meta: { label: t.person.status },
    cell: (info) => benefitTexts.statusLabels[info.getValue() as SelectionStatus] ?? info.getValue(),
  }),
  column.accessor('startsOn', { meta: { label: t.person.startsOn }, cell: (info) => formatLongDate(info.getValue()) }),
  column.accessor('employeeMonthly', { meta: { label: t.person.employeeMonthly, numeric: true }, cell: (info) => formatPounds(info.getValue()) }),
  column.accessor('employerMonthly', { meta: { label: t.person.employerMonthly, numeric: true }, cell: (info) => formatPounds(info.getValue()) }),
];

/** The take-up page's names for its search and page in the address. */
export const TAKE_UP_PEOPLE_PARAMS: SearchPageParams = { search: 'search', page: 'page' };

/**
 * Who chose one benefit: searched (debounced, back to page 1) and paged by the server. On the take-up page, search and
 * page live in the address (`params`, issue 26 item 9); in the side panel, which has no address, in the component.
 */
export function TakeUpPeople({ clientId, benefitId, params = null }: { clientId: number; benefitId: number; params?: SearchPageParams | null }) {
  const searchId = useId();
  const { search, setSearch, term, page, setPage } = useSearchPage(params);
  const detail = useTakeUpDetail(clientId, benefitId, term, page);
  const data = useMemo(() => detail.data?.people.data ?? [], [detail.data]);
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.selectionId) });
  return (
    <div>
      <div className={controls.toolbar}>
        <div className={controls.field}>
          <label htmlFor={searchId}>{t.search}</label>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" maxLength={100} />
        </div>
      </div>
      {detail.isPending ? (
        <Loading label={t.loading} />
      ) : detail.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <div aria-busy={detail.isFetching} className={detail.isPlaceholderData ? styles.stale : undefined}>
          <DataTable table={table} caption={t.peopleCaption} empty={term ? t.noMatches : t.noPeople} />
          <Pager label={t.peopleCaption} page={detail.data.people.currentPage} lastPage={detail.data.people.lastPage} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
