import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MONTHS, reportKinds, reportRequestSchema, reportTexts as t, type ReportKind, type ReportRequest } from '@portal/contracts';
import { useRequestProviderReports } from '../api/providerReports.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { useRequestReport } from '../api/requestReport.ts';
import styles from './ReportsPage.module.css';

const failedText: Record<ReportKind, string> = { payroll: t.payrollFailed, provider: t.providerFailed, 'life-event': t.lifeEventFailed };

interface ReportValues {
  kind: ReportKind;
  /** Kept while another kind is chosen, so choosing provider again finds it; sent for a provider report only. */
  providerName?: string;
  month: number;
  year: number;
}
const reportFields = ['kind', 'providerName', 'month', 'year'] as const;
const fieldId = (field: keyof ReportValues) => `report-${field}`;
/** The provider choice that asks for every provider's report of the month (no provider has this name: it is not one of the list's). */
const ALL_PROVIDERS = '*';

// The server's own check (contracts); a provider is named for a provider report only.
const checkRequest = zodResolver(reportRequestSchema);
const resolver: Resolver<ReportValues, unknown, ReportRequest> = (values, context, options) =>
  checkRequest(values.kind === 'provider' ? values : { ...values, providerName: undefined }, context, options);

/** Asks for a month's payroll, provider or life-event report (generated in the background); it starts on the month of `today`, the server's UK day. */
export function ReportForm({ clientId, providers, today }: { clientId: number; providers: string[]; today: string }) {
  const form = useForm<ReportValues, ReportRequest>({
    resolver,
    defaultValues: { kind: 'payroll', providerName: providers[0] ?? '', month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) },
    fields: reportFields,
    fieldId,
  });
  const { register, errorOf, watch } = form;
  const request = useRequestReport(clientId);
  const all = useRequestProviderReports(clientId);
  const submit = form.submit(
    async (body) => {
      if (body.kind === 'provider' && body.providerName === ALL_PROVIDERS) {
        request.reset();
        await all.mutateAsync({ year: body.year, month: body.month });
      } else {
        all.reset();
        await request.mutateAsync(body);
      }
    },
    { failureText: () => failedText[form.getValues('kind')] },
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t.askHeading}>
      <div className={styles.form}>
        <Field id={fieldId('kind')} label={t.kindField} error={errorOf('kind')}>
          {(a11y) => (
            <select {...a11y} {...register('kind')}>
              {reportKinds.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {watch('kind') === 'provider' && (
          <Field id={fieldId('providerName')} label={t.providerField} error={errorOf('providerName')}>
            {(a11y) => (
              <select {...a11y} {...register('providerName')}>
                <option value={ALL_PROVIDERS}>{t.allProviders}</option>
                {providers.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id={fieldId('month')} label={t.monthField} error={errorOf('month')}>
          {(a11y) => (
            <select {...a11y} {...register('month', { valueAsNumber: true })}>
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fieldId('year')} label={t.yearField} error={errorOf('year')}>
          {(a11y) => <input {...a11y} inputMode="numeric" {...register('year', { valueAsNumber: true })} />}
        </Field>
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t.asking : t.ask}
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {request.isSuccess && <p>{t.asked(request.data.report.label)}</p>}
        {all.isSuccess && <p>{t.askedAllProviders(`${MONTHS[all.variables.month - 1]} ${all.variables.year}`)}</p>}
      </div>
    </Form>
  );
}
