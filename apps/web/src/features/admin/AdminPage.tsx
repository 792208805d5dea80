import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useAddressParams } from '../../ui/useAddressParams.ts';
import { ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useHomePath } from '../../config/useHomePath.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useAdminClients } from './api/clients.ts';
import { AuditLog } from './AuditLog.tsx';
import { adminTexts } from './texts.ts';
import { USER_SEARCH_PARAMS, UserSearch } from './UserSearch.tsx';
import controls from '../../ui/ListControls.module.css';

/** The chosen client in the address (the audit log's own client filter is `client`). */
const CLIENT_PARAM = 'usersClient';

/**
 * `/app/admin/`: platform administrators pick a client, find a person, 'View as' them; the audit log below. The client,
 * search and page live in the address, so they survive a refresh and the Back button (issue 26 item 9).
 */
export function AdminPage() {
  useDocumentTitle(adminTexts.title);
  const homePath = useHomePath();
  const clientFieldId = useId();
  const clients = useAdminClients();
  // Platform administrators land here after logging in: a login's notice (e.g. two-factor now on, issue 27 §1) shows here.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [params, setParams] = useAddressParams();
  const chosen = Number(params.get(CLIENT_PARAM));
  // A new client starts a new search.
  const setChosen = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(CLIENT_PARAM, String(id));
      next.delete(USER_SEARCH_PARAMS.search);
      next.delete(USER_SEARCH_PARAMS.page);
      return next;
    });
  const list = clients.data?.data ?? [];
  const client = list.find((c) => c.id === chosen) ?? list[0];

  return (
    <Page title={adminTexts.title} intro={adminTexts.intro} breadcrumbs={[{ label: ownTexts.home, to: homePath }, { label: adminTexts.title }]}>
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      {clients.isPending ? (
        <Loading label={adminTexts.loading} />
      ) : clients.isError ? (
        <Alert tone="error">
          <p>{adminTexts.loadFailed}</p>
        </Alert>
      ) : !client ? (
        // A new installation (SEED_DEMO=false) starts with no client: the first step is to add one.
        <p>
          {adminTexts.noClients} <Link to={paths.app.adminClientNew}>{adminTexts.addFirstClient}</Link>
        </p>
      ) : (
        <>
          <div className={controls.field}>
            <label htmlFor={clientFieldId}>{adminTexts.client}</label>
            <select id={clientFieldId} value={client.id} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {/* A new client starts a new search. */}
          <UserSearch key={client.id} clientId={client.id} clientName={client.name} />
        </>
      )}
      <AuditLog />
    </Page>
  );
}

export { AdminPage as Component };
