import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../ui/Page.tsx';
import { Skeleton, SkeletonCard, SkeletonRegion } from '../../../ui/Skeleton.tsx';
import { BenefitLoadIssue } from './BenefitLoadIssue.tsx';
import { MissingBenefit } from './MissingBenefit.tsx';
import type { useBenefitParam } from './useBenefitParam.ts';
import styles from './BenefitPage.module.css';

/** The breadcrumbs every page of one benefit starts with. */
export const benefitCrumbs = [
  { label: ownTexts.home, to: paths.app.home },
  { label: t.list.title, to: paths.app.myBenefits },
];

/** A benefit page's outline: its summary and about cards beside the plan and cost. */
function BenefitSkeleton() {
  return (
    <SkeletonRegion label={t.detail.loading} className={styles.layout}>
      <div className={styles.main}>
        <SkeletonCard>
          <Skeleton shape="block" width="72px" height="72px" />
          <Skeleton width="50%" height="1.75rem" />
          <Skeleton width="30%" />
        </SkeletonCard>
        <SkeletonCard>
          <Skeleton width="35%" height="1.4rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="65%" />
        </SkeletonCard>
      </div>
      <div className={styles.side}>
        <SkeletonCard>
          <Skeleton width="55%" height="1.4rem" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="70%" />
          <Skeleton shape="block" height="44px" />
        </SkeletonCard>
      </div>
    </SkeletonRegion>
  );
}

/** What a page of one benefit shows until the benefit is there: not found, a retry after a failure, or its outline while it loads. */
export function BenefitLoading({ missing, query }: Pick<ReturnType<typeof useBenefitParam>, 'missing' | 'query'>) {
  if (missing) return <MissingBenefit />;
  return (
    <Page title={t.list.title} breadcrumbs={benefitCrumbs}>
      {query.isError ? <BenefitLoadIssue onRetry={() => void query.refetch()} /> : <BenefitSkeleton />}
    </Page>
  );
}
