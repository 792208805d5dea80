import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Where a generated secret is kept: beside the embedded cluster when the portal runs in production on it (`npm start`),
 * as its password is, so a backup of the database (`npm run db:backup`) holds no key to sign sessions or open sealed
 * secrets (issue 37 item 6). Elsewhere (development, tests) in the database; production on PostgreSQL requires its own.
 */
export const sessionSecretFile = (config: Config): string | null =>
  config.NODE_ENV === 'production' && !config.DATABASE_URL ? join(config.DATA_DIR, 'session.secret') : null;

const readSecret = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const storedSecret = async (db: Db) =>
  (
    await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(sql`${appSettings.key} = ${SECRET_SETTING}`)
  )[0]?.value ?? null;

/**
 * The secret of the file; made on the first start, from the one an earlier version kept in the database when there is
 * one (what it sealed stays readable), which then leaves the database. `wx`: two starts at once write it once.
 */
async function fileSecret(db: Db, file: string): Promise<string> {
  const kept = readSecret(file);
  if (kept) {
    await db.delete(appSettings).where(sql`${appSettings.key} = ${SECRET_SETTING}`);
    return kept;
  }
  mkdirSync(join(file, '..'), { recursive: true });
  try {
    writeFileSync(file, `${(await storedSecret(db)) ?? randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`The session secret could not be kept in ${file}`);
  await db.delete(appSettings).where(sql`${appSettings.key} = ${SECRET_SETTING}`);
  return secret;
}

/** The configured secret, else the generated one: in its file (embedded, production), or in the database (the first instance to start writes it). */
async function sessionSecret(db: Db, config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = sessionSecretFile(config);
  if (file) return fileSecret(db, file);
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const row = await storedSecret(db);
  if (!row) throw new Error('The session secret could not be stored');
  return row;
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
