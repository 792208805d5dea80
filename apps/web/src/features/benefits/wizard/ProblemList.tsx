import { Link } from 'react-router';
import { benefitScreenTexts as t, messages } from '@portal/contracts';
import { errorText, fieldErrorsOf } from '../../../api/errors.ts';
import { stepOfField, type WizardStepKey } from './steps.ts';

/** A lost connection or a crash in the server's own words, as the wizard has always said them. */
const serverWords = { network: messages.generic.failedToFetch, server: messages.generic.somethingWrong };

/**
 * What went wrong with a save or a cost check: each field error, with a link to the step that can fix it; otherwise the
 * error's words (a closed window, 409, or a locked benefit, 403, explained by the server's own message).
 */
export function ProblemList({ error, fallback, stepPath }: { error: unknown; fallback: string; stepPath: (step: string) => string }) {
  const fields = Object.entries(fieldErrorsOf(error));
  const problems: { message: string; step: WizardStepKey | null }[] =
    fields.length > 0
      ? fields.map(([field, message]) => ({ message, step: stepOfField(field) }))
      : [{ message: errorText(error, fallback, serverWords), step: null }];
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem.message}>
          {problem.message}
          {problem.step && problem.step !== 'summary' && (
            <>
              {' '}
              <Link to={stepPath(problem.step)}>
                {t.change} <span className="visually-hidden">{t.wizard.steps[problem.step]}</span>
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
