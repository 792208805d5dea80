import { ownTexts } from '@portal/contracts';
import { useLandingPath } from '../../../config/useHomePath.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme, useThemeKnown } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { SupportContact } from '../SupportContact.tsx';
import type { LoginSuccessOptions } from '../session/useCompleteLogin.ts';
import { LoginForm } from './LoginForm.tsx';
import { SsoOnlyLogin } from './SsoOnlyLogin.tsx';
import { AppNavigate, useAppLocation } from '../../../navigation/AppNavigation.tsx';
import styles from './LoginPage.module.css';

/**
 * The login route: brand panel beside the two-step form, or the single sign-on button of an SSO-only
 * client; a logged-in visitor goes straight home.
 */
export function LoginPage(options: LoginSuccessOptions) {
  const theme = useTheme();
  // Which way in depends on the client: on a first visit (nothing cached) wait for its theme.
  const themeKnown = useThemeKnown();
  const loggedIn = useSession((s) => s.loggedIn);
  const landing = useLandingPath();
  // e.g. "your password has been changed", from the reset wizard.
  const notice = (useAppLocation().state as { notice?: string } | null)?.notice;
  useDocumentTitle('', theme.benefitBrandName);
  if (loggedIn) return <AppNavigate to={landing} replace />;
  return (
    <div className={`container ${styles.wrap}`}>
      <Card className={styles.card}>
        <div className={styles.art} aria-hidden="true" />
        <div className={styles.content}>
          <div className={styles.intro}>
            <h1 className={styles.title}>{theme.benefitBrandName}</h1>
            <p className="lead">{ownTexts.loginPlaceholder}</p>
          </div>
          {notice && (
            <Alert tone="success">
              <p>{notice}</p>
            </Alert>
          )}
          {!themeKnown ? <Loading /> : theme.ssoAccessOnly ? <SsoOnlyLogin /> : <LoginForm {...options} />}
          <SupportContact className={styles.support} />
        </div>
      </Card>
    </div>
  );
}
