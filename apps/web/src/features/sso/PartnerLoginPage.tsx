import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messages } from '@portal/contracts';
import { errorText } from '../../api/errors.ts';
import { paths } from '../../config/paths.ts';
import { LoginPage, leaveApp } from '../auth/index.ts';
import { useSession } from '../../stores/session.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePartnerRedirect } from './api/partnerRedirect.ts';
import styles from './PartnerLoginPage.module.css';

/** The login page's success callback: stay here, the redirect below takes over once logged in. */
const stayHere = () => undefined;

/**
 * Third-party redirect route (spec §2): the login form, then, once logged in (or straight away when
 * already logged in), the partner's signed address under a full-page loading overlay.
 */
export function PartnerLoginPage() {
  const { partner = '' } = useParams();
  const loggedIn = useSession((s) => s.loggedIn);
  const redirect = usePartnerRedirect(partner, loggedIn);
  const address = redirect.data?.redirect;

  useEffect(() => {
    if (address) leaveApp(address);
  }, [address]);

  if (redirect.isError)
    return (
      <ErrorPage
        title={messages.sso.failedTitle}
        body={errorText(redirect.error, messages.generic.somethingWrong, { network: messages.generic.failedToFetch })}
        action={<ButtonLink to={paths.app.home}>{messages.notFound.button}</ButtonLink>}
      />
    );
  if (!loggedIn) return <LoginPage onSuccess={stayHere} />;
  return (
    <div className={styles.overlay}>
      <Loading label={messages.login.loading} />
    </div>
  );
}
