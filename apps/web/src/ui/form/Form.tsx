import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Alert } from '../Alert.tsx';
import { ErrorSummary, type SummaryError } from '../ErrorSummary.tsx';
import type { SubmitState } from './useSubmit.ts';

interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** A `useForm` form, or a `useSubmit` state (which has no summary). */
  form: Pick<SubmitState, 'failure' | 'success' | 'summaryKey'> & { summary?: SummaryError[] };
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Shown above the outcome alerts (e.g. the form's introduction). */
  before?: ReactNode;
  /** The outcome alert's title, when it has one. */
  failureTitle?: string;
  /** Whether failed submits list their errors in a summary (GOV.UK); forms of one or two fields go without. */
  summary?: boolean;
  children: ReactNode;
}

/** A form of the house: no browser validation, the outcome alerts and the error summary at the top. */
export function Form({ form, onSubmit, before, failureTitle, summary = true, children, ...formProps }: FormProps) {
  return (
    <form {...formProps} noValidate onSubmit={onSubmit}>
      {before}
      {form.success && (
        <Alert tone="success">
          <p>{form.success}</p>
        </Alert>
      )}
      {form.failure && (
        <Alert tone="error" title={failureTitle}>
          <p>{form.failure}</p>
        </Alert>
      )}
      {summary && form.summaryKey > 0 && <ErrorSummary errors={form.summary ?? []} focusKey={form.summaryKey} />}
      {children}
    </form>
  );
}
