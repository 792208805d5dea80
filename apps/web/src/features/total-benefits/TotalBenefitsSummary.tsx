import { Link } from 'react-router';
import { benefitScreenTexts as t, formatPounds } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useTotalBenefitsCard } from './api/totalBenefitsCard.ts';
import styles from './TotalBenefitsSummary.module.css';

/** The home page's total benefits card: what the benefits are worth this year, who pays, and the package with the salary. */
export function TotalBenefitsSummary() {
  const query = useTotalBenefitsCard();
  return (
    <Card className={styles.card}>
      <h2 className={styles.title}>{t.home.totalTitle(query.data?.year ?? null)}</h2>
      {query.isPending && <Loading />}
      {query.isError && <RetryAlert message={t.home.totalError} retryLabel={t.retry} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <p className={styles.package}>
            <span className={styles.packageLabel}>{t.home.benefitsValue}</span>
            <span className={styles.packageValue}>{formatPounds(query.data.totalValue)}</span>
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t.home.employerValue}</dt>
              <dd>{formatPounds(query.data.employerValue)}</dd>
            </div>
            <div>
              <dt>{t.home.employeeValue}</dt>
              <dd>{formatPounds(query.data.employeeValue)}</dd>
            </div>
            {query.data.totalPackage !== null && (
              <div>
                <dt>{t.home.totalPackage}</dt>
                <dd>{formatPounds(query.data.totalPackage)}</dd>
              </div>
            )}
          </dl>
          <p className={styles.body}>{query.data.benefitsCount > 0 ? t.home.totalBody(query.data.benefitsCount) : t.home.totalEmpty}</p>
          <Link to={paths.app.myTotalBenefits} className={styles.link}>
            {t.home.totalLink}
          </Link>
        </>
      )}
    </Card>
  );
}
