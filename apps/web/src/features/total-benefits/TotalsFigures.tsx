import { benefitScreenTexts as t, type TotalBenefitsCard } from '@portal/contracts';
import { formatPounds } from '../../ui/format.ts';
import styles from './TotalBenefits.module.css';

/** The year's headline figures (the summary call): the package, the salary and who pays for the benefits. */
export function TotalsFigures({ data }: { data: TotalBenefitsCard }) {
  const figures = [
    { label: t.home.totalPackage, value: data.totalPackage, strong: true },
    ...(data.salary === null ? [] : [{ label: t.home.salary, value: data.salary, strong: false }]),
    { label: t.home.employerValue, value: data.employerValue, strong: false },
    { label: t.home.employeeValue, value: data.employeeValue, strong: false },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={`${styles.figure} ${figure.strong ? styles.strong : ''}`}>
          <dt>{figure.label}</dt>
          <dd>{formatPounds(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
