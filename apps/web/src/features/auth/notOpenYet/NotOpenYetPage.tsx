import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clientAdminTexts, messages } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { resetAppState } from '../session/endSession.ts';
import { SupportContact } from '../SupportContact.tsx';
import styles from './NotOpenYetPage.module.css';

const texts = clientAdminTexts.notOpenYet;

/**
 * `/not-open-yet` (issue 27 §2): where an employee of a client still in draft ends, whichever way they came in (login,
 * two-factor, activation, single sign-on, or a session the client was set back under). In the client's own colours and
 * header, with its support contact and the way back to the login page (an HR administrator of the client may log in).
 */
export function NotOpenYetPage() {
  const theme = useTheme();
  const queryClient = useQueryClient();
  // Sent here by a session's call (useSessionExpiry): that session is over in this browser too.
  const endSession = (useLocation().state as { endSession?: boolean } | null)?.endSession === true;
  useEffect(() => {
    if (endSession) resetAppState(queryClient);
  }, [endSession, queryClient]);
  useDocumentTitle(texts.title, theme.benefitBrandName);
  return (
    <AuthLayout title={texts.title} top={<p className={styles.brand}>{theme.benefitBrandName}</p>} intro={<p>{texts.body}</p>}>
      <ButtonLink to={paths.login} className={styles.button}>
        {messages.logout.goToLogin}
      </ButtonLink>
      <SupportContact />
    </AuthLayout>
  );
}
