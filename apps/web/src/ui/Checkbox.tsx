import type { InputHTMLAttributes, ReactNode } from 'react';
import choice from './choice.module.css';
import styles from './Checkbox.module.css';
import { FieldError } from './Field.tsx';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: ReactNode;
  error?: string;
}

/** A large checkbox with its label and error (GOV.UK checkbox pattern). */
export function Checkbox({ id, label, error, className, ...rest }: CheckboxProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className={styles.item}>
        <input {...rest} id={id} type="checkbox" className={`${choice.box} ${styles.input}`} aria-invalid={Boolean(error)} aria-describedby={errorId} />
        <label htmlFor={id} className={choice.label}>
          {label}
        </label>
      </div>
    </div>
  );
}
