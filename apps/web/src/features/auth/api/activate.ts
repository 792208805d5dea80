import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** Activates the account (password, terms, two-factor when enforced); answers the session's tokens. */
export const activate = (body: BodyOf<typeof endpoints.activate>) => apiCall(endpoints.activate, { body });

export const useActivate = () => useMutation({ mutationFn: activate });
