import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** Trades a single sign-on, masquerade or magic link token for a session; a refusal is an answer, not a logout. */
export const logInWithLink = (token: string) => apiCall(endpoints.loginSso, { body: { sso: token }, ignoreUnauthorized: true });

export const useLogInWithLink = () => useMutation({ mutationFn: logInWithLink });
