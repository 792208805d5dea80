import type { BaseSyntheticEvent } from 'react';
import { get, useForm as useHookForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../../api/errors.ts';
import type { SummaryError } from '../ErrorSummary.tsx';
import { useSubmit, type SubmitOptions, type SubmitState } from './useSubmit.ts';

/** `F`: the names of the fields the summary lists (all of the form's paths unless told). */
export interface FormOptions<V extends FieldValues, T = V, F extends Path<V> = Path<V>> extends UseFormProps<V, unknown, T> {
  /** The fields in page order: the error summary lists them so, and server field errors land on them. */
  fields?: readonly F[];
  /** The id of a field's control, for the summary's links. */
  fieldId?: (field: F) => string;
  /** The form field a server field error belongs to (default: the same name, when it is one of `fields`). */
  serverField?: (name: string) => F | undefined;
}

export interface AppForm<V extends FieldValues, T = V, F extends Path<V> = Path<V>> extends UseFormReturn<V, unknown, T>, Omit<SubmitState, 'run'> {
  summary: SummaryError[];
  errorOf: (field: Path<V>) => string | undefined;
  fieldIdOf: (field: F) => string;
  /** The form's onSubmit: checks the fields, runs the action once at a time, and shows what failed. */
  submit: (action: (values: T) => Promise<unknown> | unknown, options?: SubmitOptions) => (event?: BaseSyntheticEvent) => Promise<unknown>;
}

/**
 * One way to build a form (react-hook-form underneath): it owns the busy state, the error summary, the
 * server's field errors (ApiError `errors` mapped onto the fields) and the outcome alert. A resolver is
 * optional, so forms on the login route stay free of zod.
 */
export function useForm<V extends FieldValues, T = V, F extends Path<V> = Path<V>>(options: FormOptions<V, T, F> = {}): AppForm<V, T, F> {
  const { fields = [], fieldId = (field) => String(field), serverField, ...formOptions } = options;
  // The error summary takes the focus (GOV.UK), not the first field.
  const form = useHookForm<V, unknown, T>({ shouldFocusError: false, ...formOptions });
  const { run, ...submitState } = useSubmit();

  const errorOf = (field: Path<V>): string | undefined => (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
  const summary = fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const toField = serverField ?? ((name: string) => fields.find((field) => field === name));

  /** Puts the server's field errors on their fields; answers how many landed. */
  const applyServerErrors = (fieldErrors: FieldErrors): number => {
    let count = 0;
    for (const [name, message] of Object.entries(fieldErrors)) {
      const field = toField(name);
      if (!field) continue;
      form.setError(field, { type: 'server', message });
      count++;
    }
    return count;
  };

  const submit: AppForm<V, T, F>['submit'] = (action, submitOptions = {}) =>
    form.handleSubmit(
      (values) => run(() => action(values), submitOptions, applyServerErrors),
      () => {
        submitState.showSummary();
        submitOptions.onInvalid?.();
      },
    );

  return { ...form, ...submitState, summary, errorOf, fieldIdOf: fieldId, submit };
}
