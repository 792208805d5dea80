import { benefitTexts, type ChangeWindow, formatLongDate, ukToday } from '@portal/contracts';
import type { ChangeRule } from '../../db/schema/index.ts';
import { addDays } from './dates.ts';

export interface AnnualWindow {
  isCurrent: boolean;
  startsOn: string;
  endsOn: string;
  windowOpensOn: string;
  windowClosesOn: string;
}

/**
 * A `selection_windows` row: a life event opens changes to some benefits for a while, named by their groups (null =
 * all), so a window opened late in one scheme year opens the same benefits in the next; its changes count from the
 * event's date (null on windows opened before it was kept).
 */
export interface LifeEventWindow {
  groupCodes: string[] | null;
  opensAt: Date;
  closesAt: Date;
  reason?: string;
  eventDate: string | null;
}

export interface RuledBenefit {
  id: number;
  groupCode: string;
  changeRule: ChangeRule;
}

/** The caller's live (active or awaiting approval) selection of the benefit, if any. */
export interface LiveSelection {
  startsOn: string;
}

/** The caller's employment start date and the client's new-starter window in days (0 = none). */
export interface NewStarter {
  startDate: string | null;
  days: number;
}

/**
 * Both days of the annual window count (UK calendar): it opens at the start of `windowOpensOn` and closes at the end of
 * `windowClosesOn`. HR's "close today" makes today the last day, so the window stays open until midnight.
 */
export const annualWindowOpen = (year: Pick<AnnualWindow, 'isCurrent' | 'windowOpensOn' | 'windowClosesOn'> | null, today: string) =>
  !!year && year.isCurrent && year.windowOpensOn <= today && today <= year.windowClosesOn;

/**
 * Whether a year that has not started yet takes choices today: its annual window is open (it may open before the year
 * starts). A choice made there starts on the year's first day and changes nothing in the year under way.
 */
export const upcomingWindowOpen = (year: Pick<AnnualWindow, 'windowOpensOn' | 'windowClosesOn'> & { startsOn: string }, today: string) =>
  today < year.startsOn && year.windowOpensOn <= today && today <= year.windowClosesOn;

/** The life-event window open now for the benefit (the one that stays open longest), if any. */
export const openLifeEvent = (benefit: RuledBenefit, lifeEvents: LifeEventWindow[], now: Date): LifeEventWindow | undefined =>
  lifeEvents
    .filter((w) => (w.groupCodes === null || w.groupCodes.includes(benefit.groupCode)) && w.opensAt <= now && now < w.closesAt)
    .sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];

/**
 * The last day of a new starter's window, while it is open today: N days from the employment start date, that day
 * included (start + N - 1), never past the scheme year's end; null when it is not open (no start date, N = 0, not started
 * yet, or over).
 */
export function newStarterCloses(starter: NewStarter | null, year: Pick<AnnualWindow, 'endsOn'>, today: string): string | null {
  if (!starter?.startDate || starter.days <= 0 || starter.startDate > today) return null;
  const last = addDays(starter.startDate, starter.days - 1);
  const closes = last < year.endsOn ? last : year.endsOn;
  return today <= closes ? closes : null;
}

/**
 * Whether the caller may choose, change or leave the benefit now. Every rule allows it in the annual window, in an
 * open life-event window for the benefit and in the caller's new-starter window; 'any-time' always, 'join-any-time' for
 * joining and for cover not started yet. Of the annual and life-event windows the annual one is named; a new-starter
 * window is named when it stays open longer than they do.
 */
export function changeWindowOf(
  benefit: RuledBenefit,
  year: AnnualWindow | null,
  lifeEvents: LifeEventWindow[],
  live: LiveSelection | null,
  now: Date,
  newStarter: NewStarter | null = null,
): ChangeWindow {
  const today = ukToday(now);
  // Next year takes choices in its own annual window only; a past year, or one not taking choices yet, none.
  if (year && !year.isCurrent && upcomingWindowOpen(year, today)) return { open: true, reason: 'annual', closesOn: year.windowClosesOn, message: null };
  if (!year?.isCurrent) return { open: false, reason: null, closesOn: null, message: benefitTexts.noWindow };
  if (benefit.changeRule === 'any-time') return { open: true, reason: 'any-time', closesOn: year.endsOn, message: null };
  const lifeEvent = openLifeEvent(benefit, lifeEvents, now);
  const window: ChangeWindow | null = annualWindowOpen(year, today)
    ? { open: true, reason: 'annual', closesOn: year.windowClosesOn, message: null }
    : lifeEvent
      ? { open: true, reason: 'life-event', closesOn: ukToday(lifeEvent.closesAt), message: null }
      : null;
  const starterCloses = newStarterCloses(newStarter, year, today);
  if (starterCloses && (!window?.closesOn || starterCloses > window.closesOn))
    return { open: true, reason: 'new-starter', closesOn: starterCloses, message: null };
  if (window) return window;
  if (benefit.changeRule === 'join-any-time') {
    if (!live) return { open: true, reason: 'joining', closesOn: year.endsOn, message: null };
    if (live.startsOn > today) return { open: true, reason: 'not-started', closesOn: addDays(live.startsOn, -1), message: null };
  }
  return {
    open: false,
    reason: null,
    closesOn: null,
    message: benefitTexts.windowClosed(formatLongDate(year.windowOpensOn), formatLongDate(year.windowClosesOn)),
  };
}
