import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

export const fetchCaptchaChallenge = (signal?: AbortSignal) => apiCall(endpoints.captcha, { signal });
