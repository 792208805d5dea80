import { benefitScreenTexts as t, benefitTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useWizardStore } from '../wizard/wizardStore.ts';
import styles from './panels.module.css';

type Answers = Record<string, boolean>;
const answerId = (questionId: string, value: boolean) => `question-${questionId}-${value ? 'yes' : 'no'}`;

/** 'medical-questions': a yes/no answer to each of the provider's questions, saved into the wizard. */
export default function MedicalQuestionsPanel({ data, close }: PanelBodyProps<'medical-questions'>) {
  const { questions } = data;
  const saved = useWizardStore((s) => s.draft?.values.medicalAnswers);
  const update = useWizardStore((s) => s.update);
  const unanswered = (answers: Answers) => questions.find((q) => answers[q.id] === undefined);
  const form = useForm<{ answers: Answers }>({ defaultValues: { answers: saved ?? {} }, reValidateMode: 'onSubmit' });
  const { register, setValue, clearErrors, watch, errorOf } = form;
  register('answers', { validate: (given) => (unanswered(given) ? benefitTexts.answerQuestions : undefined) });
  const answers = watch('answers');
  const error = errorOf('answers');
  // The summary's link goes to the first question still without an answer.
  const firstOpen = unanswered(answers);
  const summary = error && firstOpen ? [{ fieldId: answerId(firstOpen.id, true), message: error }] : [];
  const save = form.submit((values) => {
    update({ medicalAnswers: values.answers });
    close({ success: true });
  });
  return (
    <Form form={{ ...form, summary }} className={styles.stack} onSubmit={save}>
      <p>{t.wizard.questionsIntro}</p>
      {questions.map((question, index) => (
        <fieldset key={question.id} className={styles.question}>
          <legend className={styles.questionText}>{`${index + 1}. ${question.text}`}</legend>
          <div className={styles.answers}>
            {[true, false].map((value) => (
              <label key={String(value)} className={styles.answer}>
                <input
                  type="radio"
                  id={answerId(question.id, value)}
                  name={`question-${question.id}`}
                  checked={answers[question.id] === value}
                  aria-invalid={Boolean(error) && answers[question.id] === undefined}
                  onChange={() => {
                    setValue('answers', { ...answers, [question.id]: value });
                    clearErrors('answers');
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
    </Form>
  );
}
