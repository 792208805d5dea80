import { ACCOUNT_LOCK_MINUTES, MAX_FAILED_LOGINS } from '@portal/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { minutesFrom } from '../../clock.ts';

/** Failures older than this are forgotten, so one typo last month does not bring back the captcha. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface AttemptState {
  locked: boolean;
  /** At least one recent failure: the next attempt needs a captcha. */
  captchaRequired: boolean;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

export async function attemptState(db: Db, email: string, now: Date): Promise<AttemptState> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.email, emailKey(email)))
    .limit(1);
  if (!row) return { locked: false, captchaRequired: false };
  const recent = row.lastFailureAt !== null && now.getTime() - row.lastFailureAt.getTime() < FAILURE_MEMORY_MS;
  return { locked: row.lockedUntil !== null && row.lockedUntil > now, captchaRequired: recent && row.failures > 0 };
}

/** The counts of one e-mail's row; each locks on its own MAX_FAILED_LOGINS-th, only `failures` brings the captcha. */
const counters = { failures: loginAttempts.failures, mfaFailures: loginAttempts.mfaFailures, magicLinkFailures: loginAttempts.magicLinkFailures };
type Counter = keyof typeof counters;

/**
 * Counts one failure atomically and locks the e-mail on the MAX_FAILED_LOGINS-th. An ended lock or
 * failures past the memory window start every count again. Answers whether the e-mail is now locked.
 */
async function countFailure(db: Db, email: string, now: Date, column: Counter): Promise<boolean> {
  const stale = sql`(${loginAttempts.lockedUntil} IS NOT NULL AND ${loginAttempts.lockedUntil} <= ${now})
    OR ${loginAttempts.lastFailureAt} IS NULL OR ${loginAttempts.lastFailureAt} < ${new Date(now.getTime() - FAILURE_MEMORY_MS)}`;
  const next = sql`CASE WHEN ${stale} THEN 1 ELSE ${counters[column]} + 1 END`;
  const others = Object.entries(counters).filter(([name]) => name !== column);
  const lockUntil = minutesFrom(now, ACCOUNT_LOCK_MINUTES);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email: emailKey(email), [column]: 1, lastFailureAt: now, lockedUntil: MAX_FAILED_LOGINS <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        [column]: next,
        ...Object.fromEntries(others.map(([name, counter]) => [name, sql`CASE WHEN ${stale} THEN 0 ELSE ${counter} END`])),
        lastFailureAt: now,
        lockedUntil: sql`CASE WHEN ${next} >= ${MAX_FAILED_LOGINS} THEN ${lockUntil}::timestamptz ELSE NULL END`,
      },
    })
    .returning({ lockedUntil: loginAttempts.lockedUntil });
  return row?.lockedUntil != null && row.lockedUntil > now;
}

export const countPasswordFailure = (db: Db, email: string, now: Date) => countFailure(db, email, now, 'failures');
export const countCodeFailure = (db: Db, email: string, now: Date) => countFailure(db, email, now, 'mfaFailures');
/** A wrong password an employer retyped for a magic link: towards the lock, not the captcha of their next login. */
export const countMagicLinkFailure = (db: Db, email: string, now: Date) => countFailure(db, email, now, 'magicLinkFailures');

/** A correct password clears the password count; two-factor failures stay until the whole login succeeds. */
export async function clearPasswordFailures(db: Db, email: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: 0 })
    .where(eq(loginAttempts.email, emailKey(email)));
}

/** The right password retyped for a magic link forgets the wrong ones before it, as a login does its failures. */
export async function clearMagicLinkFailures(db: Db, email: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ magicLinkFailures: 0 })
    .where(and(eq(loginAttempts.email, emailKey(email)), gt(loginAttempts.magicLinkFailures, 0)));
}

export async function clearAllFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, emailKey(email)));
}
