import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { MissingBenefit } from './MissingBenefit.tsx';
import type { useBenefitParam } from './useBenefitParam.ts';

/** The breadcrumbs every page of one benefit starts with. */
export const benefitCrumbs = [
  { label: ownTexts.home, to: paths.app.home },
  { label: t.list.title, to: paths.app.myBenefits },
];

/** What a page of one benefit shows until the benefit is there: not found, a retry after a failure, or the spinner. */
export function BenefitLoading({ missing, query }: Pick<ReturnType<typeof useBenefitParam>, 'missing' | 'query'>) {
  if (missing) return <MissingBenefit />;
  return (
    <Page title={t.list.title} breadcrumbs={benefitCrumbs}>
      {query.isError ? <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} /> : <Loading label={t.detail.loading} />}
    </Page>
  );
}
