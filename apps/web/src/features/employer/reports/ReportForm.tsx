import { useState, type FormEvent } from 'react';
import { MONTHS, reportKinds, reportTexts as t, type ReportKind, type ReportRequest } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { useRequestReport } from '../api/reports.ts';
import styles from './ReportsPage.module.css';

const failedText: Record<ReportKind, string> = { payroll: t.payrollFailed, provider: t.providerFailed, 'life-event': t.lifeEventFailed };

/** Asks for a month's payroll, provider or life-event report (generated in the background). */
export function ReportForm({ clientId, providers, today }: { clientId: number; providers: string[]; today: Date }) {
  const [kind, setKind] = useState<ReportKind>('payroll');
  const [provider, setProvider] = useState(providers[0] ?? '');
  const [month, setMonth] = useState(today.getMonth() + 1);
  const [year, setYear] = useState(String(today.getFullYear()));
  const request = useRequestReport(clientId);
  const fieldErrors = request.error instanceof ApiError ? request.error.fieldErrors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ReportRequest = { kind, year: Number(year), month, ...(kind === 'provider' && { providerName: provider }) };
    request.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.askHeading}>
      <div className={styles.form}>
        <Field label={t.kindField} error={fieldErrors.kind}>
          {(a11y) => (
            <select {...a11y} value={kind} onChange={(e) => setKind(e.target.value as ReportKind)}>
              {reportKinds.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {kind === 'provider' && (
          <Field label={t.providerField} error={fieldErrors.providerName}>
            {(a11y) => (
              <select {...a11y} value={provider} onChange={(e) => setProvider(e.target.value)}>
                {providers.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t.monthField} error={fieldErrors.month}>
          {(a11y) => (
            <select {...a11y} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.yearField} error={fieldErrors.year}>
          {(a11y) => <input {...a11y} inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t.asking : t.ask}
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {request.isError && Object.keys(fieldErrors).length === 0 && (
          <Alert tone="error">
            <p>{failedText[kind]}</p>
          </Alert>
        )}
        {request.isSuccess && <p>{t.asked(request.data.report.label)}</p>}
      </div>
    </form>
  );
}
