import { benefitScreenTexts as t, formatLongDate, type ChangeWindow } from '@portal/contracts';

/** One line on whether and until when the benefit can be chosen or changed now; a closed window has the server's message. */
export function windowNote(window: ChangeWindow): string | null {
  if (!window.open) return window.message;
  const closes = window.closesOn && formatLongDate(window.closesOn);
  switch (window.reason) {
    case 'any-time':
      return t.changeWindow.anyTime;
    case 'joining':
      return t.changeWindow.joining;
    case 'annual':
      return closes && t.changeWindow.annual(closes);
    case 'life-event':
      return closes && t.changeWindow.lifeEvent(closes);
    case 'not-started':
      return closes && t.changeWindow.notStarted(closes);
    case 'new-starter':
      return closes && t.changeWindow.newStarter(closes);
    default:
      return null;
  }
}
