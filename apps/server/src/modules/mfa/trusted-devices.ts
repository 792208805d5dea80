import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownTexts, type TrustedDeviceInfo } from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { minutesFrom } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { readCookie } from '../sso/state-cookie.ts';
import { deleteTrustedDevice, insertTrustedDevice, liveSecretHashes, touchTrustedDevice, trustedDevicesOf } from './queries.ts';

/**
 * A browser that passed two-factor is trusted for 30 days, proved by a random secret the server
 * handed it in this cookie (HttpOnly, SameSite=Strict, only sent to the API). Only the secret's
 * hash is stored. The browser's fingerprint (`deviceToken`) proves nothing: anyone can guess it.
 */
export const TRUSTED_DEVICE_COOKIE = 'portal_trusted_device';
export const TRUSTED_DEVICE_DAYS = 30;
/** One browser may be trusted by a few people (a shared family computer); their secrets share the cookie. */
const MAX_SECRETS = 5;
const SECRET = /^[A-Za-z0-9_-]{40,64}$/;

/** The browser's side of device trust: the secrets its cookie carries, and how to hand it others. */
export interface BrowserTrust {
  presented: string[];
  /** Sets the cookie to these secrets; none removes it. */
  keep(secrets: string[]): void;
}

export function trustedDeviceCookie(secrets: string[], { path, secure }: { path: string; secure: boolean }): string {
  const maxAge = secrets.length > 0 ? TRUSTED_DEVICE_DAYS * 24 * 60 * 60 : 0;
  return [`${TRUSTED_DEVICE_COOKIE}=${secrets.join('.')}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

export function browserTrust(config: Config, request: FastifyRequest, reply: FastifyReply): BrowserTrust {
  const value = readCookie(request.headers.cookie, TRUSTED_DEVICE_COOKIE) ?? '';
  const presented = value
    .split('.')
    .filter((secret) => SECRET.test(secret))
    .slice(0, MAX_SECRETS);
  // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY; an https PUBLIC_URL says so too.
  const secure = request.protocol === 'https' || config.PUBLIC_URL.startsWith('https:');
  return { presented, keep: (secrets) => void reply.header('set-cookie', trustedDeviceCookie(secrets, { path: config.API_BASE, secure })) };
}

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
  await insertTrustedDevice(db, { userId, secretHash: hash, label: browserLabel(userAgent), expiresAt: minutesFrom(now, TRUSTED_DEVICE_DAYS * 24 * 60), createdAt: now, lastUsedAt: now });
  // Secrets of forgotten or expired devices leave the cookie on the way.
  const live = await liveSecretHashes(db, trust.presented.map(hashToken), now);
  trust.keep([token, ...trust.presented.filter((secret) => live.has(hashToken(secret)))].slice(0, MAX_SECRETS));
}

const iso = (date: Date) => date.toISOString();

/** The user's live trusted browsers, most recently used first; `current` marks the calling browser. */
export async function listTrustedDevices(db: Db, userId: number, trust: Pick<BrowserTrust, 'presented'>, now: Date): Promise<{ devices: TrustedDeviceInfo[] }> {
  const presented = new Set(trust.presented.map(hashToken));
  const rows = await trustedDevicesOf(db, userId, now);
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

/** Forgets one of the user's trusted browsers (another user's device is 404); its secret stops working at once. */
export async function forgetTrustedDevice(db: Db, userId: number, id: number, trust: BrowserTrust): Promise<{ forgotten: true }> {
  const secretHash = await deleteTrustedDevice(db, userId, id);
  if (secretHash === null) throw notFound(ownTexts.trustedDeviceNotFound);
  const remaining = trust.presented.filter((secret) => hashToken(secret) !== secretHash);
  if (remaining.length !== trust.presented.length) trust.keep(remaining);
  return { forgotten: true };
}
