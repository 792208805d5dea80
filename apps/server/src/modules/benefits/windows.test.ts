import { describe, expect, it } from 'vitest';
import { changeWindowOf, type AnnualWindow, type LifeEventWindow } from './windows.ts';

const year: AnnualWindow = { isCurrent: true, windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' };
const at = (iso: string) => new Date(iso);
const lifeEvent = (overrides: Partial<LifeEventWindow> = {}): LifeEventWindow => ({
  benefitIds: null,
  opensAt: at('2026-06-01T00:00:00Z'),
  closesAt: at('2026-07-01T00:00:00Z'),
  ...overrides,
});

describe('change windows', () => {
  it('is open inside the annual selection window, both days included', () => {
    expect(changeWindowOf(1, year, [], at('2026-01-01T08:00:00Z'))).toEqual({ open: true, reason: 'annual', closesOn: '2026-01-31', message: null });
    expect(changeWindowOf(1, year, [], at('2026-01-31T22:00:00Z')).open).toBe(true);
  });

  it('is closed outside it, saying when it is open', () => {
    const closed = changeWindowOf(1, year, [], at('2026-03-10T12:00:00Z'));
    expect(closed).toEqual({
      open: false,
      reason: null,
      closesOn: null,
      message: 'You can only change your benefits while the selection window is open (1 January 2026 to 31 January 2026), or after a life event.',
    });
  });

  it('counts days in UK time', () => {
    // 23:30 UTC on 31 Jan is still 31 Jan in London (GMT); 23:30 UTC on 31 May is 1 June (BST).
    expect(changeWindowOf(1, year, [], at('2026-01-31T23:30:00Z')).open).toBe(true);
    const summer = { isCurrent: true, windowOpensOn: '2026-05-01', windowClosesOn: '2026-05-31' };
    expect(changeWindowOf(1, summer, [], at('2026-05-31T23:30:00Z')).open).toBe(false);
  });

  it('is closed in a scheme year that is not current', () => {
    expect(changeWindowOf(1, { ...year, isCurrent: false }, [], at('2026-01-10T12:00:00Z')).open).toBe(false);
  });

  it('is opened by a life-event window for all benefits or for this one', () => {
    const inside = at('2026-06-15T12:00:00Z');
    expect(changeWindowOf(1, year, [lifeEvent()], inside)).toEqual({ open: true, reason: 'life-event', closesOn: '2026-07-01', message: null });
    expect(changeWindowOf(1, year, [lifeEvent({ benefitIds: [1, 2] })], inside).open).toBe(true);
    expect(changeWindowOf(3, year, [lifeEvent({ benefitIds: [1, 2] })], inside).open).toBe(false);
  });

  it('ignores life-event windows not yet open or already closed', () => {
    expect(changeWindowOf(1, year, [lifeEvent()], at('2026-05-31T12:00:00Z')).open).toBe(false);
    expect(changeWindowOf(1, year, [lifeEvent()], at('2026-07-01T00:00:00Z')).open).toBe(false);
  });

  it('has a message when the client has no scheme year', () => {
    expect(changeWindowOf(1, null, [], at('2026-06-15T12:00:00Z')).message).toBe('There is no selection window for this benefit at the moment.');
  });
});
