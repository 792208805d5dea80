import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, retentionSettingsSchema, retentionTexts as t, type ClientDetail, type RetentionSettings } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { Loading } from '../../../../ui/Loading.tsx';
import { useRetention, useSaveRetention } from './api.ts';

const fields = ['personalMonths', 'payrollMonths'] as const;
const fieldId = (field: (typeof fields)[number]) => `retention-${field}`;

function RetentionForm({ clientId, current }: { clientId: number; current: RetentionSettings }) {
  const save = useSaveRetention(clientId);
  const form = useForm<RetentionSettings, RetentionSettings, (typeof fields)[number]>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: current,
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  useEffect(() => reset(current), [current, reset]);
  const onSubmit = form.submit((values) => save.mutateAsync(values), {
    successText: t.saved,
    serverErrors: 'both',
    failureText: (error) => errorText(error, messages.generic.somethingWrong),
  });
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit}>
      <Field id={fieldId('personalMonths')} label={t.personalLabel} hint={t.personalHint} error={errorOf('personalMonths')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={1} max={240} step={1} {...register('personalMonths', { valueAsNumber: true })} />}
      </Field>
      <Field id={fieldId('payrollMonths')} label={t.payrollLabel} hint={t.payrollHint} error={errorOf('payrollMonths')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={1} max={240} step={1} {...register('payrollMonths', { valueAsNumber: true })} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}

/** The client's retention periods for leavers (issue 39): personal data, then payroll records, in months after leaving. */
export function DataProtectionTab({ client }: { client: ClientDetail }) {
  const retention = useRetention(client.id);
  return (
    <section aria-labelledby="data-protection-title">
      <h2 id="data-protection-title">{t.heading}</h2>
      <p>{t.intro}</p>
      {retention.isPending ? (
        <Loading label={t.loading} />
      ) : retention.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void retention.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : (
        <RetentionForm clientId={client.id} current={retention.data} />
      )}
    </section>
  );
}
