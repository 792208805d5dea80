import { auditTexts as t } from '@portal/contracts';
import { AuditLogView } from '../../ui/audit/AuditLogView.tsx';
import { useAuditFilter } from '../../ui/audit/useAuditFilter.ts';
import { useAuditLog, useAuditLogDownload } from './api/auditLog.ts';
import { useAdminClients } from './api/clients.ts';
import styles from './AdminPage.module.css';

/** Every client's audit log, newest first, ten a page: filtered by client, who, whom, action and days, and downloaded. */
export function AuditLog() {
  const filter = useAuditFilter();
  const clients = useAdminClients();
  const chosen = filter.filter && { ...filter.filter, ...(filter.clientId && { client: filter.clientId }) };
  const log = useAuditLog(chosen && { ...chosen, page: filter.page });
  const download = useAuditLogDownload();
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t.adminHeading}</h2>
      <AuditLogView
        filter={filter}
        log={log}
        clients={clients.data?.data ?? []}
        download={{ run: () => chosen && download.mutate(chosen), pending: download.isPending, failed: download.isError }}
      />
    </section>
  );
}
