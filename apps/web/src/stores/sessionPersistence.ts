import { z } from 'zod';
import { sessionUserSchema, tokenResponse, type SessionUserInfo, type TokenResponse } from '@portal/contracts';

/** Spec §3: browser storage holds `loggedIn`, the user (with its userType) and the login tokens; never a password. */
export const STORAGE_KEYS = { loggedIn: 'loggedIn', user: 'user', credentials: 'loginCredentials' } as const;

const storedCredentials = tokenResponse.extend({ expiresAt: z.number() });
export type StoredCredentials = z.infer<typeof storedCredentials>;

export interface PersistedSession {
  loggedIn: boolean;
  user: SessionUserInfo | null;
  credentials: StoredCredentials | null;
}

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function readPersistedSession(): PersistedSession {
  let loggedIn = false;
  try {
    loggedIn = localStorage.getItem(STORAGE_KEYS.loggedIn) === 'true';
  } catch {
    loggedIn = false;
  }
  return { loggedIn, user: read(STORAGE_KEYS.user, sessionUserSchema), credentials: read(STORAGE_KEYS.credentials, storedCredentials) };
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
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}
