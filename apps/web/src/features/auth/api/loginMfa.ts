import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** The token request with a two-factor code, after e-mail and password. */
export const logInWithCode = (body: BodyOf<typeof endpoints.loginMfa>) => apiCall(endpoints.loginMfa, { body });

export const useLogInWithCode = () => useMutation({ mutationFn: logInWithCode });
