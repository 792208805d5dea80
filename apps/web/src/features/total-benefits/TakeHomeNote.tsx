import { benefitScreenTexts as t, formatMonthYear, formatPounds, type TotalBenefitsPage } from '@portal/contracts';
import { Card } from '../../ui/Card.tsx';
import styles from './TotalBenefits.module.css';

/** What this month's salary sacrifices together take from take-home pay (the server's pay calculator); nothing without one. */
export function TakeHomeNote({ thisMonth }: { thisMonth: TotalBenefitsPage['thisMonth'] }) {
  const takeHome = thisMonth.takeHome;
  if (!takeHome) return null;
  const title = t.total.takeHomeTitle(formatMonthYear(thisMonth.month));
  return (
    <Card>
      <section aria-label={title}>
        <h2 className={styles.noteTitle}>{title}</h2>
        <p>
          {t.total.takeHome(
            formatPounds(takeHome.sacrificed),
            formatPounds(takeHome.incomeTax),
            formatPounds(takeHome.employeeNi),
            formatPounds(takeHome.net),
            takeHome.taxYear,
          )}
        </p>
      </section>
    </Card>
  );
}
