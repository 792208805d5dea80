import { randomUUID } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { THIRD_PARTY_ASSERTION_TTL_SECONDS } from '@portal/contracts';

/** Who the partner is told signed in: a short-lived HS256 JWT signed with the partner's own secret. */
export interface AssertedPerson {
  userId: number;
  email: string;
  name: string;
  /** The portal client's code. */
  client: string;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAssertion(secret: string, partnerCode: string, issuer: string, person: AssertedPerson, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: person.email, name: person.name, client: person.client })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(person.userId))
    .setIssuer(issuer)
    .setAudience(partnerCode)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + THIRD_PARTY_ASSERTION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The client an assertion claims to come from, unverified: only to find whose secret checks it. */
export function claimedClient(assertion: string): string | null {
  try {
    const client = decodeJwt(assertion).client;
    return typeof client === 'string' ? client : null;
  } catch {
    return null;
  }
}

/** The person, or null for a wrong signature, audience or issuer, or an expired assertion. */
export async function verifyAssertion(secret: string, partnerCode: string, issuer: string, assertion: string, now: Date): Promise<AssertedPerson | null> {
  try {
    const { payload } = await jwtVerify(assertion, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: partnerCode,
      issuer,
      currentDate: now,
      requiredClaims: ['jti', 'exp'],
    });
    const userId = Number(payload.sub);
    const { email, name, client } = payload;
    if (!Number.isSafeInteger(userId) || typeof email !== 'string' || typeof name !== 'string' || typeof client !== 'string') return null;
    return { userId, email, name, client };
  } catch {
    return null;
  }
}
