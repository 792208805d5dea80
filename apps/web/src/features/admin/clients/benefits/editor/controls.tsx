import type { ReactNode } from 'react';
import { get, type FieldValues, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../../ui/Field.tsx';
import { FieldError } from '../../../../../ui/Field.tsx';
import checkbox from '../../../../../ui/Checkbox.module.css';
import choice from '../../../../../ui/choice.module.css';
import styles from './Editor.module.css';

/** What the editor's parts need of a form: its fields by dotted path, each one's error and the id of its control. */
export interface FormBits {
  register: UseFormRegister<FieldValues>;
  errorOf: (path: string) => string | undefined;
  idOf: (path: string) => string;
  setValue: (path: string, value: unknown) => void;
}

/** The error at a path of a form's error tree: a field's, or a list's own (react-hook-form keeps it under `root`). */
export function errorAt(errors: unknown, path: string): string | undefined {
  const node = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The id of a path's control in a form whose ids start with `prefix`: `benefit-pricing-bands-2-minAge`. */
export const controlId = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/** A form's bits under `prefix`; the parts are written once for the editor and the price change form. */
export function bitsOf<V extends FieldValues, T>(form: UseFormReturn<V, unknown, T>, prefix: string): FormBits {
  // The parts address fields by dotted paths they build (option codes, band numbers), which the form's types cannot follow.
  const loose = form as unknown as UseFormReturn<FieldValues>;
  return {
    register: loose.register,
    errorOf: (path) => errorAt(form.formState.errors, path),
    idOf: (path) => controlId(prefix, path),
    setValue: (path, value) => loose.setValue(path, value, { shouldDirty: true }),
  };
}

/** A typed number as the form keeps it: empty is none (`empty`), '£1,250.50' is 1250.5, anything else NaN (the schema says why). */
export const numberFrom =
  (empty: null | undefined) =>
  (value: unknown): number | null | undefined => {
    if (typeof value === 'number') return value;
    const text = String(value ?? '')
      .trim()
      .replace(/^£/, '')
      .replace(/,/g, '');
    return text === '' ? empty : Number(text);
  };

interface TextFieldProps {
  bits: FormBits;
  path: string;
  label: string;
  hint?: string;
  rows?: number;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
}

/** A text or (with `rows`) a text area, labelled, with its hint and error. */
export function TextField({ bits, path, label, hint, rows, readOnly, type = 'text', autoComplete = 'off' }: TextFieldProps) {
  return (
    <Field id={bits.idOf(path)} label={label} hint={hint} error={bits.errorOf(path)}>
      {(a11y) =>
        rows ? (
          <textarea {...a11y} rows={rows} readOnly={readOnly} {...bits.register(path)} />
        ) : (
          <input {...a11y} type={type} autoComplete={autoComplete} spellCheck={type === 'text'} readOnly={readOnly} {...bits.register(path)} />
        )
      }
    </Field>
  );
}

interface NumberFieldProps {
  bits: FormBits;
  path: string;
  label: string;
  hint?: string;
  /** Empty is null (a nullable number) rather than undefined (an optional one). */
  nullable?: boolean;
  /** Whole numbers only (ages, months): the phone's keypad has no decimal point. */
  whole?: boolean;
  readOnly?: boolean;
}

/** A number typed as text (GOV.UK: no spinner), kept by the form as a number. */
export function NumberField({ bits, path, label, hint, nullable = false, whole = false, readOnly }: NumberFieldProps) {
  return (
    <Field id={bits.idOf(path)} label={label} hint={hint} error={bits.errorOf(path)}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          className={`${a11y.className} ${styles.number}`}
          {...bits.register(path, { setValueAs: numberFrom(nullable ? null : undefined) })}
        />
      )}
    </Field>
  );
}

interface CheckboxFieldProps {
  bits: FormBits;
  path: string;
  label: string;
  hint?: string;
  /** For a list of checkboxes under one path: this one's value and id. */
  value?: string;
  id?: string;
  error?: string;
  disabled?: boolean;
  children?: ReactNode;
}

/** A checkbox with its label, an optional hint and error (GOV.UK checkbox pattern). */
export function CheckboxField({ bits, path, label, hint, value, id = bits.idOf(path), error, disabled }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[checkbox.field, error ? checkbox.invalid : ''].filter(Boolean).join(' ')}>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className={checkbox.item}>
        <input
          {...bits.register(path)}
          id={id}
          type="checkbox"
          value={value}
          disabled={disabled}
          className={`${choice.box} ${checkbox.input}`}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <div className={styles.choiceText}>
          <label htmlFor={id} className={choice.label}>
            {label}
          </label>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
