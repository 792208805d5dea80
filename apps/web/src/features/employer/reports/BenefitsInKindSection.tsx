import { useState } from 'react';
import { benefitsInKindTexts as t, taxYearOfDay } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { useDownloadBenefitsInKind } from '../api/benefitsInKind.ts';
import shared from '../employer.module.css';
import styles from './ReportsPage.module.css';

/** How many tax years back the choice goes: this one and the five before (HMRC looks back four years after a year ends). */
const YEARS_BACK = 5;

/**
 * The year-end report of benefits in kind (issue 38): a tax year's taxable benefits per person, as CSV or XLSX, worked out
 * when downloaded. `today` is the server's UK day, so the choice starts at the tax year it is in.
 */
export function BenefitsInKindSection({ clientId, today }: { clientId: number; today: string }) {
  const current = taxYearOfDay(today);
  const [year, setYear] = useState(current);
  const download = useDownloadBenefitsInKind(clientId);
  const formats = [
    ['CSV', 'csv'],
    ['XLSX', 'xlsx'],
  ] as const;
  return (
    <section className={shared.section} aria-labelledby="benefits-in-kind">
      <h2 id="benefits-in-kind">{t.heading}</h2>
      <p>{t.intro}</p>
      <div className={styles.form}>
        <Field id="benefits-in-kind-year" label={t.yearField}>
          {(a11y) => (
            <select {...a11y} value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i).map((option) => (
                <option key={option} value={option}>
                  {t.yearOption(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          {formats.map(([label, format]) => (
            <Button
              key={format}
              variant="secondary"
              disabled={download.isPending}
              aria-label={t.downloadOf(label, year)}
              onClick={() => download.mutate({ year: String(year), format })}
            >
              {download.isPending && download.variables?.format === format ? t.downloading : t.download(label)}
            </Button>
          ))}
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
