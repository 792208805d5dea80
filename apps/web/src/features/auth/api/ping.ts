import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** A server call that does nothing but move the idle clock on. */
export const ping = () => apiCall(endpoints.ping);
