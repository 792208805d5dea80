import { jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from './keys.ts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ALGORITHM = 'HS256';

/** A short-lived signed token naming the user and the session; the session row decides whether it still counts. */
export function signAccessToken(keys: AuthKeys, claims: AccessClaims, now: Date, ttlSeconds: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keys.accessToken);
}

export async function verifyAccessToken(keys: AuthKeys, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.accessToken, { algorithms: [ALGORITHM], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
