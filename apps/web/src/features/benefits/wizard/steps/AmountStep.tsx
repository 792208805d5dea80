import { useState } from 'react';
import { benefitScreenTexts as t, formatPounds, type BenefitDetail } from '@portal/contracts';
import { fieldErrorsOf } from '../../../../api/errors.ts';
import { Field, FieldError } from '../../../../ui/Field.tsx';
import { useBeamCosts } from '../../api/beamCosts.ts';
import { useSelectionCosts } from '../../api/selectionCosts.ts';
import { StepFrame } from '../StepFrame.tsx';
import { amountError, requestValues } from '../steps.ts';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import { useWizardStore } from '../wizardStore.ts';
import styles from './choices.module.css';
import { monthlyCostText } from './monthlyCost.ts';

const ERROR_ID = 'amount-error';
type Limits = NonNullable<BenefitDetail['setup']['amount']>;
const hintOf = (limits: Limits) =>
  limits.unit === 'pounds'
    ? t.wizard.amountHint(formatPounds(limits.min), formatPounds(limits.max))
    : limits.unit === 'percent'
      ? t.wizard.percentHint(limits.min, limits.max)
      : t.wizard.multipleHint(limits.min, limits.max);
const unitAfter = { pounds: null, 'salary-multiple': t.wizard.timesSalaryUnit, percent: t.wizard.percentUnit } as const;

/**
 * An amount within the benefit's limits, with its unit; its monthly cost (and for a multiple of salary, the cover
 * it buys) shows as it is typed: partner (beam) benefits ask the partner, the others the pricing engine.
 */
export function AmountStep() {
  const { benefit, draft, next, back } = useWizard();
  const update = useWizardStore((s) => s.update);
  const { error, focusKey, show, clear } = useStepError();
  const limits = benefit.setup.amount as Limits;
  const [text, setText] = useState(draft.values.amount === undefined ? '' : String(draft.values.amount));
  const amount = text.trim() === '' ? undefined : Number(text);
  const beam = useBeamCosts(benefit.id, amount, benefit.beamSupported);
  const priced = !benefit.beamSupported && amount !== undefined && amountError(limits, amount) === null;
  const costs = useSelectionCosts(benefit.id, requestValues(benefit, { ...draft.values, amount }), priced);
  // The server's own refusal of the amount (e.g. pay below the minimum wage), said once it is the answer for the amount
  // typed: the costs are asked for when typing stops, so until then an answer is for an earlier amount.
  const refused = priced && costs.current ? (fieldErrorsOf(costs.error)['values.amount'] ?? null) : null;
  const liveError = benefit.beamSupported && amount !== undefined ? (beam.data?.error ?? null) : refused;
  const shown = error ?? liveError;
  const live =
    priced && costs.data
      ? [monthlyCostText(costs.data), costs.data.cover && t.wizard.coverOf(formatPounds(costs.data.cover.granted))].filter(Boolean).join('. ')
      : null;

  const onChange = (value: string) => {
    setText(value);
    clear();
    update({ amount: value.trim() === '' ? undefined : Number(value) });
  };
  const onContinue = () => show(amountError(limits, amount) ?? liveError ?? next('amount'));

  return (
    <StepFrame
      title={t.wizard.amountLegend(limits.label)}
      error={error}
      errorId={ERROR_ID}
      fieldId="amount"
      focusKey={focusKey}
      inlineError={false}
      onBack={() => back('amount')}
      onContinue={onContinue}
    >
      <div className={styles.narrow}>
        <Field id="amount" label={limits.label} hint={hintOf(limits)}>
          {(control) => (
            <span className={styles.unitRow}>
              {limits.unit === 'pounds' && <span className={styles.unit}>{t.wizard.poundsUnit}</span>}
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={limits.min}
                max={limits.max}
                step={limits.step}
                value={text}
                onChange={(event) => onChange(event.target.value)}
                aria-invalid={Boolean(shown)}
                aria-describedby={[control['aria-describedby'], shown ? ERROR_ID : null].filter(Boolean).join(' ') || undefined}
              />
              {unitAfter[limits.unit] && <span className={styles.unit}>{unitAfter[limits.unit]}</span>}
            </span>
          )}
        </Field>
      </div>
      <div className={styles.live} aria-live="polite">
        {shown ? (
          <FieldError id={ERROR_ID}>{shown}</FieldError>
        ) : benefit.beamSupported && beam.isFetching ? (
          t.wizard.checkingAmount
        ) : beam.data?.costs ? (
          t.wizard.amountCost(
            formatPounds(beam.data.costs.employee),
            beam.data.costs.sacrifice?.net != null ? formatPounds(beam.data.costs.sacrifice.net) : null,
          )
        ) : live ? (
          live
        ) : priced && costs.isFetching ? (
          t.wizard.costPending
        ) : null}
      </div>
    </StepFrame>
  );
}

export { AmountStep as Component };
