import { Link } from 'react-router';
import { benefitScreenTexts as t, formatLongDate, formatPounds, type BenefitDetail } from '@portal/contracts';
import { useActiveFamily } from '../api/family.ts';
import type { WizardStepKey, WizardValues } from './steps.ts';
import styles from './ReviewList.module.css';

interface ReviewListProps {
  benefit: BenefitDetail;
  values: WizardValues;
  steps: WizardStepKey[];
  stepPath: (step: string) => string;
}

/** Each answer of the wizard in words, with a link back to its step. */
export function ReviewList({ benefit, values, steps, stepPath }: ReviewListProps) {
  const family = useActiveFamily().data ?? [];
  const amount = benefit.setup.amount;
  const people = family.filter((m) => values.peopleCovered?.includes(m.familyMemberId)).map((m) => m.name);
  const answers: Record<Exclude<WizardStepKey, 'summary'>, string> = {
    option: benefit.setup.options?.find((o) => o.value === values.option)?.label ?? '',
    amount:
      values.amount === undefined
        ? ''
        : amount?.unit === 'salary-multiple'
          ? t.wizard.timesSalary(values.amount)
          : amount?.unit === 'percent'
            ? t.wizard.percentOfPay(values.amount)
            : formatPounds(values.amount),
    people: people.length > 0 ? people.join(', ') : t.detail.onlyYou,
    'start-date': values.startDate ? formatLongDate(values.startDate) : '',
    questions: t.wizard.answered,
    terms: t.wizard.accepted,
  };
  return (
    <dl className={styles.list}>
      {steps
        .filter((step): step is Exclude<WizardStepKey, 'summary'> => step !== 'summary')
        .map((step) => (
          <div key={step} className={styles.row}>
            <dt>{t.wizard.steps[step]}</dt>
            <dd>{answers[step]}</dd>
            <dd className={styles.change}>
              <Link to={stepPath(step)}>
                {t.change} <span className="visually-hidden">{t.wizard.steps[step]}</span>
              </Link>
            </dd>
          </div>
        ))}
    </dl>
  );
}
