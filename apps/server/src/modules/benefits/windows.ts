import { benefitTexts, type ChangeWindow } from '@portal/contracts';
import { formatDate, todayIn } from './dates.ts';

export interface AnnualWindow {
  isCurrent: boolean;
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

export const annualWindowOpen = (year: AnnualWindow | null, today: string) =>
  !!year && year.isCurrent && year.windowOpensOn <= today && today <= year.windowClosesOn;

/** Changes are allowed inside the scheme year's selection window, or inside an open life-event window for the benefit. */
export function changeWindowOf(benefitId: number, year: AnnualWindow | null, lifeEvents: LifeEventWindow[], now: Date): ChangeWindow {
  // Only the current scheme year's benefits can change; a life event does not reopen past years.
  if (!year?.isCurrent) return { open: false, reason: null, closesOn: null, message: benefitTexts.noWindow };
  const today = todayIn(now);
  if (annualWindowOpen(year, today)) return { open: true, reason: 'annual', closesOn: year.windowClosesOn, message: null };
  const lifeEvent = lifeEvents
    .filter((w) => (w.benefitIds === null || w.benefitIds.includes(benefitId)) && w.opensAt <= now && now < w.closesAt)
    .sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];
  if (lifeEvent) return { open: true, reason: 'life-event', closesOn: todayIn(lifeEvent.closesAt), message: null };
  return { open: false, reason: null, closesOn: null, message: benefitTexts.windowClosed(formatDate(year.windowOpensOn), formatDate(year.windowClosesOn)) };
}
