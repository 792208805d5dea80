import { IDLE_TIMEOUT_MS, LAST_CALL_STORAGE_KEY, LOGOUT_COUNTDOWN_SECONDS } from '@portal/contracts';

export type IdleView = { kind: 'active' } | { kind: 'prompt'; secondsLeft: number } | { kind: 'logout' };

/**
 * Spec §4 Idle: 14 minutes after the last server call the prompt shows and counts down 15 seconds;
 * at zero the user is logged out. Pure, so it can be tested with any clock.
 */
export function idleView(now: number, lastActivity: number): IdleView {
  const idleFor = now - lastActivity;
  if (idleFor < IDLE_TIMEOUT_MS) return { kind: 'active' };
  const secondsLeft = Math.ceil((IDLE_TIMEOUT_MS + LOGOUT_COUNTDOWN_SECONDS * 1000 - idleFor) / 1000);
  return secondsLeft > 0 ? { kind: 'prompt', secondsLeft } : { kind: 'logout' };
}

/** The last server call the api client recorded, or the given fallback (e.g. when watching began), whichever is later. */
export function lastActivity(fallback: number): number {
  let recorded = 0;
  try {
    recorded = Number(sessionStorage.getItem(LAST_CALL_STORAGE_KEY)) || 0;
  } catch {
    recorded = 0;
  }
  return Math.max(recorded, fallback);
}
