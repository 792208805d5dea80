import type { InputHTMLAttributes, Ref } from 'react';
import { FieldGroup } from './FieldGroup.tsx';
import choice from './choice.module.css';
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
  /** The chosen option, for radios held in component state rather than a form library. */
  value?: string;
}

/** GOV.UK radios: a fieldset with its legend, hint and error, the options side by side. */
export function RadioGroup({ id, legend, hint, options, error, inputProps, value }: RadioGroupProps) {
  return (
    <FieldGroup legend={legend} hint={hint} error={error} idBase={id} className={styles.group}>
      <div className={styles.options}>
        {options.map((option, index) => {
          // The first option carries the group's id (an error summary's link lands on it); the others' end in "-option" so
          // they never take a field's id (`x-percent` beside the radio valued `percent`).
          const optionId = index === 0 ? id : `${id}-${option.value}-option`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                {...inputProps}
                id={optionId}
                className={`${choice.box} ${styles.radio}`}
                type="radio"
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                aria-invalid={Boolean(error)}
              />
              <label htmlFor={optionId} className={choice.label}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
