import { useState } from 'react';
import { addMonths, firstOfMonth, formatMonthYear, pensionContributionsTexts as t, type ReportList } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { useDownloadPensionContributions } from '../api/pensionContributions.ts';
import shared from '../employer.module.css';
import styles from './ReportsPage.module.css';

/** Months offered: next month (a payroll run ahead) back to a year before this one. */
const MONTHS_BACK = 12;

/**
 * A pension's contributions of a payroll month as the PAPDIS file pension providers load (issue 38); shown when the
 * client has a pension benefit. `today` is the server's UK day.
 */
export function PensionContributionsSection({ clientId, today, pensions }: { clientId: number; today: string; pensions: ReportList['pensions'] }) {
  const thisMonth = firstOfMonth(today);
  const months = Array.from({ length: MONTHS_BACK + 2 }, (_, i) => addMonths(thisMonth, 1 - i));
  const [benefit, setBenefit] = useState(pensions[0]?.benefitId ?? 0);
  const [month, setMonth] = useState(thisMonth);
  const download = useDownloadPensionContributions(clientId);
  if (pensions.length === 0) return null;
  return (
    <section className={shared.section} aria-labelledby="pension-contributions">
      <h2 id="pension-contributions">{t.heading}</h2>
      <p>{t.intro}</p>
      <div className={styles.form}>
        <Field id="pension-contributions-benefit" label={t.benefitField}>
          {(a11y) => (
            <select {...a11y} value={benefit} onChange={(event) => setBenefit(Number(event.target.value))}>
              {pensions.map((pension) => (
                <option key={pension.benefitId} value={pension.benefitId}>
                  {`${pension.name} (${pension.schemeYear})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="pension-contributions-month" label={t.monthField}>
          {(a11y) => (
            <select {...a11y} value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((option) => (
                <option key={option} value={option}>
                  {formatMonthYear(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate({ benefit, month })}>
            {download.isPending ? t.downloading : t.download}
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {download.isError && (
          <Alert tone="error">
            <p>{t.downloadFailed}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
