import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** Ends the session on the server; a 401 then means it had already ended, not that this one must. */
export const endServerSession = () => apiCall(endpoints.logout, { ignoreUnauthorized: true });
