import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token and the hash that is stored in its place. */
export function newToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
