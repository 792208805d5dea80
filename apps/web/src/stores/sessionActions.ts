import { messages, type LoginSetup, type TokenResponse } from '@portal/contracts';
import { emptySession, useSession } from './session.ts';
import {
  clearPersistedSession,
  persistCredentials,
  persistLoggedIn,
  persistUser,
  readPersistedSession,
  toStoredCredentials,
  type StoredCredentials,
} from './sessionPersistence.ts';

function setCredentials(credentials: StoredCredentials): void {
  useSession.setState({
    accessToken: credentials.access_token,
    refreshToken: credentials.refresh_token,
    tokenExpiresAt: credentials.expiresAt,
    ssoLogoutUrl: credentials.ssoLogoutUrl,
  });
}

/** Stores fresh tokens in memory and in `loginCredentials`. */
export function applyTokens(tokens: TokenResponse): void {
  const credentials = toStoredCredentials(tokens);
  persistCredentials(credentials);
  setCredentials(credentials);
}

/**
 * Another tab of the same session may have refreshed the tokens already (the old refresh token
 * then no longer works): take its newer tokens instead of refreshing again.
 */
export function adoptNewerStoredTokens(): boolean {
  const stored = readPersistedSession().credentials;
  const { refreshToken, tokenExpiresAt } = useSession.getState();
  if (!stored || stored.refresh_token === refreshToken || stored.expiresAt <= (tokenExpiresAt ?? 0)) return false;
  setCredentials(stored);
  return true;
}

export function applyLoginSetup(setup: LoginSetup): void {
  useSession.setState({ user: setup.user, client: setup.client, cmsData: setup.cmsData });
  if (useSession.getState().loggedIn) persistUser(setup.user);
}

/** The login completed: the user is in, and the flag and user are stored for the next page load. */
export function markLoggedIn(): void {
  const { user } = useSession.getState();
  useSession.setState({ loggedIn: true, benefitsLoaded: true, loginError: null });
  persistLoggedIn();
  if (user) persistUser(user);
}

export const setLoginError = (loginError: string | null) => useSession.setState({ loginError });

/**
 * Spec §4 Logout: everything of the session goes, in memory and in storage; a login error survives
 * (so the login page can explain why), except the cookie one.
 */
export function resetSession(): void {
  const { loginError } = useSession.getState();
  clearPersistedSession();
  useSession.setState({ ...emptySession, loginError: loginError === messages.login.acceptCookies ? null : loginError });
}

/** The benefits load after login (spec §4); voucher-only mode is read from its answer (`useVoucherOnly`). */
export const applyEligibleBenefits = () => useSession.setState({ benefitsLoaded: true });
