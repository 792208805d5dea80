import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** Asks for a reset link; the answer's message says what happens next. */
export const requestPasswordReset = (body: { email: string; captcha?: string; isRecaptchaEnabled: boolean }) => apiCall(endpoints.forgottenPassword, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
