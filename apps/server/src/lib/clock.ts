/** The current time for rules that depend on it (locks, expiry, TOTP); tests stub `clock.now`. */
export const clock = {
  now: (): Date => new Date(),
};

export const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
