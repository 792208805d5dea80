import { Link } from 'react-router';
import { useAddressParams } from '../../../ui/useAddressParams.ts';
import { benefitScreenTexts as t, formatLongDate, myNextYearTexts as n, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useBenefitFilters } from '../api/benefitFilters.ts';
import { useEligibleBenefits } from '../api/eligibleBenefits.ts';
import { useMyNextYear } from '../api/myNextYear.ts';
import { NextYearPanel } from './NextYearPanel.tsx';
import { BenefitsGrid } from './BenefitsGrid.tsx';
import { BenefitsSkeleton } from './BenefitsSkeleton.tsx';
import { windowMessage } from './windowMessage.ts';
import styles from './MyBenefitsPage.module.css';

const CATEGORY_PARAM = 'category';
/** `?year=next`: next year's benefits, while a next year is prepared and has not started. */
const YEAR_PARAM = 'year';

/**
 * /app/my-benefits/: the employee's benefits as cards, filtered by category (kept in the URL); once next year is
 * prepared, "This year" and "Next year" (its benefits, the caller's choices in it and what rolls over).
 */
export function MyBenefitsPage() {
  useDocumentTitle(t.list.title, useTheme().benefitBrandName);
  const benefits = useEligibleBenefits();
  const filters = useBenefitFilters();
  const nextYear = useMyNextYear();
  const [params, setParams] = useAddressParams();
  const category = params.get(CATEGORY_PARAM);
  const upcoming = nextYear.data?.schemeYear ? { ...nextYear.data, schemeYear: nextYear.data.schemeYear } : null;
  const showNext = upcoming !== null && params.get(YEAR_PARAM) === 'next';
  const yearLink = (next: boolean) => {
    const to = new URLSearchParams(params);
    to.delete(CATEGORY_PARAM);
    if (next) to.set(YEAR_PARAM, 'next');
    else to.delete(YEAR_PARAM);
    return `?${to.toString()}`;
  };
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
      intro={showNext ? t.list.intro(upcoming.schemeYear.year) : data?.schemeYear ? t.list.intro(data.schemeYear.year) : undefined}
    >
      {upcoming && (
        <nav aria-label={n.tabs}>
          <ul className={styles.years}>
            <li>
              <Link className={styles.year} to={yearLink(false)} aria-current={showNext ? undefined : 'page'}>
                {n.thisYear}
              </Link>
            </li>
            <li>
              <Link className={styles.year} to={yearLink(true)} aria-current={showNext ? 'page' : undefined}>
                {n.nextYear(formatLongDate(upcoming.schemeYear.startsOn))}
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {showNext && <NextYearPanel data={upcoming} category={category} onCategory={onCategory} />}
      {/* A failed list logs the user out (useBenefitsLoad in the header); this shows meanwhile. */}
      {!showNext && benefits.isError && <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void benefits.refetch()} />}
      {!showNext && benefits.isPending && benefits.fetchStatus !== 'idle' && <BenefitsSkeleton label={t.list.loading} />}
      {!showNext && benefits.isPending && benefits.fetchStatus === 'idle' && <p>{t.list.none}</p>}
      {!showNext && data && (
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
