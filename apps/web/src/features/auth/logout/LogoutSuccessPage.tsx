import { useLocation } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { SuccessTick } from '../../../ui/SuccessTick.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import styles from './LogoutSuccessPage.module.css';

/** Set by the logout page when the session it ended was an impersonation: whom it viewed. */
export interface LogoutSuccessState {
  impersonationOf: string;
}

const impersonationOf = (state: unknown): string | null =>
  state && typeof state === 'object' && 'impersonationOf' in state && typeof state.impersonationOf === 'string' ? state.impersonationOf : null;

export function LogoutSuccessPage() {
  const viewed = impersonationOf(useLocation().state);
  useDocumentTitle(viewed ? ownTexts.impersonationEndedTitle : messages.logout.success, useTheme().benefitBrandName);
  // The tab of an impersonation: nothing to log in to here, the impersonator's own session is in their other tab.
  if (viewed) {
    return (
      <AuthLayout title={ownTexts.impersonationEndedTitle} intro={<p>{ownTexts.impersonationEndedBody(viewed)}</p>}>
        <SuccessTick size="large" className={styles.tick} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={messages.logout.success} intro={<p>{ownTexts.logoutSuccessBody}</p>}>
      <SuccessTick size="large" className={styles.tick} />
      <ButtonLink to={paths.login} className={styles.button}>
        {messages.logout.goToLogin}
      </ButtonLink>
    </AuthLayout>
  );
}
