import { create } from 'zustand';
import type { CmsData, LoginSetup, SessionUserInfo } from '@portal/contracts';
import { readPersistedSession } from './sessionPersistence.ts';

export type SessionUser = SessionUserInfo;
export type SessionClient = NonNullable<LoginSetup['client']>;

export interface Masquerade {
  userId: string;
  schemeYear: string;
}

export interface SessionState {
  loggedIn: boolean;
  user: SessionUser | null;
  client: SessionClient | null;
  cmsData: CmsData | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds when the access token runs out, from `expires_in`. */
  tokenExpiresAt: number | null;
  ssoLogoutUrl: string | null;
  /** Why the last login (or session) failed; shown on the login page. */
  loginError: string | null;
  /** Set once the login completed; the benefits area fills in its own data later. */
  benefitsLoaded: boolean;
  /** Voucher balance; unknown (null) until the benefits area loads it. */
  ccvBalance: number | null;
  masquerade: Masquerade | null;
  /** Last `x-masquerade-user-id` response header seen. */
  masqueradeUserId: string | null;
  setMasqueradeUserId: (id: string) => void;
}

export type SessionData = Omit<SessionState, 'setMasqueradeUserId'>;

export const emptySession: SessionData = {
  loggedIn: false,
  user: null,
  client: null,
  cmsData: null,
  accessToken: null,
  refreshToken: null,
  tokenExpiresAt: null,
  ssoLogoutUrl: null,
  loginError: null,
  benefitsLoaded: false,
  ccvBalance: null,
  masquerade: null,
  masqueradeUserId: null,
};

/** A reload starts from what the last login left in storage; the access guard then refreshes the rest. */
function restoredSession(): SessionData {
  const { loggedIn, user, credentials } = readPersistedSession();
  if (!loggedIn || !credentials) return emptySession;
  return {
    ...emptySession,
    loggedIn: true,
    user,
    accessToken: credentials.access_token,
    refreshToken: credentials.refresh_token,
    tokenExpiresAt: credentials.expiresAt,
    ssoLogoutUrl: credentials.ssoLogoutUrl,
    // A masquerade session keeps sending its headers after a reload: the stored user says whom it views.
    masquerade: user?.masquerade ? { userId: String(user.masquerade.userId), schemeYear: String(user.masquerade.schemeYear) } : null,
  };
}

export const useSession = create<SessionState>()((set) => ({
  ...restoredSession(),
  setMasqueradeUserId: (id) => set({ masqueradeUserId: id }),
}));

/** The name greetings use: the preferred name the person saved in their profile, else their first name. */
export const greetingName = (user: Pick<SessionUser, 'firstName' | 'preferredName'> | null): string => user?.preferredName || user?.firstName || '';

export const useGreetingName = () => useSession((s) => greetingName(s.user));
