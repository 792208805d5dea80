import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  approvalTexts,
  auditTexts,
  clientAdminTexts,
  dashboardTexts as t,
  formatLongDate,
  insightsTileTexts,
  minimumWageTexts,
  ownTexts,
  reportTexts,
  takeUpTexts,
  ukToday,
  uploadTexts,
  type RegistrationMonth,
  type ReportList,
} from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';
import { useTheme } from '../../theme/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePendingApprovals } from './api/pendingApprovals.ts';
import { useEmployeeInsights } from './api/employeeInsights.ts';
import { useEmployeeLogins } from './api/employeeLogins.ts';
import { useEmployees } from './api/employees.ts';
import { useTakeUp } from './api/takeUp.ts';
import { useTwoFactorList } from './api/twoFactorList.ts';
import styles from './DashboardPage.module.css';
import { useReports } from './api/reports.ts';
import { useLastUpload } from './api/lastUpload.ts';
import { useAuditLog } from './api/auditLog.ts';
import { useAdministrators } from './api/administrators.ts';
import { useMinimumWage } from './api/minimumWage.ts';
import { SelectionWindowCard } from './window/SelectionWindowCard.tsx';
import { NiSavingCard } from './ni-saving/NiSavingCard.tsx';

interface TileProps<T> {
  title: string;
  query: UseQueryResult<T>;
  value: (data: T) => ReactNode;
  detail: (data: T) => ReactNode;
  link: { to: string; label: string };
}

/** One figure of the dashboard, live, with the screen it comes from; loading and failure stay inside the tile. */
function Tile<T>({ title, query, value, detail, link }: TileProps<T>) {
  return (
    <li className={styles.tile}>
      <h2 className={styles.tileTitle}>{title}</h2>
      {query.isPending ? (
        <p className={styles.detail}>{t.loading}</p>
      ) : query.isError ? (
        <p className={styles.detail}>{t.loadFailed}</p>
      ) : (
        <>
          <p className={styles.value}>{value(query.data)}</p>
          <p className={styles.detail}>{detail(query.data)}</p>
        </>
      )}
      <Link className={styles.link} to={link.to}>
        {link.label}
      </Link>
    </li>
  );
}

/** New registrations in the calendar year of the latest month (the last 12 months reach back into last year). */
const registrationsThisYear = (months: RegistrationMonth[]) => {
  const year = months.at(-1)?.month.slice(0, 4);
  return months.filter((m) => m.month.startsWith(`${year}-`)).reduce((sum, m) => sum + m.registrations, 0);
};

/** Ready reports, one per month, kind and provider: the newest version (earlier versions are history, not more reports). */
const ready = (list: ReportList) => list.data.filter((r) => r.status === 'ready' && r.latest);

/** The newest ready report by its period, named as the reports list names it. */
function latestReady(list: ReportList): string | null {
  const newest = [...ready(list)].sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id)[0];
  return newest ? `${reportTexts.kinds[newest.kind]}, ${newest.label}` : null;
}

const adminTileTexts = clientAdminTexts.administrators.employer;

