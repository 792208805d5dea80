import { useSearchParams } from 'react-router';
import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useBenefitFilters } from '../api/benefitFilters.ts';
import { useEligibleBenefits } from '../api/eligibleBenefits.ts';
import { BenefitsGrid } from './BenefitsGrid.tsx';
import { BenefitsSkeleton } from './BenefitsSkeleton.tsx';
import { windowMessage } from './windowMessage.ts';
import styles from './MyBenefitsPage.module.css';

const CATEGORY_PARAM = 'category';

/** /app/my-benefits/: the employee's benefits as cards, filtered by category (kept in the URL). */
export function MyBenefitsPage() {
  useDocumentTitle(t.list.title, useTheme().benefitBrandName);
  const benefits = useEligibleBenefits();
  const filters = useBenefitFilters();
  const [params, setParams] = useSearchParams();
  const category = params.get(CATEGORY_PARAM);
  const onCategory = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(CATEGORY_PARAM);
      else next.set(CATEGORY_PARAM, value);
      return next;
    });

  const data = benefits.data;
  const notice = data ? windowMessage(data) : null;
  return (
    <Page
      title={t.list.title}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: t.list.title }]}
      intro={data?.schemeYear ? t.list.intro(data.schemeYear.year) : undefined}
    >
      {/* A failed list logs the user out (useBenefitsLoad in the header); this shows meanwhile. */}
      {benefits.isError && <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void benefits.refetch()} />}
      {benefits.isPending && benefits.fetchStatus !== 'idle' && <BenefitsSkeleton label={t.list.loading} />}
      {benefits.isPending && benefits.fetchStatus === 'idle' && <p>{t.list.none}</p>}
      {data && (
        <>
          {notice && (
            <div className={styles.notice}>
              <Alert tone="info">
                <p>{notice}</p>
              </Alert>
            </div>
          )}
          <BenefitsGrid benefits={data.benefits} filters={filters.data} category={category} onCategory={onCategory} />
        </>
      )}
    </Page>
  );
}

export { MyBenefitsPage as Component };
