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

export const annualWindowOpen = (year: Pick<AnnualWindow, 'isCurrent' | 'windowOpensOn' | 'windowClosesOn'> | null, today: string) =>
  !!year && year.isCurrent && year.windowOpensOn <= today && today <= year.windowClosesOn;

/**
 * Whether the caller may choose, change or leave the benefit now. Every rule allows it in the annual window and in an
 * open life-event window for the benefit; 'any-time' always, 'join-any-time' for joining and for cover not started yet.
 */
export function changeWindowOf(
  benefit: RuledBenefit,
  year: AnnualWindow | null,
  lifeEvents: LifeEventWindow[],
  live: LiveSelection | null,
  now: Date,
): ChangeWindow {
  // Only the current scheme year's benefits can change; a life event does not reopen past years.
  if (!year?.isCurrent) return { open: false, reason: null, closesOn: null, message: benefitTexts.noWindow };
  const today = ukToday(now);
  if (benefit.changeRule === 'any-time') return { open: true, reason: 'any-time', closesOn: year.endsOn, message: null };
  if (annualWindowOpen(year, today)) return { open: true, reason: 'annual', closesOn: year.windowClosesOn, message: null };
  const lifeEvent = lifeEvents
    .filter((w) => (w.benefitIds === null || w.benefitIds.includes(benefit.id)) && w.opensAt <= now && now < w.closesAt)
    .sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];
  if (lifeEvent) return { open: true, reason: 'life-event', closesOn: ukToday(lifeEvent.closesAt), message: null };
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