/** Employers only (the route requires it): tiles with live figures, each linking to its screen. */
export function DashboardPage() {
  useDocumentTitle(ownTexts.dashboardTitle, useTheme().benefitBrandName);
  // HR administrators land here after logging in (issue 27 §2): a login's notice (e.g. two-factor now on) shows here.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const employees = useEmployees(clientId, { page: 1 });
  const twoFactor = useTwoFactorList(clientId, { page: 1 });
  const insights = useEmployeeInsights(clientId);
  const logins = useEmployeeLogins(clientId);
  const takeUp = useTakeUp(clientId);
  const approvals = usePendingApprovals();
  const reports = useReports(clientId);
  const lastUpload = useLastUpload(clientId);
  // The last 30 days as of when the page opened.
  const [auditFrom] = useState(() => ukToday(new Date(Date.now() - 30 * 86_400_000)));
  const audit = useAuditLog(clientId, { page: 1, from: auditFrom });
  const administrators = useAdministrators(clientId);
  const minimumWage = useMinimumWage(clientId, undefined);
  return (
    <Page title={ownTexts.dashboardTitle} intro={t.intro} breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle }]}>
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      <ul className={styles.tiles}>
        <SelectionWindowCard clientId={clientId} />
        <Tile
          title={t.employeesTile}
          query={employees}
          value={(d) => t.employeesValue(d.totalRegisteredEmployees, d.totalEmployees)}
          detail={(d) => t.employeesDetail(d.percentageRegistered)}
          link={{ to: paths.app.employeeData, label: t.employeesLink }}
        />
        <Tile
          title={approvalTexts.tile}
          query={approvals}
          value={(d) => approvalTexts.tileValue(d.total)}
          detail={(d) => approvalTexts.tileDetail(d.data.map((b) => `${b.benefitName} (${b.count})`))}
          link={{ to: paths.app.approveSelections, label: approvalTexts.tileLink }}
        />
        <NiSavingCard clientId={clientId} />
        <Tile
          title={takeUpTexts.tile}
          query={takeUp}
          value={(d) => takeUpTexts.tileValue(d.summary.share)}
          detail={(d) =>
            takeUpTexts.tileDetail(
              [...d.data]
                .filter((b) => b.selected + b.pending > 0)
                .sort((a, b) => b.takeUp - a.takeUp)
                .slice(0, 3)
                .map((b) => b.name),
            )
          }
          link={{ to: paths.app.benefitTakeUp, label: takeUpTexts.tileLink }}
        />
        <Tile
          title={t.settingsTile}
          query={twoFactor}
          value={(d) => t.employeesValue(d.totalWithTwoFactor, d.totalEmployees)}
          detail={(d) => t.settingsDetail(d.percentageWithTwoFactor)}
          link={{ to: paths.app.platformSettings, label: t.settingsLink }}
        />
        <Tile
          title={insightsTileTexts.loginsTile}
          query={logins}
          value={(d) => insightsTileTexts.loginsValue(d.activeUsers.active)}
          detail={(d) => insightsTileTexts.loginsDetail(d.activeUsers.percentage)}
          link={{ to: paths.app.employeeEngagement, label: insightsTileTexts.loginsLink }}
        />
        <Tile
          title={reportTexts.tile}
          query={reports}
          value={(d) => reportTexts.tileValue(ready(d).length)}
          detail={(d) => reportTexts.tileDetail(latestReady(d), d.data.filter((r) => r.status === 'generating').length)}
          link={{ to: paths.app.reporting, label: reportTexts.tileLink }}
        />
        <Tile
          title={uploadTexts.tile}
          query={lastUpload}
          value={(d) => (d.date ? formatLongDate(d.date) : uploadTexts.tileNone)}
          detail={(d) => uploadTexts.tileDetail(d.fileName)}
          link={{ to: paths.app.employeeData, label: uploadTexts.tileLink }}
        />
        <Tile
          title={insightsTileTexts.registrationsTile}
          query={insights}
          value={(d) => insightsTileTexts.registrationsValue(registrationsThisYear(d.months))}
          detail={(d) => insightsTileTexts.registrationsDetail(d.totals.registered, d.totals.employees)}
          link={{ to: paths.app.employeeInsights, label: insightsTileTexts.registrationsLink }}
        />
        <Tile
          title={auditTexts.tile}
          query={audit}
          value={(d) => auditTexts.tileValue(d.total)}
          detail={() => auditTexts.tileDetail}
          link={{ to: paths.app.auditLog, label: auditTexts.tileLink }}
        />
        <Tile
          title={adminTileTexts.tile}
          query={administrators}
          value={(d) => adminTileTexts.tileValue(d.data.filter((a) => a.status === 'active').length)}
          detail={(d) => adminTileTexts.tileDetail(d.data.filter((a) => a.status === 'invited').length)}
          link={{ to: paths.app.administrators, label: adminTileTexts.tileLink }}
        />
        <Tile
          title={minimumWageTexts.title}
          query={minimumWage}
          value={(d) => minimumWageTexts.tileValue(d.people.filter((p) => p.status === 'below').length)}
          detail={(d) => minimumWageTexts.tileDetail(d.people.filter((p) => p.status === 'near').length)}
          link={{ to: paths.app.minimumWage, label: minimumWageTexts.tileLink }}
        />
      </ul>
    </Page>
  );
}

export { DashboardPage as Component };
