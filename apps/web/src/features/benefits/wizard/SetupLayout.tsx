import { useLocation } from 'react-router';
import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { BenefitLoadIssue } from '../detail/BenefitLoadIssue.tsx';
import { MissingBenefit } from '../detail/MissingBenefit.tsx';
import { useBenefitParam } from '../detail/useBenefitParam.ts';
import { SetupFrame } from './SetupFrame.tsx';

/** /app/my-benefits/{id}/setup/*: loads the benefit, then the wizard frame runs the steps (nested routes). */
export function SetupLayout() {
  const { query, missing } = useBenefitParam();
  const step = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  useDocumentTitle(query.data ? t.wizard.chooseTitle(query.data.benefit.name) : t.list.title, useTheme().benefitBrandName);
  if (missing) return <MissingBenefit />;
  if (!query.data) {
    return (
      <Page
        title={t.list.title}
        breadcrumbs={[
          { label: ownTexts.home, to: paths.app.home },
          { label: t.list.title, to: paths.app.myBenefits },
        ]}
      >
        {query.isError ? <BenefitLoadIssue onRetry={() => void query.refetch()} /> : <Loading label={t.detail.loading} />}
      </Page>
    );
  }
  return <SetupFrame benefit={query.data.benefit} selection={query.data.selection} step={step} />;
}

export { SetupLayout as Component };
