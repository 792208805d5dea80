import { useId, useState } from 'react';
import type { AdminUser } from '@portal/contracts';
import { ApiError } from '../../api/client.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { useClientUsers } from './api/clientUsers.ts';
import { useMasqueradeLink } from './api/masqueradeLink.ts';
import { Pager } from '../../ui/Pager.tsx';
import { adminTexts } from './texts.ts';
import styles from './AdminPage.module.css';
import tableStyles from '../../ui/DataTable.module.css';
import controls from '../../ui/ListControls.module.css';

const statusOf = (user: AdminUser) => (user.activated ? user.employmentStatus : `${user.employmentStatus}, ${adminTexts.notActivated}`);

/** Opens the masquerade link in a new tab, so this console stays as it is. */
export const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** One client's people, searched by name or e-mail (debounced), ten a page, each with 'View as'. */
export function UserSearch({ clientId, clientName }: { clientId: number; clientName: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  // Spec §4 Lists: a new search starts again from page 1 (once the debounced term changes, not on every key).
  const [paging, setPaging] = useState({ term, page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ term, page: next });
  const users = useClientUsers(clientId, term, page);
  const viewAs = useMasqueradeLink(clientId, (url) => openInNewTab(url));

  return (
    <section className={styles.section} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`}>{adminTexts.usersHeading}</h2>
      <div className={controls.field}>
        <label htmlFor={searchId}>{adminTexts.search}</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      {viewAs.isError && (
        <Alert tone="error">
          <p>{viewAs.error instanceof ApiError ? (viewAs.error.detail ?? viewAs.error.message) : adminTexts.loadFailed}</p>
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
          <div className={tableStyles.wrap}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{adminTexts.usersCaption(clientName)}</caption>
              <thead>
                <tr>
                  <th scope="col">{adminTexts.name}</th>
                  <th scope="col">{adminTexts.email}</th>
                  <th scope="col">{adminTexts.role}</th>
                  <th scope="col">{adminTexts.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{adminTexts.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.data.map((user) => (
                  <tr key={user.id}>
                    <td data-label={adminTexts.name}>{user.name}</td>
                    <td data-label={adminTexts.email}>{user.email}</td>
                    <td data-label={adminTexts.role}>{user.userType}</td>
                    <td data-label={adminTexts.status}>{statusOf(user)}</td>
                    <td>
                      <Button
                        variant="secondary"
                        aria-label={adminTexts.viewAsLabel(user.name)}
                        disabled={viewAs.isPending}
                        onClick={() => viewAs.mutate(user.id)}
                      >
                        {adminTexts.viewAs}
                      </Button>
                    </td>
                  </tr>
                ))}
                {users.data.data.length === 0 && (
                  <tr>
                    <td colSpan={5}>{adminTexts.noUsers}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager label={adminTexts.usersHeading} page={users.data.currentPage} lastPage={users.data.lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}
