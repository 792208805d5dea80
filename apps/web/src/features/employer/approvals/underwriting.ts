import { approvalTexts, monthStart, type UnderwritingCase } from '@portal/contracts';

const t = approvalTexts.underwriting;

/** What a row of cover awaiting the insurer hands the dialog recording the insurer's answer. */
export interface DecideUnderwritingData {
  underwritingCase: UnderwritingCase;
  decision: 'accept' | 'decline';
  /** Told, once the answer is recorded, what to announce above the list. */
  onDecided: (message: string) => void;
}

/** The dialog's heading, from the answer (registered in registry.ts, loaded before the dialog's body). */
export const decideUnderwritingTitle = (data: DecideUnderwritingData) => (data.decision === 'accept' ? t.acceptTitle : t.declineTitle);

/**
 * The day an acceptance counts from unless HR says otherwise: the first of next month (the next payroll month), or
 * the day the cover starts when that is later, and never after it ends.
 */
export function defaultAcceptedFrom({ startsOn, endsOn }: Pick<UnderwritingCase, 'startsOn' | 'endsOn'>, today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const nextMonth = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  const from = nextMonth > startsOn ? nextMonth : startsOn;
  return endsOn !== null && from > endsOn ? endsOn : from;
}
