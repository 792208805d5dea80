import { isImpersonationLink, type SessionUserInfo, type TokenResponse } from '@portal/contracts';
import { hasShapeOf } from './storedShape.ts';

/** Spec §3: browser storage holds `loggedIn`, the user (with its userType) and the login tokens; never a password. */
export const STORAGE_KEYS = { loggedIn: 'loggedIn', user: 'user', credentials: 'loginCredentials' } as const;

export type StoredCredentials = TokenResponse & { expiresAt: number };

const credentialsShape: StoredCredentials = { access_token: '', refresh_token: '', expires_in: 0, token_type: 'Bearer', ssoLogoutUrl: null, expiresAt: 0 };
const userShape: SessionUserInfo = {
  id: 0,
  name: '',
  firstName: '',
  surname: '',
  preferredName: null,
  email: '',
  userType: 'employee',
  employmentStatus: 'active',
  avatar: null,
  termsRevision: 0,
  siteTermsUpdated: false,
  showWelcomeModal: false,
  firstLogin: false,
  mfaEnabled: false,
  mfaEnforced: false,
  clientId: null,
  masquerade: { userId: 0, schemeYear: 0 },
  impersonation: { kind: 'masquerade', schemeYear: 0 },
};
const isStoredCredentials = (value: unknown): value is StoredCredentials => hasShapeOf(value, credentialsShape);
const isStoredUser = (value: unknown): value is SessionUserInfo => hasShapeOf(value, userShape, ['avatar', 'clientId', 'masquerade', 'impersonation']);

export interface PersistedSession {
  loggedIn: boolean;
  user: SessionUserInfo | null;
  credentials: StoredCredentials | null;
}

/**
 * Where this tab keeps its session: the browser's (localStorage, shared by its tabs) or, for an impersonation
 * (an administrator's masquerade, an employer's magic link), the tab's own (sessionStorage), so viewing as
 * someone never replaces the impersonator's session in their other tabs, and logging out of it ends only it.
 * A reloaded impersonation tab finds its session in sessionStorage again.
 */
let area: 'browser' | 'tab' = hasTabSession() || opensImpersonationLink() ? 'tab' : 'browser';

/**
 * A tab opened on an impersonation link (`/sso-login/{prefix}/{token}/…`) starts with none of the browser's session, so
 * nothing of the impersonator's is restored or refreshed there (a refresh would rotate their token from the wrong tab).
 */
function opensImpersonationLink(): boolean {
  const [, first, , token] = globalThis.location?.pathname.split('/') ?? [];
  return first === 'sso-login' && token !== undefined && isImpersonationLink(token);
}

function hasTabSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.credentials) !== null;
  } catch {
    return false;
  }
}

const storage = (): Storage => (area === 'tab' ? sessionStorage : localStorage);

/** The session that starts next is kept by this tab only (an impersonation), or by the browser. */
export function keepSessionIn(where: 'browser' | 'tab'): void {
  area = where;
}

function read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = storage().getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function readPersistedSession(): PersistedSession {
  let loggedIn = false;
  try {
    loggedIn = storage().getItem(STORAGE_KEYS.loggedIn) === 'true';
  } catch {
    loggedIn = false;
  }
  return { loggedIn, user: read(STORAGE_KEYS.user, isStoredUser), credentials: read(STORAGE_KEYS.credentials, isStoredCredentials) };
}

/** The tokens as stored, with the moment the access token runs out (from `expires_in`). */
export function toStoredCredentials(tokens: TokenResponse, now = Date.now()): StoredCredentials {
  const { access_token, refresh_token, expires_in, token_type, ssoLogoutUrl } = tokens;
  return { access_token, refresh_token, expires_in, token_type, ssoLogoutUrl, expiresAt: now + expires_in * 1000 };
}

export const persistCredentials = (credentials: StoredCredentials) => write(STORAGE_KEYS.credentials, JSON.stringify(credentials));
export const persistUser = (user: SessionUserInfo) => write(STORAGE_KEYS.user, JSON.stringify(user));
export const persistLoggedIn = () => write(STORAGE_KEYS.loggedIn, 'true');

export function clearPersistedSession(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) storage().removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
  area = 'browser';
}
