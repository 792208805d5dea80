import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeStartRules,
  effectiveDateTexts as r,
  lifeEventStartRules,
  messages,
  newStarterWindowFormSchema,
  schemeYearTexts as t,
  type ClientSchemeYears,
  type NewStarterWindowForm as Values,
} from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { newerSchemeYears } from '../api/schemeYears.ts';
import { useSaveNewStarterWindow } from '../api/saveNewStarterWindow.ts';

const n = t.newStarter;
const fields = ['newStarterWindowDays', 'effectiveDates.joining', 'effectiveDates.change', 'effectiveDates.lifeEvent'] as const;
const fieldId = (field: (typeof fields)[number]) => (field === 'newStarterWindowDays' ? 'new-starter-days' : `starts-${field.split('.')[1]}`);
const valuesOf = (data: ClientSchemeYears): Values => ({ newStarterWindowDays: data.newStarterWindowDays, effectiveDates: data.effectiveDates });

/**
 * The client's rules for choosing outside the annual window: how many days from their employment start date a new
 * employee may choose benefits, and when joining, a change and a life event's change take effect.
 */
export function NewStarterForm({ clientId, data }: { clientId: number; data: ClientSchemeYears }) {
  const save = useSaveNewStarterWindow(clientId);
  const form = useForm<Values, Values, (typeof fields)[number]>({
    resolver: zodResolver(newStarterWindowFormSchema),
    defaultValues: valuesOf(data),
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the value is new
  useEffect(() => reset(valuesOf(data)), [data.version, reset]);
  const onSubmit = form.submit((values) => save.mutateAsync({ ...values, version: data.version }), {
    successText: n.saved,
    failureText: (error) => (newerSchemeYears(error) ? t.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} summary={false} before={<h3>{n.heading}</h3>}>
      <Field id={fieldId('newStarterWindowDays')} label={n.label} hint={n.help} error={errorOf('newStarterWindowDays')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={90} {...register('newStarterWindowDays', { valueAsNumber: true })} />}
      </Field>
      <h3>{r.heading}</h3>
      <p>{r.help}</p>
      {(['joining', 'change'] as const).map((kind) => (
        <Field key={kind} id={fieldId(`effectiveDates.${kind}`)} label={r[kind]} error={errorOf(`effectiveDates.${kind}`)}>
          {(a11y) => (
            <select {...a11y} {...register(`effectiveDates.${kind}`)}>
              {changeStartRules.map((rule) => (
                <option key={rule} value={rule}>
                  {r.changeStart[rule]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <Field id={fieldId('effectiveDates.lifeEvent')} label={r.lifeEvent} error={errorOf('effectiveDates.lifeEvent')}>
        {(a11y) => (
          <select {...a11y} {...register('effectiveDates.lifeEvent')}>
            {lifeEventStartRules.map((rule) => (
              <option key={rule} value={rule}>
                {r.lifeEventStart[rule]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? n.saving : n.save}
        </Button>
      </div>
    </Form>
  );
}
