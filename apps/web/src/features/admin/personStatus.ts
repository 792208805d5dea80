import { retentionTexts, type AdminUser } from '@portal/contracts';
import { adminTexts } from './texts.ts';

/** 'active', 'left, not activated', 'left, personal data erased' (an erased person's sign-up no longer matters). */
export function statusOf(user: AdminUser) {
  if (user.erased) return `${user.employmentStatus}, ${retentionTexts.erasedStatus}`;
  return user.activated ? user.employmentStatus : `${user.employmentStatus}, ${adminTexts.notActivated}`;
}
