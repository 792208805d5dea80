import { useSession } from '../stores/session.ts';
import { STORAGE_KEYS } from '../stores/sessionPersistence.ts';

/** Sam, the signed-in employee of the screens' tests, as `GET /api/login/setup` answers him. */
export const sam = {
  id: 1,
  name: 'Sam Taylor',
  firstName: 'Sam',
  surname: 'Taylor',
  email: 'sam@acme.test',
  userType: 'employee',
  employmentStatus: 'active',
  avatar: null,
  termsRevision: 1,
  siteTermsUpdated: false,
  showWelcomeModal: false,
  firstLogin: false,
  mfaEnabled: false,
  mfaEnforced: false,
  clientId: 1,
  masquerade: null,
};

/** A session as the app keeps it after a login: tokens in memory, only the signed-in flag in storage. */
export function signIn() {
  useSession.setState({ loggedIn: true, accessToken: 'token', refreshToken: 'refresh', tokenExpiresAt: Date.now() + 600_000 });
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
}
