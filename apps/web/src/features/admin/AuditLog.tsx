import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime, type AuditEntry } from '@portal/contracts';
import { Alert } from '../../ui/Alert.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useDataTable } from '../../ui/useDataTable.ts';
import { useAuditLog } from './api/auditLog.ts';
import { Pager } from '../../ui/Pager.tsx';
import { adminTexts } from './texts.ts';
import styles from './AdminPage.module.css';

const column = createColumnHelper<AuditEntry>();
const orDash = (value: string | number | null | undefined) => value ?? '–';
const columns = [
  column.accessor('createdAt', { meta: { label: adminTexts.when }, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor((entry) => orDash(entry.client?.name), { id: 'client', meta: { label: adminTexts.client } }),
  column.accessor((entry) => orDash(entry.actor?.name), { id: 'actor', meta: { label: adminTexts.actor } }),
  column.accessor((entry) => orDash(entry.subject?.name), { id: 'subject', meta: { label: adminTexts.subject } }),
  column.accessor('action', { meta: { label: adminTexts.action }, cell: (info) => <code>{info.getValue()}</code> }),
  column.accessor((entry) => orDash(entry.statusCode), { id: 'result', meta: { label: adminTexts.result } }),
];

/** The newest masquerade and magic-link entries, ten a page. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  const table = useDataTable(audit.data?.data ?? [], columns, (entry) => String(entry.id));
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{adminTexts.auditHeading}</h2>
      {audit.isPending ? (
        <Loading label={adminTexts.loading} />
      ) : audit.isError ? (
        <Alert tone="error">
          <p>{adminTexts.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <DataTable table={table} caption={adminTexts.auditCaption} empty={adminTexts.noAudit} />
          <Pager label={adminTexts.auditHeading} page={audit.data.currentPage} lastPage={audit.data.lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}
