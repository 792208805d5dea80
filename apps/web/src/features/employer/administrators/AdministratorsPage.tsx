import { useCallback } from 'react';
import { clientAdminTexts, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { AdministratorsView } from '../../../ui/administrators/AdministratorsView.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useAdministrators } from '../api/administrators.ts';
import { useInviteAdministrator } from '../api/inviteAdministrator.ts';
import { useSetAdministratorSuspended } from '../api/setAdministratorSuspended.ts';

const t = clientAdminTexts.administrators.employer;

/**
 * `/app/dashboard/administrators` (issue 27 §2): a client's HR administrators list, invite, suspend and reinstate each
 * other, as the admin console does for them (removing one stays the console's).
 */
export function AdministratorsPage() {
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const list = useAdministrators(clientId);
  const { mutateAsync: invite } = useInviteAdministrator(clientId);
  const { mutateAsync: suspend } = useSetAdministratorSuspended(clientId);
  const onSuspend = useCallback((userId: number, suspended: boolean) => suspend({ userId, suspended }), [suspend]);

  return (
    <Page
      title={t.title}
      intro={t.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: t.title }]}
    >
      <AdministratorsView list={list} onInvite={invite} onSuspend={onSuspend} inviteHint={t.inviteHint} inviteHeadingLevel={2} />
    </Page>
  );
}

export { AdministratorsPage as Component };
