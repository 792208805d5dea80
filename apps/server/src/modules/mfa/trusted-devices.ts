import { ownTexts, type TrustedDeviceInfo } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { minutesFrom } from '../../clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { MAX_TRUSTED_SECRETS, TRUSTED_DEVICE_DAYS, type BrowserTrust } from '../../lib/trusted-device-cookie.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { deleteTrustedDevice, insertTrustedDevice, liveSecretHashes, touchTrustedDevice, trustedDevicesOf } from './queries.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];
const first = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** A name a person recognises their browser by, e.g. 'Chrome on Windows'. */
export const browserLabel = (userAgent: string | null) => ownTexts.trustedDeviceLabel(first(BROWSERS, userAgent ?? ''), first(SYSTEMS, userAgent ?? ''));

/** Whether one of the browser's secrets is a live trusted device of this user; its last use is recorded. */
export async function isTrustedBrowser(db: Db, userId: number, trust: Pick<BrowserTrust, 'presented'>, now: Date): Promise<boolean> {
  if (trust.presented.length === 0) return false;
  const [device] = await trustedDevicesOf(db, userId, now, trust.presented.map(hashToken));
  if (!device) return false;
  await touchTrustedDevice(db, device.id, now);
  return true;
}

/** Trusts this browser for the user after a good code: a new secret, stored hashed, joins the browser's cookie. */
export async function trustBrowser(db: Db, userId: number, trust: BrowserTrust, userAgent: string | null, now: Date): Promise<void> {
  const { token, hash } = newToken(32);
  await insertTrustedDevice(db, {
    userId,
    secretHash: hash,
    label: browserLabel(userAgent),
    expiresAt: minutesFrom(now, TRUSTED_DEVICE_DAYS * 24 * 60),
    createdAt: now,
    lastUsedAt: now,
  });
  // Secrets of forgotten or expired devices leave the cookie on the way.
  const live = await liveSecretHashes(db, trust.presented.map(hashToken), now);
  trust.keep([token, ...trust.presented.filter((secret) => live.has(hashToken(secret)))].slice(0, MAX_TRUSTED_SECRETS));
}

const iso = (date: Date) => date.toISOString();

/** The caller's live trusted browsers, most recently used first; `current` marks the calling browser. */
export async function listTrustedDevices(ctx: SignedInContext, browser: Pick<BrowserTrust, 'presented'>): Promise<{ devices: TrustedDeviceInfo[] }> {
  const presented = new Set(browser.presented.map(hashToken));
  const rows = await trustedDevicesOf(ctx.db, ctx.user.id, ctx.now);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      label: row.label,
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
      current: presented.has(row.secretHash),
    })),
  };
}

/** Forgets one of the caller's trusted browsers (another user's device is 404); its secret stops working at once. */
export async function forgetTrustedDevice(ctx: SignedInContext, input: { id: number }, browser: BrowserTrust): Promise<{ forgotten: true }> {
  const secretHash = await deleteTrustedDevice(ctx.db, ctx.user.id, input.id);
  if (secretHash === null) throw notFound(ownTexts.trustedDeviceNotFound);
  const remaining = browser.presented.filter((secret) => hashToken(secret) !== secretHash);
  if (remaining.length !== browser.presented.length) browser.keep(remaining);
  return { forgotten: true };
}
