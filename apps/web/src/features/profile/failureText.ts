import { messages } from '@portal/contracts';
import { ApiError } from '../../api/client.ts';

/**
 * What to tell the user about a failed call: the server's field message, else its explanation
 * (`message`, e.g. 'Family member not found' rather than the status name), else the fallback.
 */
export function failureText(error: unknown, fallback: string = messages.generic.somethingWrong): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return fallback;
  return Object.values(error.fieldErrors)[0] ?? error.detail ?? error.message;
}
