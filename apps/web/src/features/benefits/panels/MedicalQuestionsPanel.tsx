import { useState, type FormEvent } from 'react';
import { benefitScreenTexts as t, benefitTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { FieldError } from '../../../ui/Field.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useWizardStore } from '../wizard/wizardStore.ts';
import type { MedicalQuestionsPanelData } from './panelData.ts';
import styles from './panels.module.css';

/** 'medical-questions': a yes/no answer to each of the provider's questions, saved into the wizard. */
export default function MedicalQuestionsPanel({ data, close }: PanelBodyProps) {
  const { questions } = data as MedicalQuestionsPanelData;
  const saved = useWizardStore((s) => s.draft?.values.medicalAnswers);
  const update = useWizardStore((s) => s.update);
  const [answers, setAnswers] = useState<Record<string, boolean>>(saved ?? {});
  const [error, setError] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!questions.every((q) => answers[q.id] !== undefined)) return setError(true);
    update({ medicalAnswers: answers });
    close({ success: true });
  };
  return (
    <form className={styles.stack} onSubmit={save} noValidate>
      <p>{t.wizard.questionsIntro}</p>
      {error && <FieldError>{benefitTexts.answerQuestions}</FieldError>}
      {questions.map((question, index) => (
        <fieldset key={question.id} className={styles.question}>
          <legend className={styles.questionText}>{`${index + 1}. ${question.text}`}</legend>
          <div className={styles.answers}>
            {[true, false].map((value) => (
              <label key={String(value)} className={styles.answer}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  checked={answers[question.id] === value}
                  onChange={() => {
                    setAnswers((current) => ({ ...current, [question.id]: value }));
                    setError(false);
                  }}
                />
                {value ? t.wizard.yes : t.wizard.no}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit">{t.wizard.saveAnswers}</Button>
      </div>
    </form>
  );
}
