import { afterEach, describe, expect, it } from 'vitest';
import { applyClockSetting, clock, runClockFrom } from './clock.ts';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

describe('the portal clock (PORTAL_NOW)', () => {
  it('reads the given moment now and runs on from it at the real pace', () => {
    const realStart = Date.now();
    runClockFrom(new Date('2027-02-28T23:59:59.500Z'), realStart);
    const read = clock.now().getTime();
    const elapsed = Date.now() - realStart;
    expect(read).toBeGreaterThanOrEqual(Date.parse('2027-02-28T23:59:59.500Z'));
    expect(read).toBeLessThanOrEqual(Date.parse('2027-02-28T23:59:59.500Z') + elapsed);
  });

  it('is left on the real time without the setting, and says so loudly with it', () => {
    expect(applyClockSetting({ PORTAL_NOW: undefined })).toBeNull();
    expect(clock.now).toBe(realNow);
    const notice = applyClockSetting({ PORTAL_NOW: '2026-12-31T23:00:00Z' });
    expect(notice).toContain('2026-12-31T23:00:00Z');
    expect(notice).toContain('never for production');
    expect(Math.abs(clock.now().getTime() - Date.parse('2026-12-31T23:00:00Z'))).toBeLessThan(60_000);
  });
});
