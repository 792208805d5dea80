import { messages } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';

/** Spec §8: the server's message for the code (or lock); 'There was an error connecting to the server' otherwise. */
export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
  return messages.twoFactor.serverError;
}

export interface TwoFactorSetupState {
  isFirst?: boolean;
  isFromActivation?: boolean;
}

export function readSetupState(state: unknown): Required<TwoFactorSetupState> {
  const value = (state ?? {}) as TwoFactorSetupState;
  return { isFirst: value.isFirst !== false, isFromActivation: value.isFromActivation === true };
}
