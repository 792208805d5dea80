import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  daysInMonth,
  isoDay,
  messages,
  schemeYearFormSchema,
  schemeYearTexts as t,
  ukYear,
  type ClientSchemeYear,
  type ClientSchemeYears,
  type SchemeYearForm as Values,
  type SchemeYearValues,
} from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { useAddSchemeYear } from '../api/addSchemeYear.ts';
import { newerSchemeYears } from '../api/schemeYears.ts';
import { useSaveSchemeYear } from '../api/saveSchemeYear.ts';

const f = t.form;
const fields = ['year', 'startsOn', 'endsOn', 'windowOpensOn', 'windowClosesOn', 'probationMonths'] as const;
type FieldName = (typeof fields)[number];
const fieldId = (field: FieldName) => `scheme-year-${field}`;

/** The same day a year later (29 February becomes 28 February). */
function yearLater(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDay(y + 1, m, Math.min(d, daysInMonth(y + 1, m)));
}

const valuesOf = (year: ClientSchemeYear): Values => ({
  year: year.year,
  startsOn: year.startsOn,
  endsOn: year.endsOn,
  windowOpensOn: year.windowOpensOn,
  windowClosesOn: year.windowClosesOn,
  probationMonths: year.probationMonths,
});

/** What "Add" starts from: the year after the newest, its days a year later; the first year is this calendar year. */
export function suggestedYear(years: ClientSchemeYear[]): Values {
  const newest = years[0];
  if (!newest) {
    const year = ukYear();
    return { year, startsOn: `${year}-01-01`, endsOn: `${year}-12-31`, windowOpensOn: `${year}-01-01`, windowClosesOn: `${year}-01-31`, probationMonths: 0 };
  }
  return {
    year: newest.year + 1,
    startsOn: yearLater(newest.startsOn),
    endsOn: yearLater(newest.endsOn),
    windowOpensOn: yearLater(newest.windowOpensOn),
    windowClosesOn: yearLater(newest.windowClosesOn),
    probationMonths: newest.probationMonths,
  };
}

interface SchemeYearFormProps {
  clientId: number;
  data: ClientSchemeYears;
  /** The year being edited; null adds a new one. */
  editing: ClientSchemeYear | null;
  onDone: () => void;
}

/**
 * Adds a scheme year or edits one: its number, dates, annual window and probation. A year employees have chosen benefits
 * in keeps its number and dates (read-only here; the server refuses them too).
 */
export function SchemeYearForm({ clientId, data, editing, onDone }: SchemeYearFormProps) {
  const add = useAddSchemeYear(clientId);
  const save = useSaveSchemeYear(clientId);
  const form = useForm<Values, SchemeYearValues, FieldName>({
    resolver: zodResolver(schemeYearFormSchema),
    defaultValues: editing ? valuesOf(editing) : suggestedYear(data.years),
    fields,
    fieldId,
  });
  const { register, errorOf, reset } = form;
  // A newer version (a save here or elsewhere) or another year to edit brings its values.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version and the year say when the values are new
  useEffect(() => reset(editing ? valuesOf(editing) : suggestedYear(data.years)), [data.version, editing?.id, reset]);

  const locked = editing?.inUse ?? false;
  const onSubmit = form.submit(
    async (values) => {
      const body = { ...values, version: data.version };
      if (editing) await save.mutateAsync({ yearId: editing.id, body });
      else await add.mutateAsync(body);
      onDone();
    },
    {
      successText: editing ? f.saved : f.added,
      failureText: (error) => (newerSchemeYears(error) ? t.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
    },
  );

  const date = (name: Exclude<FieldName, 'year' | 'probationMonths'>, label: string, hint?: string, readOnly = false) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errorOf(name)}>
      {(a11y) => <input {...a11y} type="date" readOnly={readOnly} {...register(name)} />}
    </Field>
  );
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} before={<h3>{editing ? f.editHeading(editing.year) : f.addHeading}</h3>}>
      {locked && <p>{f.locked}</p>}
      <Field id={fieldId('year')} label={f.year.label} hint={f.year.help} error={errorOf('year')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={2000} max={2100} readOnly={locked} {...register('year', { valueAsNumber: true })} />}
      </Field>
      {date('startsOn', f.startsOn.label, undefined, locked)}
      {date('endsOn', f.endsOn.label, undefined, locked)}
      {date('windowOpensOn', f.windowOpensOn.label, f.windowOpensOn.help)}
      {date('windowClosesOn', f.windowClosesOn.label, f.windowClosesOn.help)}
      <Field id={fieldId('probationMonths')} label={f.probationMonths.label} hint={f.probationMonths.help} error={errorOf('probationMonths')}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={24} {...register('probationMonths', { valueAsNumber: true })} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? f.saving : editing ? f.save : f.add}
        </Button>
        {editing && (
          <Button variant="secondary" disabled={form.busy} onClick={onDone}>
            {f.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
