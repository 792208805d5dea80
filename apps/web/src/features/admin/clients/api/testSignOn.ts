import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';

export const testSignOn = (clientId: number) => apiCall(endpoints.testClientSignOn, { params: { id: clientId } });

/** A one-time address that runs a real sign-in in a new tab; its result comes back through the sign-on query. */
export const useTestSignOn = (clientId: number) => useMutation({ mutationFn: () => testSignOn(clientId) });
