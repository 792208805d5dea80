import { jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from './auth-keys.ts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** When the token runs out, in milliseconds since the epoch. */
  expiresAt: number;
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

export async function verifyAccessToken(keys: AuthKeys, token: string, now: Date): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.accessToken, { algorithms: [ALGORITHM], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
