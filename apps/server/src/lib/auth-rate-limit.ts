import type { Config } from '../config.ts';

/**
 * Every call that takes a password, code, captcha or link token: a coarse per-address flood guard
 * (default 300 a minute, so an office behind one address can log in at 9 am). Guessing is stopped per
 * account: the failure count, the captcha after a failure and the lock (modules/auth/attempts.ts).
 */
export const authRateLimit = (config: Config) => ({ rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } });
