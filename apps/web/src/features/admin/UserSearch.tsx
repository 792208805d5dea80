import { useId, useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { messages, subjectAccessTexts, type AdminUser } from '@portal/contracts';
import { errorText } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePanels } from '../../ui/SidePanel/index.ts';
import { useDataTable } from '../../ui/useDataTable.ts';
import { useSearchPage } from '../../ui/useSearchPage.ts';
import { useClientUsers } from './api/clientUsers.ts';
import { useMasqueradeLink } from './api/masqueradeLink.ts';
import { Pager } from '../../ui/Pager.tsx';
import { statusOf } from './personStatus.ts';
import { adminTexts } from './texts.ts';
import styles from './AdminPage.module.css';
import controls from '../../ui/ListControls.module.css';

interface RowActions {
  viewAs: (user: AdminUser) => void;
  viewAsBusy: boolean;
  openPerson: (user: AdminUser) => void;
}

const column = createColumnHelper<AdminUser>();
const userColumns = ({ viewAs, viewAsBusy, openPerson }: RowActions) => [
  column.accessor('name', { meta: { label: adminTexts.name } }),
  column.accessor('email', { meta: { label: adminTexts.email } }),
  column.accessor('userType', { meta: { label: adminTexts.role } }),
  column.display({ id: 'status', meta: { label: adminTexts.status }, cell: (info) => statusOf(info.row.original) }),
  column.display({
    id: 'actions',
    meta: { label: adminTexts.actions, hideLabel: true },
    cell: (info) => {
      const user = info.row.original;
      return (
        <div className={styles.rowActions}>
          <Button variant="secondary" aria-label={adminTexts.viewAsLabel(user.name)} disabled={viewAsBusy} onClick={() => viewAs(user)}>
            {adminTexts.viewAs}
          </Button>
          <Button variant="secondary" aria-label={subjectAccessTexts.admin.openLabel(user.name)} onClick={() => openPerson(user)}>
            {subjectAccessTexts.admin.open}
          </Button>
        </div>
      );
    },
  }),
];

/** Opens the masquerade link in a new tab, so this console stays as it is. */
export const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** The people search's names in the address; the audit log below has names of its own (`client`, `page`...). */
export const USER_SEARCH_PARAMS = { search: 'usersSearch', page: 'usersPage' } as const;

/**
 * One client's people, searched by name or e-mail (debounced), ten a page, each with 'View as' and 'Personal data' (a
 * panel: HR's download, and erasure for leavers not yet erased; issue 39). Search and page live in
 * the address (issue 26 item 9); a new search starts again from page 1 (spec §4 Lists).
 */
export function UserSearch({ clientId, clientName }: { clientId: number; clientName: string }) {
  const searchId = useId();
  const { search, setSearch, term, page, setPage } = useSearchPage(USER_SEARCH_PARAMS);
  const users = useClientUsers(clientId, term, page);
  const viewAs = useMasqueradeLink(clientId, (url) => openInNewTab(url));
  const { mutate } = viewAs;
  const openPanel = usePanels((state) => state.openPanel);
  const columns = useMemo(
    () =>
      userColumns({
        viewAs: (user) => mutate(user.id),
        viewAsBusy: viewAs.isPending,
        openPerson: (person) => openPanel('admin-person', { clientId, person, term, page }),
      }),
    [clientId, mutate, viewAs.isPending, openPanel, term, page],
  );
  const table = useDataTable(users.data?.data ?? [], columns, (user) => String(user.id));

  return (
    <section className={styles.section} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`}>{adminTexts.usersHeading}</h2>
      <div className={controls.field}>
        <label htmlFor={searchId}>{adminTexts.search}</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      {viewAs.isError && (
        <Alert tone="error">
          <p>{errorText(viewAs.error, adminTexts.loadFailed, { network: messages.generic.failedToFetch, server: messages.generic.somethingWrong })}</p>
        </Alert>
      )}
      {users.isPending ? (
        <Loading label={adminTexts.loading} />
      ) : users.isError ? (
        <Alert tone="error">
          <p>{adminTexts.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <DataTable table={table} caption={adminTexts.usersCaption(clientName)} empty={adminTexts.noUsers} />
          <Pager label={adminTexts.usersHeading} page={users.data.currentPage} lastPage={users.data.lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}
