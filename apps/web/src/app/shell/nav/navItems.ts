import { messages, outboxTexts, ownTexts, usesEmployerTools, type SessionUserInfo } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { adminNavLabel } from '../../../features/admin/texts.ts';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  /** Holds a link's place, unseen, until it is known whether the link shows (the header must not shift). */
  placeholder?: boolean;
}

export interface NavContext {
  user: Pick<SessionUserInfo, 'userType' | 'employmentStatus'> | null;
  hasFaqs: boolean;
  ccvOnly: boolean;
  /** The login setup (which says whether the client has FAQs) has not answered yet, e.g. just after a reload. */
  faqsPending?: boolean;
}

/** Spec "Header and navigation": who sees which link, in one place for desktop and mobile. */
export function mainNavItems({ user, hasFaqs, ccvOnly, faqsPending = false }: NavContext): NavItem[] {
  const items: NavItem[] = [{ key: 'home', label: ownTexts.home, to: paths.app.home }];
  if (!ccvOnly) items.push({ key: 'benefits', label: ownTexts.navMyBenefits, to: paths.app.myBenefits });
  if (hasFaqs || faqsPending) items.push({ key: 'faqs', label: ownTexts.navFaqs, to: paths.app.faqs, placeholder: !hasFaqs });
  if (showsDashboard({ user, ccvOnly })) items.push({ key: 'dashboard', label: ownTexts.navDashboard, to: paths.app.dashboard });
  if (user?.userType === 'admin') {
    items.push({ key: 'admin', label: adminNavLabel, to: paths.app.admin });
    // The admin console's E-mail page: e-mails not delivered, each with Retry (issue 29 §3).
    items.push({ key: 'outbox', label: outboxTexts.navLabel, to: paths.app.adminOutbox });
  }
  return items;
}

export function showsDashboard({ user, ccvOnly }: Pick<NavContext, 'user' | 'ccvOnly'>): boolean {
  return !!user && !ccvOnly && usesEmployerTools(user);
}

/** The mobile overlay adds the user menu's two entries under the main links. */
export function mobileMenuItems(context: NavContext): NavItem[] {
  return [
    ...mainNavItems(context).filter((item) => !item.placeholder),
    { key: 'profile', label: ownTexts.profileSettings, to: paths.app.myProfile },
    { key: 'logout', label: messages.idle.logout, to: paths.logout },
  ];
}
