import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm as useHookForm,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { messages } from '@portal/contracts';
import { ApiError } from '../../api/errors.ts';
import type { SummaryError } from '../ErrorSummary.tsx';

export interface FormOptions<V extends FieldValues, T = V> extends UseFormProps<V, unknown, T> {
  /** The fields in page order: the error summary lists them so, and server field errors land on them. */
  fields?: readonly Path<V>[];
  /** The id of a field's control, for the summary's links. */
  fieldId?: (field: Path<V>) => string;
  /** The form field a server field error belongs to (default: the same name, when it is one of `fields`). */
  serverField?: (name: string) => Path<V> | undefined;
}

export interface SubmitOptions {
  /** The outcome alert's text for a failure (default: the error's message). */
  failureText?: (error: unknown) => string;
  /**
   * 'fields' (default): server field errors go to their fields and the summary, the alert only when there were none;
   * 'both': field errors go to their fields and the alert shows too; 'alert': the alert only.
   */
  serverErrors?: 'fields' | 'both' | 'alert';
  /** Called after any failure (e.g. to reset a one-time captcha). */
  onFailure?: (error: unknown) => void;
  /** Called when the fields' own checks fail, after the summary is shown. */
  onInvalid?: () => void;
}

export interface AppForm<V extends FieldValues, T = V> extends UseFormReturn<V, unknown, T> {
  /** True while the submit's action runs. */
  busy: boolean;
  /** The outcome alert's text, or null. */
  failure: string | null;
  setFailure: (text: string | null) => void;
  /** Changes on every failed submit (0 before the first), moving focus to the error summary. */
  summaryKey: number;
  showSummary: () => void;
  summary: SummaryError[];
  errorOf: (field: Path<V>) => string | undefined;
  fieldIdOf: (field: Path<V>) => string;
  /** The form's onSubmit: checks the fields, runs the action once at a time, and shows what failed. */
  submit: (action: (values: T) => Promise<unknown> | unknown, options?: SubmitOptions) => (event?: BaseSyntheticEvent) => Promise<unknown>;
}

const defaultFailureText = (error: unknown) => (error instanceof Error ? error.message : messages.generic.somethingWrong);

/**
 * One way to build a form (react-hook-form underneath): it owns the busy state, the error summary, the
 * server's field errors (ApiError `errors` mapped onto the fields) and the outcome alert. A resolver is
 * optional, so forms on the login route stay free of zod.
 */
export function useForm<V extends FieldValues, T = V>(options: FormOptions<V, T> = {}): AppForm<V, T> {
  const { fields = [], fieldId = (field) => String(field), serverField, ...formOptions } = options;
  // The error summary takes the focus (GOV.UK), not the first field.
  const form = useHookForm<V, unknown, T>({ shouldFocusError: false, ...formOptions });
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [summaryKey, setSummaryKey] = useState(0);
  const showSummary = () => setSummaryKey((k) => k + 1);

  const errorOf = (field: Path<V>): string | undefined => (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
  const summary = fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const toField = serverField ?? ((name: string) => fields.find((field) => field === name));

  /** Puts the server's field errors on their fields; answers how many landed. */
  const applyServerErrors = (error: unknown): number => {
    if (!(error instanceof ApiError)) return 0;
    let count = 0;
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      const field = toField(name);
      if (!field) continue;
      form.setError(field, { type: 'server', message });
      count++;
    }
    return count;
  };

  const submit: AppForm<V, T>['submit'] = (action, submitOptions = {}) => {
    const { failureText = defaultFailureText, serverErrors = 'fields', onFailure, onInvalid } = submitOptions;
    const onValid: SubmitHandler<T> = async (values) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setFailure(null);
      setBusy(true);
      try {
        await action(values);
      } catch (error) {
        const landed = serverErrors === 'alert' ? 0 : applyServerErrors(error);
        if (landed > 0) showSummary();
        if (landed === 0 || serverErrors === 'both') setFailure(failureText(error));
        onFailure?.(error);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    };
    return form.handleSubmit(onValid, () => {
      showSummary();
      onInvalid?.();
    });
  };

  return { ...form, busy, failure, setFailure, summaryKey, showSummary, summary, errorOf, fieldIdOf: fieldId, submit };
}
