import { auditTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { AuditLogView } from '../../../ui/audit/AuditLogView.tsx';
import { useAuditFilter } from '../../../ui/audit/useAuditFilter.ts';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useAuditLog, useAuditLogDownload } from '../api/auditLog.ts';

/** `/app/dashboard/audit-log`: who did what to whom in the HR administrator's own client, filtered and downloaded. */
export function AuditLogPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const filter = useAuditFilter();
  const log = useAuditLog(clientId, filter.filter && { ...filter.filter, page: filter.page });
  const download = useAuditLogDownload(clientId);
  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      <AuditLogView
        filter={filter}
        log={log}
        download={{ run: () => filter.filter && download.mutate(filter.filter), pending: download.isPending, failed: download.isError }}
      />
    </Page>
  );
}

export { AuditLogPage as Component };
