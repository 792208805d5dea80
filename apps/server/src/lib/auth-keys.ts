import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { appSettings } from '../db/schema/index.ts';

/** Keys derived from the one session secret, each for a single purpose. */
export interface AuthKeys {
  /** Imported once: given raw bytes, jose imports the key again for every token it signs or checks. */
  accessToken: webcrypto.CryptoKey;
  altcha: string;
  /** Encrypts the single sign-on state cookie. */
  ssoState: Uint8Array;
  /** Seals stored secrets (lib/secret-box.ts): from DATA_ENCRYPTION_KEY when set. */
  secretBox: Uint8Array;
  /** Derives the demo identity provider's client secrets and cookie keys. */
  devIdp: Uint8Array;
  /** Derives each refresh token's successor, so a retried refresh answers the same one (sessions.ts). */
  refreshToken: Uint8Array;
}

const SECRET_SETTING = 'session_secret';

/** The configured secret, else the one stored in the database (the first instance to start writes it). */
async function sessionSecret(db: Db, config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = ${SECRET_SETTING}`);
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

export async function loadAuthKeys(db: Db, config: Config): Promise<AuthKeys> {
  const secret = await sessionSecret(db, config);
  return {
    accessToken: await webcrypto.subtle.importKey('raw', derive(secret, 'access-token'), { name: 'HMAC', hash: 'SHA-256' }, true, ['sign', 'verify']),
    altcha: config.ALTCHA_HMAC_KEY ?? derive(secret, 'altcha').toString('hex'),
    ssoState: new Uint8Array(derive(secret, 'sso-state')),
    secretBox: new Uint8Array(config.DATA_ENCRYPTION_KEY ? createHash('sha256').update(config.DATA_ENCRYPTION_KEY).digest() : derive(secret, 'secret-box')),
    devIdp: new Uint8Array(derive(secret, 'dev-idp')),
    refreshToken: new Uint8Array(derive(secret, 'refresh-token')),
  };
}
