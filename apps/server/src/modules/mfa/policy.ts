import type { Client } from '../../db/schema/index.ts';

/** Whether the client makes two-factor compulsory for this kind of user (never for platform admins). */
export function mfaEnforcedFor(client: Pick<Client, 'mfaEnforcedEmployees' | 'mfaEnforcedEmployers'> | null | undefined, userType: string): boolean {
  if (!client) return false;
  if (userType === 'employee') return client.mfaEnforcedEmployees;
  if (userType === 'employer') return client.mfaEnforcedEmployers;
  return false;
}
