import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from './Field.tsx';
import styles from './RadioGroup.module.css';

type RadioInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & { ref?: Ref<HTMLInputElement> };

interface RadioGroupProps {
  /** Id of the first radio, so an error summary can link to it. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** Given to every radio: name and handlers (e.g. react-hook-form's `register`). */
  inputProps: RadioInputProps;
}

/** GOV.UK radios: a fieldset with its legend, hint and error, the options side by side. */
export function RadioGroup({ id, legend, hint, options, error, inputProps }: RadioGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <input {...inputProps} id={optionId} className={styles.radio} type="radio" value={option.value} aria-invalid={Boolean(error)} />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
