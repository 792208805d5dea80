import { useVoucherOnly } from '../../../features/benefits/index.ts';
import { useSession } from '../../../stores/session.ts';
import type { NavContext } from './navItems.ts';

export function useNavContext(): NavContext {
  const user = useSession((s) => s.user);
  const hasFaqs = useSession((s) => s.cmsData?.faqs === true);
  const faqsPending = useSession((s) => s.cmsData === null);
  const ccvOnly = useVoucherOnly();
  return { user, hasFaqs, ccvOnly, faqsPending };
}

export const DEFAULT_AVATAR = '/avatars/default.svg';

export function useAvatar(): string {
  return useSession((s) => s.user?.avatar) || DEFAULT_AVATAR;
}
