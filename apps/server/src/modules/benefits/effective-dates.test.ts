import { describe, expect, it } from 'vitest';
import { DEFAULT_EFFECTIVE_DATE_RULES as defaults, type EffectiveDateRules } from '@portal/contracts';
import { effectiveOn, startOnceApproved } from './effective-dates.ts';

const y2026 = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
/** A year from 6 April, as UK tax-year schemes run. */
const april = { startsOn: '2026-04-06', endsOn: '2027-04-05' };
const rules = (overrides: Partial<EffectiveDateRules>): EffectiveDateRules => ({ ...defaults, ...overrides });

describe('when a change takes effect', () => {
  it('joins and changes from the first of next month by default, from a year that has started', () => {
    expect(effectiveOn({ kind: 'joining' }, defaults, '2026-06-15', y2026)).toBe('2026-07-01');
    expect(effectiveOn({ kind: 'change' }, defaults, '2026-01-31', y2026)).toBe('2026-02-01');
    expect(effectiveOn({ kind: 'joining' }, rules({ joining: 'today' }), '2026-06-15', y2026)).toBe('2026-06-15');
    expect(effectiveOn({ kind: 'change' }, rules({ change: 'first-of-this-month' }), '2026-06-15', y2026)).toBe('2026-06-01');
    // Never before the year's first day.
    expect(effectiveOn({ kind: 'change' }, rules({ change: 'first-of-this-month' }), '2026-04-10', april)).toBe('2026-04-06');
  });

  it("in a year's last month, takes effect the day it is made rather than in a year that may not exist", () => {
    for (const today of ['2026-12-01', '2026-12-20', '2026-12-31']) {
      expect(effectiveOn({ kind: 'joining' }, defaults, today, y2026)).toBe(today);
      expect(effectiveOn({ kind: 'change' }, defaults, today, y2026)).toBe(today);
    }
    // A 6 April year: from 6 March on, the first of next month (1 April) is still this year; 6 April is not.
    expect(effectiveOn({ kind: 'joining' }, defaults, '2027-03-06', april)).toBe('2027-04-01');
    expect(effectiveOn({ kind: 'joining' }, defaults, '2027-04-02', april)).toBe('2027-04-02');
  });

  it('takes a life event from its date by default, or the first of its month or of the next', () => {
    const birth = { kind: 'life-event', eventDate: '2026-02-14' } as const;
    expect(effectiveOn(birth, defaults, '2026-02-20', y2026)).toBe('2026-02-14');
    expect(effectiveOn(birth, rules({ lifeEvent: 'first-of-event-month' }), '2026-02-20', y2026)).toBe('2026-02-01');
    expect(effectiveOn(birth, rules({ lifeEvent: 'first-of-next-month' }), '2026-02-20', y2026)).toBe('2026-03-01');
    // On the year's last day, from that day; an event in the year before counts from the year's first day.
    expect(effectiveOn({ kind: 'life-event', eventDate: '2026-12-31' }, defaults, '2026-12-31', y2026)).toBe('2026-12-31');
    expect(effectiveOn({ kind: 'life-event', eventDate: '2025-12-20' }, defaults, '2026-01-05', y2026)).toBe('2026-01-01');
    // The month after a December event is in no year yet: the day the change is made.
    expect(effectiveOn({ kind: 'life-event', eventDate: '2026-12-10' }, rules({ lifeEvent: 'first-of-next-month' }), '2026-12-12', y2026)).toBe('2026-12-12');
  });

  it("starts a choice in next year's window on that year's first day, whatever the rules", () => {
    expect(effectiveOn({ kind: 'next-year' }, rules({ joining: 'today' }), '2026-11-01', { startsOn: '2027-01-01', endsOn: '2027-12-31' })).toBe('2027-01-01');
  });
});

describe('when a choice approved late starts', () => {
  it('starts on the first of next month, or in its last month the day it is approved, never after its end', () => {
    expect(startOnceApproved('2026-06-15', '2026-12-31')).toBe('2026-07-01');
    expect(startOnceApproved('2026-11-30', '2026-12-31')).toBe('2026-12-01');
    for (const today of ['2026-12-01', '2026-12-31']) expect(startOnceApproved(today, '2026-12-31')).toBe(today);
    // A 6 April year: 1 April is still in it, 1 May is not.
    expect(startOnceApproved('2027-03-20', '2027-04-05')).toBe('2027-04-01');
    expect(startOnceApproved('2027-04-05', '2027-04-05')).toBe('2027-04-05');
    // A choice with no end: the first of next month.
    expect(startOnceApproved('2026-12-31', null)).toBe('2027-01-01');
  });
});
