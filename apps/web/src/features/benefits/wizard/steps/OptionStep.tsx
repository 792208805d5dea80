import { useQueries } from '@tanstack/react-query';
import { benefitScreenTexts as t } from '@portal/contracts';
import { ApiError } from '../../../../api/errors.ts';
import { selectionCostsQuery } from '../../api/selectionCosts.ts';
import { requestValues } from '../steps.ts';
import { StepFrame } from '../StepFrame.tsx';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import { useWizardStore } from '../wizardStore.ts';
import styles from './choices.module.css';
import { monthlyCostText } from './monthlyCost.ts';

/** The level of cover, as radio cards (arrow keys move between them), each with its monthly cost. */
export function OptionStep() {
  const { benefit, draft, next, back } = useWizard();
  const update = useWizardStore((s) => s.update);
  const { error, focusKey, show } = useStepError();
  const options = benefit.setup.options ?? [];
  // The same pricing engine call as the summary, once per level with the answers so far.
  // A price beside a choice is worth asking for again when the call itself failed (not when the answers are wrong).
  const prices = useQueries({
    queries: options.map((option) => ({
      ...selectionCostsQuery(benefit.id, requestValues(benefit, { ...draft.values, option: option.value }), true),
      retry: (failures: number, error: Error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    })),
  });
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
        {options.map((option, i) => (
          <label key={option.value} className={styles.card}>
            <input
              type="radio"
              name="option"
              id={`option-${option.value}`}
              className={styles.input}
              value={option.value}
              checked={draft.values.option === option.value}
              onChange={() => update({ option: option.value })}
              // Named by its label alone; the description and the price are read after it.
              aria-labelledby={`option-${option.value}-label`}
              aria-describedby={[option.description && `option-${option.value}-description`, `option-${option.value}-price`].filter(Boolean).join(' ')}
            />
            <span className={styles.text}>
              <span id={`option-${option.value}-label`} className={styles.label}>
                {option.label}
              </span>
              {option.description && (
                <span id={`option-${option.value}-description`} className={styles.description}>
                  {option.description}
                </span>
              )}
              <span id={`option-${option.value}-price`} className={styles.price}>
                {prices[i]?.data ? monthlyCostText(prices[i].data) : prices[i]?.isPending ? t.wizard.costPending : null}
              </span>
            </span>
          </label>
        ))}
      </div>
    </StepFrame>
  );
}

export { OptionStep as Component };
