import { benefitScreenTexts as t } from '@portal/contracts';
import { StepFrame } from '../StepFrame.tsx';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import { useWizardStore } from '../wizardStore.ts';
import styles from './choices.module.css';

/** The level of cover, as radio cards (arrow keys move between them). */
export function OptionStep() {
  const { benefit, draft, next, back } = useWizard();
  const update = useWizardStore((s) => s.update);
  const { error, focusKey, show } = useStepError();
  const options = benefit.setup.options ?? [];
  return (
    <StepFrame
      title={t.wizard.optionLegend}
      error={error}
      errorId="option-error"
      fieldId={`option-${options[0]?.value ?? ''}`}
      focusKey={focusKey}
      onBack={() => back('option')}
      onContinue={() => show(next('option'))}
    >
      <div className={styles.cards}>
        {options.map((option) => (
          <label key={option.value} className={styles.card}>
            <input
              type="radio"
              name="option"
              id={`option-${option.value}`}
              className={styles.input}
              value={option.value}
              checked={draft.values.option === option.value}
              onChange={() => update({ option: option.value })}
            />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </StepFrame>
  );
}

export { OptionStep as Component };
