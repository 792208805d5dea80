import { EncryptJWT, jwtDecrypt } from 'jose';
import { isReturnPath } from '@portal/contracts';
import type { PendingAuthorization } from './relying-party.ts';

/** The state, nonce and PKCE verifier of one sign-in travel in this cookie, encrypted, for ten minutes. */
export const SSO_COOKIE = 'portal_sso';
export const SSO_COOKIE_TTL_SECONDS = 600;

export interface PendingLogin extends PendingAuthorization {
  client: string;
  /** The portal page to open once logged in, when the sign-in started from one (isReturnPath). */
  returnTo?: string;
  /** The admin console's sign-on test: nobody is logged in; the claims are recorded for the client. */
  test?: SignOnTestMark;
}

export interface SignOnTestMark {
  /** The platform administrator who asked for the test. */
  actorId: number;
  /** The provider settings the test started with (sign-on-test.ts): a change meanwhile voids it. */
  fingerprint: string;
}

function testMarkOf(value: unknown): SignOnTestMark | null {
  if (typeof value !== 'object' || value === null) return null;
  const { actorId, fingerprint } = value as Record<string, unknown>;
  return typeof actorId === 'number' && Number.isSafeInteger(actorId) && typeof fingerprint === 'string' && fingerprint ? { actorId, fingerprint } : null;
}

export async function sealPendingLogin(key: Uint8Array, pending: PendingLogin, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_COOKIE_TTL_SECONDS)
    .encrypt(key);
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** The pending sign-in, or null when the cookie is missing, tampered with, for another key or expired. */
export async function openPendingLogin(key: Uint8Array, sealed: string | null, now: Date): Promise<PendingLogin | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { currentDate: now, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    const [client, state, nonce, verifier] = [payload.client, payload.state, payload.nonce, payload.verifier].map(text);
    if (!client || !state || !nonce || !verifier) return null;
    const returnTo = text(payload.returnTo);
    const test = testMarkOf(payload.test);
    return { client, state, nonce, verifier, ...(returnTo && isReturnPath(returnTo) ? { returnTo } : {}), ...(test && { test }) };
  } catch {
    return null;
  }
}

interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}

/** Lax: the identity provider sends the browser back with a top-level GET, which carries Lax cookies. */
export function cookieHeader(name: string, value: string, { path, maxAgeSeconds, secure }: CookieOptions): string {
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
