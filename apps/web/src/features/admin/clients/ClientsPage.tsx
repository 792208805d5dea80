import { useId } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { clientAdminTexts, ownTexts, type ClientListItem } from '@portal/contracts';
import { adminClientPath, paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useSearchPage } from '../../../ui/useSearchPage.ts';
import { useClientList } from './api/clientList.ts';
import controls from '../../../ui/ListControls.module.css';

const t = clientAdminTexts;
const column = createColumnHelper<ClientListItem>();
const columns = [
  column.accessor('name', { meta: { label: t.columns.name }, cell: (info) => <Link to={adminClientPath(info.row.original.id)}>{info.getValue()}</Link> }),
  column.accessor('code', { meta: { label: t.columns.code } }),
  column.accessor('status', { meta: { label: t.columns.status }, cell: (info) => t.status[info.getValue()] }),
  column.accessor('people', { meta: { label: t.columns.people } }),
  column.accessor('administrators', { meta: { label: t.columns.administrators } }),
];

/** `/app/admin/clients`: every client, searched by name or code, ten a page; search and page live in the address. */
export function ClientsPage() {
  useDocumentTitle(t.listTitle);
  const searchId = useId();
  const { search, setSearch, term, page, setPage } = useSearchPage({ search: 'search', page: 'page' });
  const list = useClientList(term, page);
  const table = useDataTable(list.data?.data ?? [], columns, (client) => String(client.id));

  return (
    <Page title={t.listTitle} intro={t.listIntro} breadcrumbs={[{ label: ownTexts.home, to: paths.app.admin }, { label: t.listTitle }]}>
      <p>
        <ButtonLink to={paths.app.adminClientNew}>{t.addClient}</ButtonLink>
      </p>
      <div className={controls.field}>
        <label htmlFor={searchId}>{t.search}</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <DataTable table={table} caption={t.caption} empty={term ? t.noMatches : t.empty} />
          <Pager label={t.listTitle} page={list.data.currentPage} lastPage={list.data.lastPage} onPage={setPage} />
        </>
      )}
    </Page>
  );
}

export { ClientsPage as Component };
