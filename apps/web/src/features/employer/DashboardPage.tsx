import { ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useTheme } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** Employers only (the route requires it); the dashboard itself comes with the employer issue. */
export function DashboardPage() {
  useDocumentTitle(ownTexts.dashboardTitle, useTheme().benefitBrandName);
  return (
    <Page title={ownTexts.dashboardTitle} breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle }]}>
      <Card>
        <p className="lead">{ownTexts.dashboardPlaceholder}</p>
      </Card>
    </Page>
  );
}

export { DashboardPage as Component };
