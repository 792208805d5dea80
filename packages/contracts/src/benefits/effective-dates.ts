import { z } from 'zod';

/**
 * When a change takes effect (docs/decisions/benefits-and-pricing.md, "When a change takes effect"): a rule per client
 * for each kind of change, so that a legitimate change always has a date. A choice made in next year's annual window
 * starts on next year's first day whatever the rules.
 */

/** Joining a benefit, or changing cover in force, outside any window: counted from today. */
export const changeStartRules = ['first-of-next-month', 'first-of-this-month', 'today'] as const;
export type ChangeStartRule = (typeof changeStartRules)[number];

/** A change a life event allows: counted from the event's date. */
export const lifeEventStartRules = ['event-date', 'first-of-event-month', 'first-of-next-month'] as const;
export type LifeEventStartRule = (typeof lifeEventStartRules)[number];

export const effectiveDateRulesSchema = z.object({
  joining: z.enum(changeStartRules),
  change: z.enum(changeStartRules),
  lifeEvent: z.enum(lifeEventStartRules),
});
export type EffectiveDateRules = z.infer<typeof effectiveDateRulesSchema>;

/**
 * The defaults: joining and changes from the first of next month (the months under way keep what they had), a life event
 * from the event's date, as insurers add a newborn or a new partner.
 */
export const DEFAULT_EFFECTIVE_DATE_RULES: EffectiveDateRules = { joining: 'first-of-next-month', change: 'first-of-next-month', lifeEvent: 'event-date' };

/** The Scheme years tab's words for the rules. */
export const effectiveDateTexts = {
  heading: 'When changes take effect',
  help:
    'A change whose day would fall after the scheme year ends takes effect on the day it is made, so it is never refused for want of a month. ' +
    'A choice made in next year’s selection window starts on next year’s first day.',
  joining: 'Joining a benefit',
  change: 'Changing cover outside a window',
  lifeEvent: 'A change after a life event',
  changeStart: {
    'first-of-next-month': 'The first of next month',
    'first-of-this-month': 'The first of this month',
    today: 'The day it is made',
  } satisfies Record<ChangeStartRule, string>,
  lifeEventStart: {
    'event-date': 'The day of the event',
    'first-of-event-month': 'The first of the event’s month',
    'first-of-next-month': 'The first of the month after the event',
  } satisfies Record<LifeEventStartRule, string>,
} as const;
