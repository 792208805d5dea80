import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

/** Checks the date of birth an activation link was sent for. */
export const verifyActivationDob = (body: BodyOf<typeof endpoints.activationDob>) => apiCall(endpoints.activationDob, { body });

export const useVerifyActivationDob = () => useMutation({ mutationFn: verifyActivationDob });
