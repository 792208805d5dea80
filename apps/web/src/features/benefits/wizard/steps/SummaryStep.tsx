import { useEffect, useRef, type FormEvent } from 'react';
import { benefitScreenTexts as t, formatPounds, penceOf, poundsOf } from '@portal/contracts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { Form } from '../../../../ui/form/index.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { useSelectionCosts } from '../../api/selectionCosts.ts';
import { CostSummary } from '../../detail/CostSummary.tsx';
import { ProblemList } from '../ProblemList.tsx';
import { ReviewList } from '../ReviewList.tsx';
import { requestValues } from '../steps.ts';
import { useSubmitSelection } from '../useSubmitSelection.ts';
import { useWizard } from '../wizardContext.ts';
import styles from '../StepFrame.module.css';

/** What a change does to the employee's monthly cost, to the penny (both figures from the pricing engine). */
function costChangeText(before: number, after: number): string {
  const pence = penceOf(after) - penceOf(before);
  const difference = pence === 0n ? '' : `${pence > 0n ? '+' : '−'}${formatPounds(poundsOf(pence > 0n ? pence : -pence))} a month`;
  return t.wizard.costChange(formatPounds(before), formatPounds(after), difference);
}

/** The answers, the live monthly cost (debounced POST /selections/costs), the change from the current cost, and the confirmation. */
export function SummaryStep() {
  const { benefit, selection, draft, steps, back, stepPath } = useWizard();
  const costs = useSelectionCosts(benefit.id, requestValues(benefit, draft.values));
  const save = useSubmitSelection(benefit, draft, stepPath);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit();
  };
  // Nothing to check here: a refused save lists its problems below, each linking to the step that fixes it.
  const outcome = { failure: null, success: null, summaryKey: 0 };
  return (
    <Form form={outcome} className={styles.form} onSubmit={submit}>
      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
          {t.wizard.steps.summary}
        </h2>
        <p className={styles.hint}>{t.wizard.summaryIntro}</p>
      </div>
      {save.error && (
        <Alert tone="error" title={t.wizard.saveFailed}>
          <ProblemList error={save.error} fallback={t.loadError} stepPath={stepPath} />
        </Alert>
      )}
      <ReviewList benefit={benefit} values={draft.values} steps={steps} stepPath={stepPath} />
      <div aria-live="polite">
        {costs.isPending && <Loading label={t.wizard.costLoading} />}
        {costs.isError && (
          <Alert tone="error" title={t.wizard.costError}>
            <ProblemList error={costs.error} fallback={t.wizard.costError} stepPath={stepPath} />
          </Alert>
        )}
        {costs.data && !costs.isError && <CostSummary costs={costs.data} title={t.wizard.costLive} headingLevel={3} />}
        {costs.data && !costs.isError && draft.mode === 'update' && selection && (
          <p className={styles.hint}>{costChangeText(selection.costs.employee, costs.data.employee)}</p>
        )}
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => back('summary')}>
          {t.back}
        </Button>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t.wizard.submitting : draft.mode === 'update' ? t.wizard.confirmChange : t.wizard.confirmSelect}
        </Button>
      </div>
    </Form>
  );
}

export { SummaryStep as Component };
