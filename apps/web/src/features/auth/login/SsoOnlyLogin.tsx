import { isReturnPath, messages, ssoStartPath, ssoTexts } from '@portal/contracts';
import { getRuntimeConfig } from '../../../runtimeConfig.ts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { setLoginError } from '../../../stores/sessionActions.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { leaveApp } from '../session/navigation.ts';
import { useLoginBanner } from './useLoginBanner.ts';
import { useAppLocation } from '../../../navigation/AppNavigation.tsx';
import styles from './SsoOnlyLogin.module.css';

/** An SSO-only client's way in (spec §2): no e-mail or password here, one button to its identity provider. */
export function SsoOnlyLogin() {
  const { clientCode } = useTheme();
  // Shown on another page (a partner's login route): come back to it after signing in.
  const { pathname } = useAppLocation();
  const returnTo = pathname !== '/' && isReturnPath(pathname) ? pathname : undefined;
  const cookiesAccepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  const banner = useLoginBanner();

  const start = () => {
    // The same gate as the password login: the session it ends with lives in the browser.
    if (!cookiesAccepted) return setLoginError(messages.login.acceptCookies);
    setLoginError(null);
    leaveApp(ssoStartPath(getRuntimeConfig().apiBase.replace(/\/+$/, ''), clientCode, returnTo));
  };

  return (
    <div className={styles.sso}>
      {banner && (
        <Alert tone="error">
          <p>{banner}</p>
        </Alert>
      )}
      <p className={styles.note}>{ssoTexts.ssoOnlyIntro}</p>
      <Button block onClick={start}>
        {ssoTexts.ssoOnlyButton}
      </Button>
    </div>
  );
}
