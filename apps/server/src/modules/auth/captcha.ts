import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { usedCaptchas } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** One SHA-256 per try and a secret counter up to 50,000: well under a second in a browser. */
const MAX_COUNTER = 50_000;
/** Google's siteverify answers within a second; a slower one counts as a failed check rather than holding the login. */
const RECAPTCHA_VERIFY_TIMEOUT_MS = 5000;

export interface CaptchaChallenge {
  provider: 'altcha' | 'recaptcha';
  challenge: Record<string, unknown> | null;
  siteKey: string | null;
  scriptUrl: string | null;
}

export async function newCaptchaChallenge(ctx: RequestContext): Promise<CaptchaChallenge> {
  const { config } = ctx;
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    return { provider: 'recaptcha', challenge: null, siteKey: config.RECAPTCHA_SITE_KEY ?? null, scriptUrl: config.RECAPTCHA_SCRIPT_URL };
  }
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER, 1000),
    deriveKey,
    // On the portal's clock, which the browser's widget counts it down on too (and the check below reads).
    expiresAt: new Date(ctx.now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: ctx.keys.altcha,
  });
  return { provider: 'altcha', challenge: { ...challenge }, siteKey: null, scriptUrl: null };
}

function parseAltchaPayload(text: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Payload>;
    const challenge = payload.challenge as Challenge | undefined;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !payload.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/** Records the challenge as answered; false when it was answered before (a replayed solution). */
async function markUsed(db: Db, challengeId: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  const rows = await db.insert(usedCaptchas).values({ challengeId, expiresAt }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/**
 * verifySolution on the portal's clock. The library compares the expiry with the process's `Date.now()`, which
 * PORTAL_NOW does not move (clock.ts); it reads it synchronously, before its first await, so the process's clock is
 * lent the portal's time for that call only (the same time outside PORTAL_NOW). auth/captcha.test.ts holds the library
 * to that.
 */
function verifyOnPortalClock(now: Date, options: Parameters<typeof verifySolution>[0]) {
  const processNow = Date.now;
  Date.now = () => now.getTime();
  try {
    return verifySolution(options);
  } finally {
    Date.now = processNow;
  }
}

async function verifyAltcha(ctx: RequestContext, text: string): Promise<boolean> {
  const payload = parseAltchaPayload(text);
  if (!payload) return false;
  try {
    const options = { challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: ctx.keys.altcha };
    const result = await verifyOnPortalClock(ctx.now, options);
    // Unsigned or never-expiring challenges were not made here.
    if (!result.verified || !payload.challenge.parameters.expiresAt) return false;
    // Kept as answered for as long as any challenge lives, on the portal's clock that clears the old ones.
    return await markUsed(ctx.db, payload.challenge.parameters.nonce, new Date(ctx.now.getTime() + CHALLENGE_TTL_MS), ctx.now);
  } catch {
    return false;
  }
}

async function verifyRecaptcha(ctx: RequestContext, response: string): Promise<boolean> {
  const body = new URLSearchParams({ secret: ctx.config.RECAPTCHA_SECRET ?? '', response, remoteip: ctx.ip });
  try {
    const answer = await fetch(ctx.config.RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(RECAPTCHA_VERIFY_TIMEOUT_MS) });
    if (!answer.ok) return false;
    const result = (await answer.json()) as { success?: boolean };
    return result.success === true;
  } catch {
    return false;
  }
}

/** True for a fresh, correct captcha answer from the caller; each answer works once. */
export async function verifyCaptcha(ctx: RequestContext, answer: string | undefined): Promise<boolean> {
  if (!answer) return false;
  return ctx.config.CAPTCHA_PROVIDER === 'recaptcha' ? verifyRecaptcha(ctx, answer) : verifyAltcha(ctx, answer);
}
