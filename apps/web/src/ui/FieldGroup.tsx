import type { ReactNode } from 'react';
import styles from './FieldGroup.module.css';
import { FieldError } from './Field.tsx';

/** The look every box of a segmented input shares (border, focus, invalid); each input adds its own size. */
export const boxClassName = styles.box;

interface FieldGroupProps {
  legend: string;
  hint?: string;
  error?: string;
  /** Hint and error get `{idBase}-hint` and `{idBase}-error`. */
  idBase: string;
  className?: string;
  children: ReactNode;
}

/** A fieldset of inputs that make one answer (a code, a date, a choice): legend, hint and error tied to the group, GOV.UK style. */
export function FieldGroup({ legend, hint, error, idBase, className, children }: FieldGroupProps) {
  const hintId = hint ? `${idBase}-hint` : undefined;
  const errorId = error ? `${idBase}-error` : undefined;
  return (
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : '', className].filter(Boolean).join(' ')}
      role="group"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children}
    </fieldset>
  );
}
