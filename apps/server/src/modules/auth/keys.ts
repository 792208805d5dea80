import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { appSettings } from '../../db/schema/index.ts';

/** Keys derived from the one session secret, each for a single purpose. */
export interface AuthKeys {
  accessToken: Uint8Array;
  altcha: string;
}

const SECRET_SETTING = 'session_secret';

/** The configured secret, else the one stored in the database (the first instance to start writes it). */
async function sessionSecret(db: Db, config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = ${SECRET_SETTING}`);
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

export async function loadAuthKeys(db: Db, config: Config): Promise<AuthKeys> {
  const secret = await sessionSecret(db, config);
  return {
    accessToken: new Uint8Array(derive(secret, 'access-token')),
    altcha: config.ALTCHA_HMAC_KEY ?? derive(secret, 'altcha').toString('hex'),
  };
}
