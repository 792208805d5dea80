import { Link } from 'react-router';
import { benefitScreenTexts as t } from '@portal/contracts';
import type { Problem } from './problems.ts';

/** Problems of a save or a cost check, each with a link to the step that can fix it. */
export function ProblemList({ problems, stepPath }: { problems: Problem[]; stepPath: (step: string) => string }) {
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
