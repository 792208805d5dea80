import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, newStarterWindowFormSchema, schemeYearTexts as t, type ClientSchemeYears, type NewStarterWindowForm as Values } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { newerSchemeYears } from '../api/schemeYears.ts';
import { useSaveNewStarterWindow } from '../api/saveNewStarterWindow.ts';

const n = t.newStarter;
const fields = ['newStarterWindowDays'] as const;
const fieldId = () => 'new-starter-days';

/** The client's new-starter window: how many days from their employment start date a new employee may choose benefits. */
export function NewStarterForm({ clientId, data }: { clientId: number; data: ClientSchemeYears }) {
  const save = useSaveNewStarterWindow(clientId);
  const form = useForm<Values, Values, (typeof fields)[number]>({
    resolver: zodResolver(newStarterWindowFormSchema),
    defaultValues: { newStarterWindowDays: data.newStarterWindowDays },
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the value is new
  useEffect(() => reset({ newStarterWindowDays: data.newStarterWindowDays }), [data.version, reset]);
  const onSubmit = form.submit((values) => save.mutateAsync({ ...values, version: data.version }), {
    successText: n.saved,
    failureText: (error) => (newerSchemeYears(error) ? t.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} summary={false} before={<h3>{n.heading}</h3>}>
      <Field id={fieldId()} label={n.label} hint={n.help} error={errorOf('newStarterWindowDays')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={90} {...register('newStarterWindowDays', { valueAsNumber: true })} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? n.saving : n.save}
        </Button>
      </div>
    </Form>
  );
}
