import type { Client } from '../../db/schema/index.ts';

/**
 * Whether two-factor is compulsory for this kind of user: always for platform administrators (issue 27 §1: they set it
 * up at activation, or at their next login when they have none), and as their client says for its employees and HR
 * administrators.
 */
export function mfaEnforcedFor(client: Pick<Client, 'mfaEnforcedEmployees' | 'mfaEnforcedEmployers'> | null | undefined, userType: string): boolean {
  if (userType === 'admin') return true;
  if (!client) return false;
  if (userType === 'employee') return client.mfaEnforcedEmployees;
  if (userType === 'employer') return client.mfaEnforcedEmployers;
  return false;
}
