import { messages } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';

export type ResetProblem =
  | { kind: 'network'; message: string }
  | { kind: 'token'; message: string }
  | { kind: 'field'; field: string; message: string; checks?: unknown }
  | { kind: 'other'; message: string };

/** Spec §8: network, token (leads back to a new link), a field of the form, or a generic failure. */
export function readResetProblem(error: unknown, generic: string): ResetProblem {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network', message: messages.reset.network };
  const { token, ...fields } = error.fieldErrors;
  if (token) return { kind: 'token', message: token };
  const [field, message] = Object.entries(fields)[0] ?? [];
  if (field && message) return { kind: 'field', field, message, checks: error.body.checks };
  return { kind: 'other', message: error.status < 500 ? (error.detail ?? generic) : generic };
}
