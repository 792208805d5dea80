import { useId, useState } from 'react';
import { ownTexts } from '@portal/contracts';
import { useHomePath } from '../../config/useHomePath.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useAdminClients } from './api/clients.ts';
import { AuditLog } from './AuditLog.tsx';
import { adminTexts } from './texts.ts';
import { UserSearch } from './UserSearch.tsx';
import controls from '../../ui/ListControls.module.css';

/** `/app/admin/`: platform administrators pick a client, find a person, 'View as' them; the audit log below. */
export function AdminPage() {
  useDocumentTitle(adminTexts.title);
  const homePath = useHomePath();
  const clientFieldId = useId();
  const clients = useAdminClients();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = clients.data?.data ?? [];
  const client = list.find((c) => c.id === chosen) ?? list[0];

  return (
    <Page title={adminTexts.title} intro={adminTexts.intro} breadcrumbs={[{ label: ownTexts.home, to: homePath }, { label: adminTexts.title }]}>
      {clients.isPending ? (
        <Loading label={adminTexts.loading} />
      ) : clients.isError || !client ? (
        <Alert tone="error">
          <p>{adminTexts.loadFailed}</p>
        </Alert>
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
