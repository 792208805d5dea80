import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** Sets the new password with a reset link; answers where to go next. */
export const resetPassword = (body: BodyOf<typeof endpoints.resetPassword>) => apiCall(endpoints.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
