import { describe, expect, it } from 'vitest';
import { annualWindowOpen, changeWindowOf, newStarterCloses, type AnnualWindow, type LifeEventWindow, type RuledBenefit } from './windows.ts';

const year: AnnualWindow = { isCurrent: true, startsOn: '2026-01-01', endsOn: '2026-12-31', windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' };
const at = (iso: string) => new Date(iso);
const lifeEvent = (overrides: Partial<LifeEventWindow> = {}): LifeEventWindow => ({
  groupCodes: null,
  opensAt: at('2026-06-01T00:00:00Z'),
  closesAt: at('2026-07-01T00:00:00Z'),
  eventDate: '2026-05-30',
  ...overrides,
});
const windowRule: RuledBenefit = { id: 1, groupCode: 'pmi', changeRule: 'window' };
const joinAnyTime: RuledBenefit = { id: 1, groupCode: 'pmi', changeRule: 'join-any-time' };
const anyTime: RuledBenefit = { id: 1, groupCode: 'pmi', changeRule: 'any-time' };
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
    expect(changeWindowOf(windowRule, year, [lifeEvent({ groupCodes: ['pmi', 'dental'] })], null, june).open).toBe(true);
    expect(changeWindowOf({ id: 3, groupCode: 'life', changeRule: 'window' }, year, [lifeEvent({ groupCodes: ['pmi', 'dental'] })], null, june).open).toBe(
      false,
    );
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

describe('the annual window closed by HR today', () => {
  // "Close today" makes today the window's last day: open until midnight (UK), closed from the next day.
  const closedToday = { ...year, windowOpensOn: '2026-06-01', windowClosesOn: '2026-06-15' };

  it('stays open until the end of today, UK time, and is closed tomorrow', () => {
    expect(annualWindowOpen(closedToday, '2026-06-15')).toBe(true);
    expect(annualWindowOpen(closedToday, '2026-06-16')).toBe(false);
    // 22:30 UTC on 15 June is 23:30 in London (BST): still today; 23:30 UTC is already 16 June there.
    expect(changeWindowOf(windowRule, closedToday, [], null, at('2026-06-15T22:30:00Z')).open).toBe(true);
    expect(changeWindowOf(windowRule, closedToday, [], null, at('2026-06-15T23:30:00Z')).open).toBe(false);
  });

  it('opened and closed today is a one-day window', () => {
    expect(annualWindowOpen({ ...year, windowOpensOn: '2026-06-15', windowClosesOn: '2026-06-15' }, '2026-06-15')).toBe(true);
  });
});

describe('the new-starter window', () => {
  const starter = (startDate: string | null, days = 30) => ({ startDate, days });

  it('is open for N days from the employment start date, that day included', () => {
    // Started 1 June with 30 days: 1 June to 30 June.
    expect(changeWindowOf(windowRule, year, [], null, at('2026-06-01T08:00:00Z'), starter('2026-06-01'))).toEqual({
      open: true,
      reason: 'new-starter',
      closesOn: '2026-06-30',
      message: null,
    });
    expect(changeWindowOf(windowRule, year, [], null, at('2026-06-30T22:00:00Z'), starter('2026-06-01')).open).toBe(true);
    expect(changeWindowOf(windowRule, year, [], null, at('2026-06-30T23:30:00Z'), starter('2026-06-01'))).toEqual({
      open: false,
      reason: null,
      closesOn: null,
      message: closedMessage,
    });
    // One day: the start date alone.
    expect(newStarterCloses(starter('2026-06-15', 1), year, '2026-06-15')).toBe('2026-06-15');
    expect(newStarterCloses(starter('2026-06-15', 1), year, '2026-06-16')).toBeNull();
  });

  it('is not open with 0 days, without a start date, or before the person starts', () => {
    expect(changeWindowOf(windowRule, year, [], null, june, starter('2026-06-10', 0)).open).toBe(false);
    expect(changeWindowOf(windowRule, year, [], null, june, starter(null)).open).toBe(false);
    expect(changeWindowOf(windowRule, year, [], null, june, starter('2026-06-16')).open).toBe(false);
    expect(changeWindowOf(windowRule, year, [], null, june, null).open).toBe(false);
  });

  it('ends with the scheme year at the latest, and never opens a year that is not current', () => {
    expect(changeWindowOf(windowRule, year, [], null, at('2026-12-20T12:00:00Z'), starter('2026-12-15'))).toMatchObject({
      open: true,
      reason: 'new-starter',
      closesOn: '2026-12-31',
    });
    expect(changeWindowOf(windowRule, { ...year, isCurrent: false }, [], null, june, starter('2026-06-10')).open).toBe(false);
  });

  it('is named over the annual or a life-event window only when it stays open longer', () => {
    const january = at('2026-01-10T12:00:00Z');
    // Annual window to 31 January; started 5 January with 30 days: to 3 February.
    expect(changeWindowOf(windowRule, year, [], null, january, starter('2026-01-05'))).toMatchObject({ reason: 'new-starter', closesOn: '2026-02-03' });
    expect(changeWindowOf(windowRule, year, [], null, january, starter('2026-01-05', 10))).toMatchObject({ reason: 'annual', closesOn: '2026-01-31' });
    expect(changeWindowOf(windowRule, year, [lifeEvent()], null, june, starter('2026-06-10', 10))).toMatchObject({ reason: 'life-event' });
    expect(changeWindowOf(windowRule, year, [lifeEvent()], null, june, starter('2026-06-10', 60))).toMatchObject({
      reason: 'new-starter',
      closesOn: '2026-08-08',
    });
  });

  it("opens every change rule's changes, and 'any-time' stays as it is", () => {
    expect(changeWindowOf(joinAnyTime, year, [], { startsOn: '2026-06-01' }, june, starter('2026-06-10'))).toMatchObject({
      open: true,
      reason: 'new-starter',
    });
    expect(changeWindowOf(anyTime, year, [], null, june, starter('2026-06-10'))).toMatchObject({ reason: 'any-time' });
  });

  it("opens next year's benefits in next year's annual window only, before that year starts", () => {
    const next: AnnualWindow = { isCurrent: false, startsOn: '2027-01-01', endsOn: '2027-12-31', windowOpensOn: '2026-10-21', windowClosesOn: '2026-11-17' };
    expect(changeWindowOf(windowRule, next, [], null, at('2026-10-21T08:00:00Z'))).toEqual({
      open: true,
      reason: 'annual',
      closesOn: '2026-11-17',
      message: null,
    });
    expect(changeWindowOf(anyTime, next, [], null, at('2026-11-17T22:00:00Z'))).toMatchObject({ open: true, reason: 'annual' });
    // Neither before nor after it, nor by a life event or the benefit's own rule: those change the year under way.
    for (const moment of ['2026-10-20T12:00:00Z', '2026-11-18T12:00:00Z', '2026-12-20T12:00:00Z']) {
      for (const benefit of [windowRule, joinAnyTime, anyTime])
        expect(changeWindowOf(benefit, next, [lifeEvent({ closesAt: at('2027-02-01T00:00:00Z') })], null, at(moment)).open).toBe(false);
    }
    // A window that stays open into the year it is for takes no more choices as "next year" once that year has begun.
    expect(changeWindowOf(windowRule, { ...next, windowClosesOn: '2027-01-15' }, [], null, at('2027-01-02T12:00:00Z')).open).toBe(false);
  });

  it('lets a life event opened in one year change the same benefits, by group, in the next', () => {
    const december = lifeEvent({ groupCodes: ['pmi'], opensAt: at('2026-12-20T10:00:00Z'), closesAt: at('2027-01-19T10:00:00Z'), eventDate: '2026-12-18' });
    const year2027: AnnualWindow = { isCurrent: true, startsOn: '2027-01-01', endsOn: '2027-12-31', windowOpensOn: '2026-10-21', windowClosesOn: '2026-11-17' };
    expect(changeWindowOf({ id: 41, groupCode: 'pmi', changeRule: 'window' }, year2027, [december], null, at('2027-01-05T12:00:00Z'))).toMatchObject({
      open: true,
      reason: 'life-event',
      closesOn: '2027-01-19',
    });
    expect(changeWindowOf({ id: 42, groupCode: 'dental', changeRule: 'window' }, year2027, [december], null, at('2027-01-05T12:00:00Z')).open).toBe(false);
  });
});
