import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints, type changePasswordRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The server ends every other session of the user; this one carries on with its tokens. */
export const changePassword = (body: ChangePasswordRequest) => apiCall(endpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
