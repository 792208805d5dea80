import { messages } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';

/** Spec §8: the first validation error or 'Validation failed'; otherwise the error's message or 'An unexpected error occurred'. */
export function forgottenErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    return Object.values(error.fieldErrors)[0] ?? messages.forgotten.validationFailed;
  }
  return error instanceof Error && error.message ? error.message : messages.forgotten.unexpected;
}
