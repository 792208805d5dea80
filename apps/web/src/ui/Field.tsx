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
  /** The control is wrong for the reason an element elsewhere gives (its id), e.g. a form's banner: no error line of its own. */
  invalidBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, error and control wired together (GOV.UK form group pattern). */
export function Field({ label, id, hint, error, errorExtra, invalidBy, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, invalidBy].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || Boolean(invalidBy);

  return (
    <div className={[styles.field, invalid ? styles.invalid : ''].filter(Boolean).join(' ')}>
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
      {children({ id: controlId, className: styles.control ?? '', 'aria-invalid': invalid, 'aria-describedby': describedBy })}
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
