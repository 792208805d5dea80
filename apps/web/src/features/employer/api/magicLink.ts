import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

/** A one-time login link for one of the employer's people; the employer's own password proves it is them. */
export const requestMagicLink = (clientId: number, employeeId: number, password: string) =>
  apiCall(endpoints.magicLink, { params: { schemeId: clientId, employeeId }, body: { password } });

export const useMagicLink = (clientId: number, employeeId: number) =>
  useMutation({ mutationFn: (password: string) => requestMagicLink(clientId, employeeId, password) });
