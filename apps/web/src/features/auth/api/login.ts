import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** The token request with e-mail and password; may answer that a two-factor code (or its setup) comes first. */
export const logIn = (body: BodyOf<typeof endpoints.login>) => apiCall(endpoints.login, { body });
