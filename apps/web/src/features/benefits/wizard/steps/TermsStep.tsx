import { benefitScreenTexts as t } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { openBenefitTerms } from '../../panels/panelData.ts';
import { StepFrame } from '../StepFrame.tsx';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import styles from './choices.module.css';

/** The benefit's own terms, read and accepted in the 'benefit-terms' side panel. */
export function TermsStep() {
  const { benefit, draft, next, back } = useWizard();
  const { error, focusKey, show } = useStepError();
  const terms = benefit.terms;
  const accepted = terms !== null && draft.acceptedTerms === terms.version;
  return (
    <StepFrame
      title={t.wizard.steps.terms}
      hint={t.wizard.termsIntro}
      error={error}
      errorId="terms-error"
      fieldId="open-terms"
      focusKey={focusKey}
      onBack={() => back('terms')}
      onContinue={() => show(next('terms'))}
    >
      {accepted && <p className={styles.done}>{t.wizard.termsAccepted(terms.version)}</p>}
      {terms && (
        <div>
          <Button id="open-terms" variant="secondary" onClick={() => openBenefitTerms({ benefitId: benefit.id, name: benefit.name, terms })}>
            {t.wizard.termsOpen}
          </Button>
        </div>
      )}
    </StepFrame>
  );
}

export { TermsStep as Component };
