import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { quotePersonSchema, quoteTexts as t, type QuotePerson } from '@portal/contracts';
import { Button } from '../../../../../ui/Button.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../../ui/form/index.ts';
import layout from '../../../../../ui/form/layout.module.css';
import { numberFrom } from '../editor/controls.tsx';

/** Typed details of a person: none of them stored anywhere. */
interface Facts {
  kind: 'facts';
  dateOfBirth: string | null;
  age: number | null;
  salary: number | null;
  location: string | null;
  grade: string | null;
  employmentStartDate: string | null;
  employmentStatus: 'active' | 'inactive' | 'left';
}

const fields = ['dateOfBirth', 'age', 'salary', 'location', 'grade', 'employmentStartDate', 'employmentStatus'] as const;
type FieldName = (typeof fields)[number];
const fieldId = (field: FieldName) => `quote-${field}`;
const blank: Facts = {
  kind: 'facts',
  dateOfBirth: null,
  age: null,
  salary: null,
  location: null,
  grade: null,
  employmentStartDate: null,
  employmentStatus: 'active',
};
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const statuses = ['active', 'inactive', 'left'] as const;

/** The person of a quote typed in: a date of birth or an age, salary, location, grade, start date and status. */
export function FactsForm({ onQuote }: { onQuote: (person: QuotePerson) => void }) {
  const form = useForm<Facts, QuotePerson, FieldName>({
    // The contracts' person is a union of an employee and typed details: this form makes only the details.
    resolver: zodResolver(quotePersonSchema) as unknown as Resolver<Facts, unknown, QuotePerson>,
    defaultValues: blank,
    fields,
    fieldId,
  });
  const { register, errorOf } = form;
  const onSubmit = form.submit((person) => onQuote(person));
  const text = (name: 'location' | 'grade', label: string) => (
    <Field id={fieldId(name)} label={label} error={errorOf(name)}>
      {(a11y) => <input {...a11y} autoComplete="off" {...register(name, { setValueAs: textOrNull })} />}
    </Field>
  );
  const date = (name: 'dateOfBirth' | 'employmentStartDate', label: string) => (
    <Field id={fieldId(name)} label={label} error={errorOf(name)}>
      {(a11y) => <input {...a11y} type="date" {...register(name, { setValueAs: textOrNull })} />}
    </Field>
  );
  const number = (name: 'age' | 'salary', label: string, hint?: string) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errorOf(name)}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          inputMode={name === 'age' ? 'numeric' : 'decimal'}
          autoComplete="off"
          {...register(name, { setValueAs: numberFrom(null) })}
        />
      )}
    </Field>
  );
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-label={t.personKind.facts}>
      {date('dateOfBirth', t.dateOfBirth.label)}
      {number('age', t.age.label, t.age.help)}
      {number('salary', t.salary.label)}
      {text('location', t.location.label)}
      {text('grade', t.grade.label)}
      {date('employmentStartDate', t.employmentStartDate.label)}
      <Field id={fieldId('employmentStatus')} label={t.employmentStatus.label} error={errorOf('employmentStatus')}>
        {(a11y) => (
          <select {...a11y} {...register('employmentStatus')}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t.employmentStatus.values[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit">{t.show}</Button>
      </div>
    </Form>
  );
}
