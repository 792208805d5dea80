import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { FieldError } from '../../../ui/Field.tsx';
import { Form } from '../../../ui/form/index.ts';
import styles from './StepFrame.module.css';

interface StepFrameProps {
  title: string;
  hint?: string;
  /** The step's problem after Continue, also listed in the error summary linking to `fieldId`. */
  error: string | null;
  errorId: string;
  fieldId: string;
  /** Changes on every failed Continue, moving focus to the summary again. */
  focusKey: number;
  onBack: () => void;
  onContinue: () => void;
  continueLabel?: string;
  busy?: boolean;
  /** False when the step shows its error beside its own control instead of under the question. */
  inlineError?: boolean;
  children: ReactNode;
}

/** One wizard step: its question as the legend (focused on arrival), the controls, Back and Continue. */
export function StepFrame({
  title,
  hint,
  error,
  errorId,
  fieldId,
  focusKey,
  onBack,
  onContinue,
  continueLabel = t.next,
  busy = false,
  inlineError = true,
  children,
}: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  // The answers live in the wizard's store across steps; the house form gives the step its error summary.
  const outcome = { failure: null, success: null, summaryKey: focusKey, summary: error ? [{ fieldId, message: error }] : [] };
  return (
    <Form form={outcome} className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset} aria-describedby={error && inlineError ? errorId : undefined}>
        <legend className={styles.legend}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
        </legend>
        {hint && <p className={styles.hint}>{hint}</p>}
        {error && inlineError && <FieldError id={errorId}>{error}</FieldError>}
        <div className={styles.body}>{children}</div>
      </fieldset>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {continueLabel}
        </Button>
      </div>
    </Form>
  );
}
