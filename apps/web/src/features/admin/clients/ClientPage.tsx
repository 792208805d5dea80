import { Navigate, NavLink, Route, Routes } from 'react-router';
import { clientAdminTexts, ownTexts } from '@portal/contracts';
import { ApiError } from '../../../api/errors.ts';
import { adminClientPath, paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useClient } from './api/client.ts';
import { clientTabs } from './clientTabs.tsx';
import { useClientId } from './useClientId.ts';
import styles from './ClientPage.module.css';

const t = clientAdminTexts;

/** `/app/admin/clients/{id}/{tab}`: a client's name and status over its tabs (clientTabs.tsx); the first tab by default. */
export function ClientPage() {
  const clientId = useClientId();
  const client = useClient(clientId);
  const name = client.data?.name ?? t.listTitle;
  useDocumentTitle(name);
  const crumbs = [{ label: ownTexts.home, to: paths.app.admin }, { label: t.listTitle, to: paths.app.adminClients }, { label: name }];

  if (client.isPending) return <Loading label={t.loading} />;
  if (client.isError) {
    const missing = client.error instanceof ApiError && client.error.status === 404;
    return (
      <Page title={t.listTitle} breadcrumbs={crumbs}>
        <Alert tone="error">
          <p>{missing ? t.clientNotFound : t.loadClientFailed}</p>
        </Alert>
      </Page>
    );
  }
  const detail = client.data;
  return (
    <Page title={detail.name} breadcrumbs={crumbs} intro={`${t.fields.code}: ${detail.code} · ${t.columns.status}: ${t.status[detail.status]}`}>
      <nav aria-label={t.tabsLabel}>
        <ul className={styles.tabs}>
          {clientTabs.map((tab) => (
            <li key={tab.id}>
              <NavLink className={styles.tab} to={adminClientPath(detail.id, tab.path)}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {clientTabs.map((tab) => (
          <Route key={tab.id} path={tab.path} element={tab.element(detail)} />
        ))}
        {clientTabs.flatMap((tab) => (tab.routes ?? []).map((route) => <Route key={route.path} path={route.path} element={route.element(detail)} />))}
        <Route path="*" element={<Navigate to={adminClientPath(detail.id, clientTabs[0]!.path)} replace />} />
      </Routes>
    </Page>
  );
}

export { ClientPage as Component };
