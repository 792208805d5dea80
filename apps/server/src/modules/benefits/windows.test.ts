import { describe, expect, it } from 'vitest';
import { changeWindowOf, type AnnualWindow, type LifeEventWindow, type RuledBenefit } from './windows.ts';

const year: AnnualWindow = { isCurrent: true, endsOn: '2026-12-31', windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' };
const at = (iso: string) => new Date(iso);
const lifeEvent = (overrides: Partial<LifeEventWindow> = {}): LifeEventWindow => ({
  benefitIds: null,
  opensAt: at('2026-06-01T00:00:00Z'),
  closesAt: at('2026-07-01T00:00:00Z'),
  ...overrides,
});
const windowRule: RuledBenefit = { id: 1, changeRule: 'window' };
const joinAnyTime: RuledBenefit = { id: 1, changeRule: 'join-any-time' };
const anyTime: RuledBenefit = { id: 1, changeRule: 'any-time' };
const june = at('2026-06-15T12:00:00Z');
const closedMessage = 'You can only change your benefits while the selection window is open (1 January 2026 to 31 January 2026), or after a life event.';

describe('change windows', () => {
  it('is open inside the annual selection window, both days included', () => {
    expect(changeWindowOf(windowRule, year, [], null, at('2026-01-01T08:00:00Z'))).toEqual({
      open: true,
      reason: 'annual',
      closesOn: '2026-01-31',
      message: null,
    });
    expect(changeWindowOf(windowRule, year, [], null, at('2026-01-31T22:00:00Z')).open).toBe(true);
  });

  it('is closed outside it, saying when it is open', () => {
    expect(changeWindowOf(windowRule, year, [], null, at('2026-03-10T12:00:00Z'))).toEqual({
      open: false,
      reason: null,
      closesOn: null,
      message: closedMessage,
    });
  });

  it('counts days in UK time', () => {
    // 23:30 UTC on 31 Jan is still 31 Jan in London (GMT); 23:30 UTC on 31 May is 1 June (BST).
    expect(changeWindowOf(windowRule, year, [], null, at('2026-01-31T23:30:00Z')).open).toBe(true);
    const summer = { ...year, windowOpensOn: '2026-05-01', windowClosesOn: '2026-05-31' };
    expect(changeWindowOf(windowRule, summer, [], null, at('2026-05-31T23:30:00Z')).open).toBe(false);
  });

  it('is closed in a scheme year that is not current, whatever the rule', () => {
    for (const benefit of [windowRule, joinAnyTime, anyTime]) {
      expect(changeWindowOf(benefit, { ...year, isCurrent: false }, [lifeEvent()], null, at('2026-01-10T12:00:00Z')).open).toBe(false);
    }
  });

  it('is opened by a life-event window for all benefits or for this one', () => {
    expect(changeWindowOf(windowRule, year, [lifeEvent()], null, june)).toEqual({ open: true, reason: 'life-event', closesOn: '2026-07-01', message: null });
    expect(changeWindowOf(windowRule, year, [lifeEvent({ benefitIds: [1, 2] })], null, june).open).toBe(true);
    expect(changeWindowOf({ id: 3, changeRule: 'window' }, year, [lifeEvent({ benefitIds: [1, 2] })], null, june).open).toBe(false);
  });

  it('ignores life-event windows not yet open or already closed', () => {
    expect(changeWindowOf(windowRule, year, [lifeEvent()], null, at('2026-05-31T12:00:00Z')).open).toBe(false);
    expect(changeWindowOf(windowRule, year, [lifeEvent()], null, at('2026-07-01T00:00:00Z')).open).toBe(false);
  });

  it('has a message when the client has no scheme year', () => {
    expect(changeWindowOf(windowRule, null, [], null, june).message).toBe('There is no selection window for this benefit at the moment.');
  });
});

describe('change rules outside the annual window', () => {
  it("'window': choosing, changing and leaving all wait for a window", () => {
    expect(changeWindowOf(windowRule, year, [], null, june).open).toBe(false);
    expect(changeWindowOf(windowRule, year, [], { startsOn: '2026-07-01' }, june).open).toBe(false);
  });

  it("'join-any-time': joining is open until the scheme year ends", () => {
    expect(changeWindowOf(joinAnyTime, year, [], null, june)).toEqual({ open: true, reason: 'joining', closesOn: '2026-12-31', message: null });
  });

  it("'join-any-time': cover that has started changes only in a window", () => {
    expect(changeWindowOf(joinAnyTime, year, [], { startsOn: '2026-01-01' }, june)).toEqual({
      open: false,
      reason: null,
      closesOn: null,
      message: closedMessage,
    });
    // Its first day counts as started.
    expect(changeWindowOf(joinAnyTime, year, [], { startsOn: '2026-06-15' }, june).open).toBe(false);
    expect(changeWindowOf(joinAnyTime, year, [lifeEvent()], { startsOn: '2026-01-01' }, june)).toMatchObject({ open: true, reason: 'life-event' });
  });

  it("'join-any-time': cover not started yet changes until the day before it starts", () => {
    expect(changeWindowOf(joinAnyTime, year, [], { startsOn: '2026-07-01' }, june)).toEqual({
      open: true,
      reason: 'not-started',
      closesOn: '2026-06-30',
      message: null,
    });
  });

  it("'any-time': always open in the current scheme year, the annual window or not", () => {
    const open = { open: true, reason: 'any-time', closesOn: '2026-12-31', message: null };
    expect(changeWindowOf(anyTime, year, [], { startsOn: '2026-01-01' }, june)).toEqual(open);
    expect(changeWindowOf(anyTime, year, [], null, at('2026-01-10T12:00:00Z'))).toEqual(open);
  });
});
