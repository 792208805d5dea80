import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** Enforced two-factor setup at login: 'temporary' checks a code, 'complete' turns it on and answers tokens. */
export const setUpLoginMfa = (body: BodyOf<typeof endpoints.loginMfaSetup>) => apiCall(endpoints.loginMfaSetup, { body });

export const useSetUpLoginMfa = () => useMutation({ mutationFn: setUpLoginMfa });
