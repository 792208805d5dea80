import {
  firstOfMonth,
  lastOfMonth,
  penceOf,
  poundsOf,
  type AgreementPause,
  type AgreementProgress as AgreementFigures,
  type CostResult,
  type Pence,
} from '@portal/contracts';
import { addMonths } from './dates.ts';
import { knownAt, monthPence, termOf, type CostedSelection } from './statements.ts';

/**
 * Fixed-term agreements (issue 36; docs/decisions/benefits-and-pricing.md, "Fixed-term agreements"): an amount of
 * salary sacrifice over more than one month (Cycle to Work, technology, home electronics) is a hire agreement of its
 * own: a total paid in equal monthly instalments from the month it starts, the last one taking the rounding. It runs
 * its whole term whatever scheme years it crosses, never rolls over and is never re-priced; ended early, what is left
 * of the total is due in the final pay.
 */

/** What the engine made of the agreement when it was chosen, and the months it runs. */
export interface AgreementTerm {
  total: Pence;
  instalments: number;
  /** The first days of its first and last months. */
  firstMonth: string;
  lastMonth: string;
  /** The last day of its term: its last month's. */
  endsOn: string;
  /** The last instalment, employee and employer (the others are the version's monthly figures). */
  last: { employee: number; employer: number };
  /** Its pauses (their months pay nothing, and its last month is as many later) and their months' first days. */
  pauses: AgreementPause[];
  paused: string[];
  /** Its first month is recorded with the figures (a paused agreement's), not taken from the version's start. */
  pinned: boolean;
}

/** The first days of the months a pause stops. */
export const pausedMonths = (pause: AgreementPause): string[] => Array.from({ length: pause.months }, (_, i) => addMonths(pause.from, i));

/** The agreement a version's figures make from its start, or null for a monthly amount or cover. */
export function agreementOf(costs: Pick<CostResult, 'sacrifice' | 'employee' | 'employer'>, startsOn: string): AgreementTerm | null {
  const sacrifice = costs.sacrifice;
  if (!sacrifice || sacrifice.months <= 1) return null;
  const firstMonth = sacrifice.firstMonth ?? firstOfMonth(startsOn);
  const pauses = sacrifice.pauses ?? [];
  const paused = pauses.flatMap(pausedMonths);
  const lastMonth = addMonths(firstMonth, sacrifice.months - 1 + paused.length);
  // Priced before issue 36 kept the last instalment: the monthly figures stand for it.
  const last = sacrifice.lastInstalment ?? { employee: costs.employee, employer: costs.employer };
  return {
    total: penceOf(sacrifice.amount),
    instalments: sacrifice.months,
    firstMonth,
    lastMonth,
    endsOn: lastOfMonth(lastMonth),
    last: { employee: last.employee, employer: last.employer },
    pauses,
    paused,
    pinned: sacrifice.firstMonth !== undefined,
  };
}

/** The last day a new choice runs to: an agreement's term, else its scheme year's end. */
export const choiceEndsOn = (costs: CostResult, startsOn: string, yearEndsOn: string): string => agreementOf(costs, startsOn)?.endsOn ?? yearEndsOn;

/** Is a version's content an agreement (stored JSON, as the rollover and re-pricing read it)? */
export const isAgreement = (costs: Pick<CostResult, 'sacrifice'>): boolean => (costs.sacrifice?.months ?? 1) > 1;

/** How far an agreement has been paid today: what its paid months took and what is left (agreement progress on its page). */
export interface AgreementProgress {
  term: AgreementTerm;
  /** Instalments whose payroll date (the month's last day) has come, and what they took (employee and employer). */
  paidInstalments: number;
  paid: Pence;
}

/**
 * The progress of the agreement a choice's versions make, as known now: the months of its term paid by today (a
 * month is paid on its last day, as statements say), whatever scheme year each falls in; null when it is no agreement.
 */
export function agreementProgress(chain: readonly CostedSelection[], today: string, now: Date): AgreementProgress | null {
  const term = termOf(chain.filter((s) => knownAt(s, now)));
  if (!term) return null;
  let paidInstalments = 0;
  let paid = 0n;
  for (let month = term.firstMonth; month <= term.lastMonth && lastOfMonth(month) <= today; month = addMonths(month, 1)) {
    if (term.paused.includes(month)) continue;
    const instalment = monthPence(chain, month, now);
    if (!instalment.paying) continue;
    paidInstalments += 1;
    paid += instalment.employee + instalment.employer;
  }
  return { term, paidInstalments, paid };
}

/** An agreement's progress as its pages show it (the person's benefit page, HR's employee panel); null when it is none. */
export function agreementFigures(chain: readonly CostedSelection[], today: string, now: Date): AgreementFigures | null {
  const progress = agreementProgress(chain, today, now);
  if (!progress) return null;
  const { term, paid, paidInstalments } = progress;
  return {
    total: poundsOf(term.total),
    instalments: term.instalments,
    lastInstalment: poundsOf(penceOf(term.last.employee) + penceOf(term.last.employer)),
    paidInstalments,
    paid: poundsOf(paid),
    remaining: poundsOf(term.total - paid),
    firstMonth: term.firstMonth,
    lastMonth: term.lastMonth,
    pauses: term.pauses,
  };
}
