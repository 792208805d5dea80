import { ApiError } from '../../../api/client.ts';
import { stepOfField, type WizardStepKey } from './steps.ts';

export interface Problem {
  message: string;
  /** The step to go back to, when the problem is with one field. */
  step: WizardStepKey | null;
}

/**
 * What went wrong with a save or a cost check: field errors point at their step; a closed window (409)
 * or a locked benefit (403) is explained by the server's own message.
 */
export function problemsOf(error: unknown, fallback: string): Problem[] {
  if (!(error instanceof ApiError)) return [{ message: fallback, step: null }];
  const fields = Object.entries(error.fieldErrors);
  if (fields.length > 0) return fields.map(([field, message]) => ({ message, step: stepOfField(field) }));
  return [{ message: error.detail ?? error.message, step: null }];
}
