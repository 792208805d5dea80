import { messages } from '@portal/contracts';
import { useCookieStore } from '../../../stores/cookies.ts';
import { useSession } from '../../../stores/session.ts';

/** The cookie message goes once cookies are accepted; every other login error stays until the next try. */
export function useLoginBanner(): string | null {
  const loginError = useSession((s) => s.loginError);
  const cookiesAccepted = useCookieStore((s) => s.cookie.cookiesAccepted);
  return loginError === messages.login.acceptCookies && cookiesAccepted ? null : loginError;
}
