import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, LAST_CALL_STORAGE_KEY } from '@portal/contracts';
import { idleView, lastActivity } from './idleClock.ts';

describe('idle clock', () => {
  afterEach(() => vi.useRealTimers());

  it('stays quiet for 14 minutes, then counts 15 seconds down, then logs out', () => {
    const start = 1_000_000;
    expect(idleView(start + IDLE_TIMEOUT_MS - 1, start)).toEqual({ kind: 'active' });
    expect(idleView(start + IDLE_TIMEOUT_MS, start)).toEqual({ kind: 'prompt', secondsLeft: 15 });
    expect(idleView(start + IDLE_TIMEOUT_MS + 1_000, start)).toEqual({ kind: 'prompt', secondsLeft: 14 });
    expect(idleView(start + IDLE_TIMEOUT_MS + 14_500, start)).toEqual({ kind: 'prompt', secondsLeft: 1 });
    expect(idleView(start + IDLE_TIMEOUT_MS + 15_000, start)).toEqual({ kind: 'logout' });
  });

  it('counts from the last recorded server call, or from when watching began', () => {
    vi.useFakeTimers({ now: 5_000_000 });
    expect(lastActivity(Date.now())).toBe(5_000_000);
    sessionStorage.setItem(LAST_CALL_STORAGE_KEY, '5500000');
    expect(lastActivity(5_000_000)).toBe(5_500_000);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 2_000);
    expect(idleView(Date.now(), lastActivity(5_000_000))).toEqual({ kind: 'active' });
  });
});
