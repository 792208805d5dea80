import type { SessionUserInfo } from '../auth/schemas.ts';

/**
 * Spec §2 and §6: the employer tools (Dashboard and everything under it) are for employer users who have
 * neither left nor become inactive. Voucher-only mode needs one of those two states, so it is covered.
 * The server refuses every employer call by this rule; the web hides the links and guards the routes by it.
 */
export const usesEmployerTools = (user: Pick<SessionUserInfo, 'userType' | 'employmentStatus'>) =>
  user.userType === 'employer' && user.employmentStatus === 'active';
