import { randomBytes, timingSafeEqual } from 'node:crypto';
import { credentialPrefixes, type ApiCredentialKind, type ApiScope } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { ApiCredential } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { credentialByKeyId, insertCredential, touchCredential } from './queries.ts';

/** Who a machine call is: the credential, its client and what it may do. */
export interface CredentialCaller {
  credentialId: number;
  clientId: number;
  kind: ApiCredentialKind;
  name: string;
  /** The public id, to name the caller (in an upload's file name, the log). */
  keyId: string;
  scopes: readonly string[];
}

export interface IssuedCredential {
  credential: ApiCredential;
  /** The public id (an API key's "client id"). */
  keyId: string;
  /** The secret, shown once and never again. */
  secret: string;
  /** What goes after `Bearer `: `keyId.secret`. */
  token: string;
}

/** Makes a credential for a client; only the secret's hash is kept. */
export async function issueCredential(
  db: Executor,
  input: { clientId: number; kind: ApiCredentialKind; name: string; scopes: readonly ApiScope[]; createdBy: number | null },
): Promise<IssuedCredential> {
  const keyId = credentialPrefixes[input.kind] + randomBytes(12).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  const credential = await insertCredential(db, {
    clientId: input.clientId,
    kind: input.kind,
    name: input.name,
    keyId,
    secretHash: hashToken(secret),
    scopes: [...input.scopes],
    createdBy: input.createdBy,
  });
  return { credential, keyId, secret, token: `${keyId}.${secret}` };
}

/**
 * The id and secret an Authorization header carries: `Bearer keyId.secret`, or HTTP Basic with the key id as the user
 * name and the secret as the password (as an HR system's "client id and secret" are often sent).
 */
export function credentialFromHeader(header: string | undefined): { keyId: string; secret: string } | null {
  if (!header || header.length > 512) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  let pair: string;
  if (/^bearer$/i.test(scheme)) pair = value;
  else if (/^basic$/i.test(scheme)) pair = Buffer.from(value, 'base64').toString('utf8').replace(':', '.');
  else return null;
  const dot = pair.indexOf('.');
  if (dot <= 0) return null;
  const keyId = pair.slice(0, dot);
  const secret = pair.slice(dot + 1);
  return keyId && secret ? { keyId, secret } : null;
}

/**
 * The caller an Authorization header proves, or null (unknown, wrong secret, revoked, or another kind). Which client
 * it may act for is the credential's: a caller never names its client.
 */
export async function authenticateCredential(db: Executor, header: string | undefined, kind: ApiCredentialKind, now: Date): Promise<CredentialCaller | null> {
  const presented = credentialFromHeader(header);
  if (!presented || !presented.keyId.startsWith(credentialPrefixes[kind])) return null;
  const row = await credentialByKeyId(db, presented.keyId);
  if (!row || row.kind !== kind || row.revokedAt) return null;
  const expected = Buffer.from(row.secretHash, 'hex');
  const actual = Buffer.from(hashToken(presented.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  await touchCredential(db, row.id, now);
  return { credentialId: row.id, clientId: row.clientId, kind: row.kind, name: row.name, keyId: row.keyId, scopes: row.scopes };
}
