import type { Config } from './config.ts';

/** The current time for rules that depend on it (locks, expiry, TOTP); tests stub `clock.now`. */
export const clock = {
  now: (): Date => new Date(),
};

/**
 * Makes the clock read `moment` now and run on from it at the real pace (PORTAL_NOW): what the portal decides by (windows,
 * payroll months, expiry, e-mails, what it dates itself) follows it. Libraries that keep their own time (the browser's
 * cookies, the demo identity provider, robot-check challenges) stay on the real time, which they agree on with their
 * other end; PostgreSQL's now() does too.
 */
export function runClockFrom(moment: Date, realNow: number = Date.now()): void {
  const offset = moment.getTime() - realNow;
  clock.now = () => new Date(Date.now() + offset);
}

/** A process's start: its clock runs from PORTAL_NOW when that is set; answers the notice to log, or null. */
export function applyClockSetting(config: Pick<Config, 'PORTAL_NOW'>): string | null {
  if (!config.PORTAL_NOW) return null;
  runClockFrom(new Date(config.PORTAL_NOW));
  return `The portal's clock runs from ${config.PORTAL_NOW} (PORTAL_NOW), not the real time: for trying a date, never for production`;
}

export const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
