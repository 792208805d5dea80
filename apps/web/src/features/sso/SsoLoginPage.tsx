import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isImpersonationLink, isReturnPath, messages, RETURN_PARAM } from '@portal/contracts';
import { useCompleteLogin, useShowNotOpenYet } from '../auth/index.ts';
import { emptySession, useSession } from '../../stores/session.ts';
import { keepSessionIn } from '../../stores/sessionPersistence.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useLogInWithLink } from './api/ssoLogin.ts';
import { SsoFailurePage } from './SsoFailurePage.tsx';

/**
 * `/sso-login/{prefix}/{token}/{schemeYear}` (spec §2): single sign-on, masquerade and magic links.
 * The link's session replaces whatever this tab held; a masquerade or magic link's session is kept by this
 * tab alone (the impersonator's other tabs stay theirs). A masquerade answer makes every later call carry the
 * masquerade headers (set before the login setup, which already needs them).
 */
export function SsoLoginPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const completeLogin = useCompleteLogin();
  const showNotOpenYet = useShowNotOpenYet();
  const { mutateAsync: logInWithLink } = useLogInWithLink();
  const navigate = useNavigate();
  // A single sign-on that started on a portal page (e.g. a partner's login route) ends there, not at home.
  const next = useSearchParams()[0].get(RETURN_PARAM);
  const returnTo = next && isReturnPath(next) ? next : null;
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useDocumentTitle(messages.login.loading);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Forget the tab's previous session in memory only: the link's session takes over storage once it opens.
      useSession.setState({ ...emptySession });
      queryClient.clear();
      try {
        const answer = await logInWithLink(token);
        const { masqueradeUserId: userId, masqueradeSchemeYear: schemeYear } = answer;
        const masquerade = userId !== null && schemeYear !== null ? { userId: String(userId), schemeYear: String(schemeYear) } : null;
        keepSessionIn(masquerade || isImpersonationLink(token) ? 'tab' : 'browser');
        useSession.setState({ masquerade });
        await completeLogin(answer, returnTo ? { onSuccess: () => navigate(returnTo, { replace: true }) } : {});
      } catch (error) {
        // Back from single sign-on to a client whose portal is not open yet (issue 27 §2): its page, not the failure page.
        if (!showNotOpenYet(error)) setFailed(true);
      }
    })();
  }, [token, queryClient, completeLogin, logInWithLink, navigate, returnTo, showNotOpenYet]);

  if (failed) return <SsoFailurePage token={token} />;
  return <Loading label={messages.login.loading} />;
}
