import { useSession, type SessionData, type SessionUser } from '../stores/session.ts';
import { STORAGE_KEYS } from '../stores/sessionPersistence.ts';

/** A person as `GET /api/login/setup` answers them in the screens' tests (the tests leave out what they do not use). */
export type TestUser = Omit<SessionUser, 'preferredName' | 'impersonation'> & Partial<Pick<SessionUser, 'preferredName' | 'impersonation'>>;

/** Sam, the signed-in employee of the screens' tests, as `GET /api/login/setup` answers him. */
export const sam: TestUser = {
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

/** Priya, an HR administrator of Sam's client. */
export const priya: TestUser = { ...sam, id: 7, name: 'Priya Shah', firstName: 'Priya', surname: 'Shah', email: 'hr@acme.test', userType: 'employer' };

/** Ada, a platform administrator: she belongs to no client and accepts no client's terms. */
export const ada: TestUser = {
  ...sam,
  id: 9,
  name: 'Ada Admin',
  firstName: 'Ada',
  surname: 'Admin',
  email: 'admin@portal.test',
  userType: 'admin',
  termsRevision: 0,
  clientId: null,
};

/** A session as the app keeps it after a login: tokens in memory, only the signed-in flag in storage; `state` adds to it. */
export function signIn(state: Partial<SessionData> = {}) {
  useSession.setState({ loggedIn: true, accessToken: 'token', refreshToken: 'refresh', tokenExpiresAt: Date.now() + 600_000, ...state });
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
}
