import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * The id of one SAML AuthnRequest travels in this cookie, encrypted, for ten minutes: the response must answer it
 * (InResponseTo), in the browser that asked. The identity provider POSTs the response from its own site, which carries
 * only SameSite=None cookies: hence None, and always Secure (browsers keep Secure cookies on http://localhost too).
 */
export const SAML_COOKIE = 'portal_saml';
export const SAML_COOKIE_TTL_SECONDS = 600;

export interface SamlTestMark {
  actorId: number;
  /** The provider settings the test started with: a change meanwhile voids it. */
  fingerprint: string;
}

export interface PendingSaml {
  client: string;
  requestId: string;
  /** When the request was made (ISO), for node-saml's request id expiry. */
  createdAt: string;
  test?: SamlTestMark;
}

const KIND = 'saml-request';

export async function sealPendingSaml(key: Uint8Array, pending: PendingSaml, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ kind: KIND, ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SAML_COOKIE_TTL_SECONDS)
    .encrypt(key);
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);

function testMarkOf(value: unknown): SamlTestMark | null {
  if (typeof value !== 'object' || value === null) return null;
  const { actorId, fingerprint } = value as Record<string, unknown>;
  return typeof actorId === 'number' && Number.isSafeInteger(actorId) && typeof fingerprint === 'string' && fingerprint ? { actorId, fingerprint } : null;
}

/** The pending SAML sign-in, or null when the cookie is missing, tampered with, for another key, of another kind or expired. */
export async function openPendingSaml(key: Uint8Array, sealed: string | null, now: Date): Promise<PendingSaml | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { currentDate: now, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    if (payload.kind !== KIND) return null;
    const [client, requestId, createdAt] = [payload.client, payload.requestId, payload.createdAt].map(text);
    if (!client || !requestId || !createdAt) return null;
    const test = testMarkOf(payload.test);
    return { client, requestId, createdAt, ...(test && { test }) };
  } catch {
    return null;
  }
}

export function samlCookieHeader(value: string, path: string, maxAgeSeconds: number): string {
  return [`${SAML_COOKIE}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=None', 'Secure'].join('; ');
}
