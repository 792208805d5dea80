import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** Checks the date of birth a reset link was sent for. */
export const verifyResetDob = (body: BodyOf<typeof endpoints.verifyResetDob>) => apiCall(endpoints.verifyResetDob, { body });

export const useVerifyResetDob = () => useMutation({ mutationFn: verifyResetDob });
