import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** Password or single sign-on: which way in an e-mail takes. */
export const lookUpLogin = (email: string) => apiCall(endpoints.loginLookup, { body: { email } });
