import { DEFAULT_TAX_REGION, messages, ukToday, type EffectiveDateRules, type TaxRegion } from '@portal/contracts';
import type { BenefitRow, SchemeYearRow, SelectionRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { memberContext, type MemberContext } from '../../plugins/member-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { benefitAccess, isVoucherOnly, type Access, type EmployeeFacts } from './eligibility.ts';
import { openChoiceOf, type ChoiceState } from './choice-state.ts';
import type { PayrollCalendar } from './statements.ts';
import { currentClientBenefits } from './client-benefits.ts';
import { findBenefit } from './queries.ts';
import { findEmployeeContext } from '../../db/repositories/employee-context.ts';
import { changeWindowOf, openLifeEvent, type LifeEventWindow } from './windows.ts';
import { effectiveOn, type ChangeKind } from './effective-dates.ts';

export interface PayFacts {
  taxRegion: TaxRegion;
  /** Contracted hours a week: their own, else the client's default. */
  hoursPerWeek: number;
  /** On the apprentice minimum-wage rate. */
  apprentice: boolean;
}

/** The request context plus everything the benefit rules need about the caller, read once per request. */
export interface EmployeeContext extends MemberContext {
  today: string;
  facts: EmployeeFacts;
  salary: number | null;
  /** What the pay calculator and the minimum-wage guard need about the caller's pay besides the salary. */
  pay: PayFacts;
  ccvBalance: number;
  ccvOnly: boolean;
  year: SchemeYearRow | null;
  /** The client's payroll cut-off day (its months close when it ends). */
  cutoffDay: number;
  /** The client's new-starter window in days (0 = none): from the caller's employment start date, that day included. */
  newStarterWindowDays: number;
  /** The current year's benefits of the client, in their order; shared between requests, never changed. */
  yearBenefits: readonly BenefitRow[];
  /** The next scheme year once prepared, and its benefits (choices are made in it while its annual window is open). */
  nextYear: SchemeYearRow | null;
  nextYearBenefits: readonly BenefitRow[];
  /** When each kind of change takes effect, by the client's rules. */
  effectiveDates: EffectiveDateRules;
  lifeEvents: LifeEventWindow[];
  /** What we know now of the caller's choices of the current scheme year's benefits, newest first (few; read with the context). */
  yearSelections: SelectionRow[];
}

/** Benefits belong to a client's employees; a platform administrator without a client has none (403). */
export async function employeeContext(ctx: SignedInContext): Promise<EmployeeContext> {
  const member = memberContext(ctx, messages.accessDenied);
  const found = ctx.user.employeeContext ?? (await findEmployeeContext(ctx.db, member.clientId, member.userId, ctx.now));
  if (!found) throw forbidden(messages.accessDenied);
  const { employee, lifeEvents, yearSelections } = found;
  const { year, benefits, nextYear, nextBenefits, cutoffDay, newStarterWindowDays, defaultHoursPerWeek, effectiveDates } = await currentClientBenefits(
    ctx.db,
    member.clientId,
    ctx.user.versions.client,
  );
  const ccvBalance = Number(employee.ccvBalance ?? 0);
  return {
    ...member,
    today: ukToday(ctx.now),
    facts: employee,
    salary: employee.salary === null ? null : Number(employee.salary),
    pay: {
      taxRegion: employee.taxRegion ?? DEFAULT_TAX_REGION,
      hoursPerWeek: employee.hoursPerWeek === null ? defaultHoursPerWeek : Number(employee.hoursPerWeek),
      apprentice: employee.apprentice,
    },
    ccvBalance,
    ccvOnly: isVoucherOnly(employee.employmentStatus, ccvBalance),
    year,
    cutoffDay,
    newStarterWindowDays,
    yearBenefits: benefits,
    nextYear,
    nextYearBenefits: nextBenefits,
    effectiveDates,
    lifeEvents,
    yearSelections,
  };
}

/** The client's payroll months as the caller's figures read them: closed ones as known when they closed. */
export const payrollCalendarOf = (context: EmployeeContext): PayrollCalendar => ({ cutoffDay: context.cutoffDay, now: context.now });

export const accessOf = (context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow): Access =>
  benefitAccess(benefit, { facts: context.facts, probationMonths: year.probationMonths, today: context.today, ccvOnly: context.ccvOnly });

/** The benefit's change window for the caller, given where their choice of it stands. */
export const windowOf = (context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, state: ChoiceState | null) =>
  changeWindowOf(benefit, year, context.lifeEvents, openChoiceOf(state), context.now, {
    startDate: context.facts.employmentStartDate,
    days: context.newStarterWindowDays,
  });

/**
 * What kind of change the caller makes to the benefit now, for the client's rule of when it takes effect: a choice for
 * a year not started yet (its window), one a life event open for the benefit allows (from the event's date), else
 * joining or changing cover.
 */
export function changeKindOf(context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, joining: boolean): ChangeKind {
  if (!year.isCurrent) return { kind: 'next-year' };
  const event = openLifeEvent(benefit, context.lifeEvents, context.now);
  if (event?.eventDate) return { kind: 'life-event', eventDate: event.eventDate };
  return { kind: joining ? 'joining' : 'change' };
}

/** The day a change the caller makes to the benefit now takes effect; for joining, the earliest day a new choice may start. */
export const effectiveDayOf = (context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, joining: boolean) =>
  effectiveOn(changeKindOf(context, benefit, year, joining), context.effectiveDates, context.today, year);

/** The caller's current benefits among `ids` (all when null) that they can see and choose: what a change window opens for them. */
export const choosableBenefits = (context: EmployeeContext, ids: readonly number[] | null): BenefitRow[] => {
  const { year } = context;
  if (!year) return [];
  return context.yearBenefits.filter((b) => b.kind !== 'information' && (ids === null || ids.includes(b.id)) && accessOf(context, b, year).visible);
};

export interface VisibleBenefit {
  benefit: BenefitRow;
  year: SchemeYearRow;
  access: Access;
}

/** A benefit the caller may see; another client's, or one the rules hide, is "not found" and shows nothing. */
export async function visibleBenefit(context: EmployeeContext, benefitId: number): Promise<VisibleBenefit> {
  const row = await findBenefit(context.db, context.clientId, benefitId);
  const access = row && accessOf(context, row.benefit, row.year);
  if (!row || !access?.visible) throw notFound(messages.missingBenefit);
  return { ...row, access };
}
