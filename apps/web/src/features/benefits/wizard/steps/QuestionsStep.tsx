import { benefitScreenTexts as t } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { openMedicalQuestions } from '../../panels/panelData.ts';
import { StepFrame } from '../StepFrame.tsx';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import styles from './choices.module.css';

/** The provider's health questions, answered in the 'medical-questions' side panel. */
export function QuestionsStep() {
  const { benefit, draft, next, back } = useWizard();
  const { error, focusKey, show } = useStepError();
  const answered = benefit.medicalQuestions.every((q) => draft.values.medicalAnswers?.[q.id] !== undefined);
  return (
    <StepFrame
      title={t.wizard.steps.questions}
      hint={t.wizard.questionsIntro}
      error={error}
      errorId="questions-error"
      fieldId="open-questions"
      focusKey={focusKey}
      onBack={() => back('questions')}
      onContinue={() => show(next('questions'))}
    >
      {answered && <p className={styles.done}>{t.wizard.questionsDone}</p>}
      <div>
        <Button id="open-questions" variant="secondary" onClick={() => openMedicalQuestions({ benefitId: benefit.id, questions: benefit.medicalQuestions })}>
          {answered ? t.wizard.questionsEdit : t.wizard.questionsOpen}
        </Button>
      </div>
    </StepFrame>
  );
}

export { QuestionsStep as Component };
