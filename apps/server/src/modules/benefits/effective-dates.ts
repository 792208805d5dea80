import { firstOfMonth, type ChangeStartRule, type EffectiveDateRules, type LifeEventStartRule } from '@portal/contracts';
import { firstOfNextMonth, maxDate, minDate } from './dates.ts';

/**
 * When a change takes effect (docs/decisions/benefits-and-pricing.md, "When a change takes effect"): the client's rule
 * for its kind, fitted into the scheme year it changes. A day before the year starts becomes its first day; a day after
 * it ends (a change in its last month) becomes the day the change is made, so a change is never refused for want of a
 * month: it takes effect in this year (a closed month's difference is settled as arrears) and carries into next year.
 */

export interface YearDays {
  startsOn: string;
  endsOn: string;
}

/** What a change is, for its rule: joining, changing cover outside a window, a life event's change, or next year's window. */
export type ChangeKind =
  | { kind: 'joining' }
  | { kind: 'change' }
  | { kind: 'life-event'; eventDate: string }
  /** A choice in an annual window for a year that has not started: from its first day. */
  | { kind: 'next-year' };

const fromToday = (rule: ChangeStartRule, today: string) =>
  rule === 'today' ? today : rule === 'first-of-this-month' ? firstOfMonth(today) : firstOfNextMonth(today);

const fromEvent = (rule: LifeEventStartRule, eventDate: string) =>
  rule === 'event-date' ? eventDate : rule === 'first-of-event-month' ? firstOfMonth(eventDate) : firstOfNextMonth(eventDate);

/** The day the rule names, before it is fitted into the year. */
export function ruleDay(change: ChangeKind, rules: EffectiveDateRules, today: string, year: YearDays): string {
  switch (change.kind) {
    case 'joining':
      return fromToday(rules.joining, today);
    case 'change':
      return fromToday(rules.change, today);
    case 'life-event':
      return fromEvent(rules.lifeEvent, change.eventDate);
    case 'next-year':
      return year.startsOn;
  }
}

/** The day a change of `kind` made today takes effect in `year`: always a day of that year. */
export function effectiveOn(change: ChangeKind, rules: EffectiveDateRules, today: string, year: YearDays): string {
  const day = ruleDay(change, rules, today, year);
  if (day > year.endsOn) return maxDate(minDate(today, year.endsOn), year.startsOn);
  return maxDate(day, year.startsOn);
}

/**
 * The day a new choice starts once approved, when the day it asked for passed while it waited (no cover, and no
 * deduction, before approval): the first of next month, or today when that month is past the choice's end (its year's
 * last month), so an approval in December still starts the choice in its own year.
 */
export function startOnceApproved(today: string, endsOn: string | null): string {
  const next = firstOfNextMonth(today);
  return endsOn !== null && next > endsOn ? minDate(today, endsOn) : next;
}
