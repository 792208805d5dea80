import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { endpoints, messages } from '@portal/contracts';
import { ApiError, apiCall } from '../../api/client.ts';
import { paths } from '../../config/paths.ts';
import { LoginPage, leaveApp } from '../auth/index.ts';
import { useSession } from '../../stores/session.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { Loading } from '../../ui/Loading.tsx';
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
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!loggedIn || started.current) return;
    started.current = true;
    apiCall(endpoints.thirdPartyRedirect, { params: { partner } })
      .then(({ redirect }) => leaveApp(redirect))
      .catch((failure: unknown) => setError(failure instanceof ApiError ? (failure.detail ?? failure.message) : messages.generic.somethingWrong));
  }, [loggedIn, partner]);

  if (error)
    return <ErrorPage title={messages.sso.failedTitle} body={error} action={<ButtonLink to={paths.app.home}>{messages.notFound.button}</ButtonLink>} />;
  if (!loggedIn) return <LoginPage onSuccess={stayHere} />;
  return (
    <div className={styles.overlay}>
      <Loading label={messages.login.loading} />
    </div>
  );
}
