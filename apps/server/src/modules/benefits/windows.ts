import { benefitTexts, type ChangeWindow, formatLongDate, ukToday } from '@portal/contracts';
import type { ChangeRule } from '../../db/schema/index.ts';
import { addDays } from './dates.ts';

export interface AnnualWindow {
  isCurrent: boolean;
  endsOn: string;
  windowOpensOn: string;
  windowClosesOn: string;
}

/** A `selection_windows` row: a life event opens changes to some benefits (null = all) for a while. */
export interface LifeEventWindow {
  benefitIds: number[] | null;
  opensAt: Date;
  closesAt: Date;
  reason?: string;
}

export interface RuledBenefit {
  id: number;
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
  // Only the current scheme year's benefits can change; a life event does not reopen past years.
  if (!year?.isCurrent) return { open: false, reason: null, closesOn: null, message: benefitTexts.noWindow };
  const today = ukToday(now);
  if (benefit.changeRule === 'any-time') return { open: true, reason: 'any-time', closesOn: year.endsOn, message: null };
  const lifeEvent = lifeEvents
    .filter((w) => (w.benefitIds === null || w.benefitIds.includes(benefit.id)) && w.opensAt <= now && now < w.closesAt)
    .sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];
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
