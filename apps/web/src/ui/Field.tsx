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
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, error and control wired together (GOV.UK form group pattern). */
export function Field({ label, id, hint, error, children }: FieldProps) {
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
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">{ownTexts.errorPrefix} </span>
          {error}
        </p>
      )}
      {children({ id: controlId, className: styles.control ?? '', 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
    </div>
  );
}
