import { useMemo } from 'react';
import { employeeDataTexts as t, employmentStatusFilters, ownTexts, uploadTexts, type EmployeeList } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Figures } from '../../../ui/Figures.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { Page } from '../../../ui/Page.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useEmployees } from '../api/employees.ts';
import { employeeColumns } from './employeeColumns.tsx';
import { PeopleSection } from './PeopleSection.tsx';
import { useEmployeeListState } from './useEmployeeListState.ts';
import { useOpenEmployee } from './useOpenEmployee.ts';
import styles from '../employer.module.css';

/** The status filter's choices, each with how many it holds once the counts are in: together they make "Employees". */
const statusChoices = (counts: EmployeeList['statusCounts'] | undefined): [string, string][] =>
  employmentStatusFilters.map((status) => [status, counts ? t.statusChoice(t.statuses[status], counts[status]) : t.statuses[status]]);

/**
 * Spec §2 `/app/employee-data/`: the employer's people, searched, filtered, sorted and paged by the server. Everyone is
 * listed, leavers and inactive people too, each with their status (issue 26 item 9), so the list and "Employees" agree.
 */
export function EmployeeDataPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const list = useEmployeeListState('filter[person_activated]');
  const employees = useEmployees(clientId, list.query);
  const openModal = useModals((s) => s.openModal);
  const openPanel = usePanels((s) => s.openPanel);
  const open = useOpenEmployee(clientId);
  const columns = useMemo(() => employeeColumns(open), [open]);
  const data = employees.data;
  const notRegistered = data ? data.totalEmployees - data.totalRegisteredEmployees : 0;

  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      {data && (
        <Figures
          figures={[
            { label: t.figures.employees, value: data.totalEmployees, strong: true },
            { label: t.figures.registered, value: `${data.totalRegisteredEmployees} (${t.figures.percentage(data.percentageRegistered)})` },
            { label: t.figures.notRegistered, value: notRegistered },
          ]}
        />
      )}
      <PeopleSection
        title={t.caption}
        action={
          <div className={styles.downloads}>
            <Button variant="secondary" disabled={!data} onClick={() => openModal('resend-welcome-emails', { clientId, count: notRegistered })}>
              {t.resendAll}
            </Button>
            <Button onClick={() => openPanel('upload-data', { clientId })}>{uploadTexts.open}</Button>
          </div>
        }
        clientId={clientId}
        list={list}
        query={employees}
        columns={columns}
        caption={t.caption}
        filter={{
          label: t.filter,
          choices: [
            ['registered', t.filterRegistered],
            ['not-registered', t.filterNotRegistered],
          ],
        }}
        statusChoices={statusChoices(data?.statusCounts)}
        reportType="employees"
        onRowClick={open}
      />
    </Page>
  );
}

export { EmployeeDataPage as Component };
