import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages, ownTexts, ssoTexts } from '@portal/contracts';
import { TOKEN_EXPIRED_MESSAGE, paths } from '../../../config/paths.ts';
import { useTheme, useThemeKnown } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { ForgottenPasswordForm } from './ForgottenPasswordForm.tsx';
import styles from './ForgottenPasswordPage.module.css';

/** /forgotten-password/: e-mail and robot check, then 'It's on the way...'. SSO-only clients get no form, only the way back to log in. */
export function ForgottenPasswordPage({ ssoOnly = false }: { ssoOnly?: boolean }) {
  const [params] = useSearchParams();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  useDocumentTitle(ownTexts.forgottenTitle, useTheme().benefitBrandName);

  if (sentMessage !== null) {
    return (
      <AuthLayout title={messages.forgotten.sent} intro={<p>{sentMessage}</p>}>
        <div className={styles.mailIcon} aria-hidden="true" />
        <ButtonLink to={paths.login} className={styles.back}>
          {ownTexts.backToLogin}
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (ssoOnly) {
    return (
      <AuthLayout title={ownTexts.forgottenTitle} intro={<p>{ssoTexts.ssoOnlyNoPassword}</p>}>
        <ButtonLink to={paths.login} className={styles.back}>
          {ownTexts.backToLogin}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={ownTexts.forgottenTitle} intro={<p>{ownTexts.forgottenIntro}</p>}>
      {params.get('message') === TOKEN_EXPIRED_MESSAGE && (
        <Alert tone="info">
          <p>{messages.reset.renewalExpired}</p>
        </Alert>
      )}
      <ForgottenPasswordForm onSent={setSentMessage} />
      <p className={styles.backLine}>
        <Link to={paths.login}>{ownTexts.backToLogin}</Link>
      </p>
    </AuthLayout>
  );
}

/** The route: an SSO-only client (known from its theme) has no password to reset. */
export function ForgottenPasswordRoute() {
  const theme = useTheme();
  const themeKnown = useThemeKnown();
  if (!themeKnown) return <Loading />;
  return <ForgottenPasswordPage ssoOnly={theme.ssoAccessOnly} />;
}
