import { benefitScreenTexts as t, formatLongDate } from '@portal/contracts';
import { Field } from '../../../../ui/Field.tsx';
import { StepFrame } from '../StepFrame.tsx';
import { startQuestion } from '../steps.ts';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import { useWizardStore } from '../wizardStore.ts';
import styles from './choices.module.css';

/** The start date, within the range the server allows (from next month to the end of the scheme year). */
export function StartDateStep() {
  const { benefit, draft, next, back } = useWizard();
  const update = useWizardStore((s) => s.update);
  const { error, focusKey, show } = useStepError();
  const range = benefit.setup.startDate;
  return (
    <StepFrame
      title={startQuestion(benefit)}
      error={error}
      errorId="start-date-error"
      fieldId="start-date"
      focusKey={focusKey}
      onBack={() => back('start-date')}
      onContinue={() => show(next('start-date'))}
    >
      <div className={styles.narrow}>
        <Field
          id="start-date"
          label={t.wizard.startLabel}
          hint={range ? t.wizard.amountHint(formatLongDate(range.earliest), formatLongDate(range.latest)) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              min={range?.earliest}
              max={range?.latest}
              value={draft.values.startDate ?? ''}
              onChange={(event) => update({ startDate: event.target.value || undefined })}
              aria-invalid={Boolean(error)}
            />
          )}
        </Field>
      </div>
    </StepFrame>
  );
}

export { StartDateStep as Component };
