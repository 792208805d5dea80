import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../Alert.tsx';
import { ErrorSummary } from '../ErrorSummary.tsx';
import type { AppForm } from './useForm.ts';

interface FormProps<V extends FieldValues, T> {
  form: AppForm<V, T>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  className?: string;
  /** Shown above the outcome alert (e.g. the form's introduction). */
  before?: ReactNode;
  /** The outcome alert's title, when it has one. */
  failureTitle?: string;
  /** Whether failed submits list their errors in a summary (GOV.UK); forms of one or two fields go without. */
  summary?: boolean;
  children: ReactNode;
}

/** A form of the house: no browser validation, the outcome alert and the error summary at the top. */
export function Form<V extends FieldValues, T>({ form, onSubmit, className, before, failureTitle, summary = true, children }: FormProps<V, T>) {
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      {before}
      {form.failure && (
        <Alert tone="error" title={failureTitle}>
          <p>{form.failure}</p>
        </Alert>
      )}
      {summary && form.summaryKey > 0 && <ErrorSummary errors={form.summary} focusKey={form.summaryKey} />}
      {children}
    </form>
  );
}
