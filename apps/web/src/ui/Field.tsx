import { useId, type ReactNode } from 'react';
import { ownTexts } from '@portal/contracts';
import styles from './Field.module.css';

/** Props every control inside a Field must receive. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Stable id, so an error summary can link to the control. */
  id?: string;
  hint?: string;
  error?: string;
  /** Shown after the error text, e.g. a link that helps fix it. */
  errorExtra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, error and control wired together (GOV.UK form group pattern). */
export function Field({ label, id, hint, error, errorExtra, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} extra={errorExtra}>
          {error}
        </FieldError>
      )}
      {children({ id: controlId, className: styles.control ?? '', 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
    </div>
  );
}

/** A field's error line: the hidden "Error:" prefix for screen readers and the warning mark. */
export function FieldError({ id, extra, children }: { id?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">{ownTexts.errorPrefix} </span>
      <span>
        {children}
        {extra && <> {extra}</>}
      </span>
    </p>
  );
}
