import { benefitScreenTexts as t, formatLongDate, type EligibleBenefits } from '@portal/contracts';

/**
 * The page's one line about when choices can change: the caller's new-starter window (named only when it outlasts the
 * others), the annual window, a life-event window, the benefits' own rules, or why not.
 */
export function windowMessage({ schemeYear, benefits }: EligibleBenefits): string | null {
  const starter = benefits.find((b) => b.changeWindow.open && b.changeWindow.reason === 'new-starter' && b.changeWindow.closesOn);
  if (starter?.changeWindow.closesOn) return t.list.newStarterOpen(formatLongDate(starter.changeWindow.closesOn));
  if (schemeYear?.window.open) return t.list.windowOpen(formatLongDate(schemeYear.window.closesOn));
  const lifeEvent = benefits.find((b) => b.changeWindow.open && b.changeWindow.reason === 'life-event' && b.changeWindow.closesOn);
  if (lifeEvent?.changeWindow.closesOn) return t.list.lifeEventOpen(formatLongDate(lifeEvent.changeWindow.closesOn));
  if (schemeYear && benefits.some((b) => b.cta.type !== 'view')) {
    return t.list.windowClosedSomeOpen(formatLongDate(schemeYear.window.opensOn), formatLongDate(schemeYear.window.closesOn));
  }
  return benefits.find((b) => b.changeWindow.message)?.changeWindow.message ?? null;
}
