import { useMemo } from 'react';
import { formatPercent, ownTexts, platformSettingsTexts as t } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Figures } from '../../../ui/Figures.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useTwoFactorList } from '../api/twoFactorList.ts';
import { twoFactorColumns } from '../employees/employeeColumns.tsx';
import { PeopleSection } from '../employees/PeopleSection.tsx';
import { useEmployeeListState } from '../employees/useEmployeeListState.ts';
import { useOpenEmployee } from '../employees/useOpenEmployee.ts';
import { EnforcementSettings } from './EnforcementSettings.tsx';

/** Spec §2 `/app/dashboard/platform-settings/`: two-factor enforcement and who uses it. */
export function PlatformSettingsPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const list = useEmployeeListState('filter[person_mfa_secret]');
  const people = useTwoFactorList(clientId, list.query);
  const open = useOpenEmployee(clientId);
  const columns = useMemo(() => twoFactorColumns(open), [open]);
  const data = people.data;
  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      {data && (
        <Figures
          figures={[
            { label: t.figures.share, value: formatPercent(data.percentageWithTwoFactor), strong: true },
            { label: t.figures.withTwoFactor, value: data.totalWithTwoFactor },
            { label: t.figures.without, value: data.totalEmployees - data.totalWithTwoFactor },
          ]}
        />
      )}
      <EnforcementSettings clientId={clientId} />
      <PeopleSection
        title={t.tableHeading}
        clientId={clientId}
        list={list}
        query={people}
        columns={columns}
        caption={t.caption}
        filter={{
          label: t.filter,
          choices: [
            ['enabled', t.filterOn],
            ['not-enabled', t.filterOff],
          ],
        }}
        reportType="employeeTwoFA"
        onRowClick={open}
      />
    </Page>
  );
}

export { PlatformSettingsPage as Component };
