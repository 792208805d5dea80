import {
  contributionWords,
  firstOfMonth,
  formatLongDate,
  priceChangeTexts,
  pricingProblems,
  pricingWords,
  ukToday,
  type BenefitPriceChanges,
  type EmployerContribution,
  type PricingRule,
  type SchedulePriceChangeValues,
} from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { selectionsFrom } from '../../db/repositories/selection-reads/catalogue.ts';
import type { BenefitRow, SchemeYearRow } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { addMonths, firstOfNextMonth, isClosed, type PricingPlan } from '../benefits/index.ts';
import {
  claimDuePriceChange,
  deletePriceChange,
  findClientBenefit,
  findPayrollCutoffDay,
  insertPriceChange,
  listPriceChanges,
  lockPriceChange,
  markPriceChangeApplied,
  pricingFactsOf,
  writeBenefitPlan,
} from './price-change-queries.ts';
import { planOf, priceVersion, repriceOnSchedule, scheduleOf } from './reprice.ts';

/**
 * Effective-dated price changes (issue 28 §3 "Locked once used"; docs/decisions/benefits-and-pricing.md). A platform
 * administrator schedules a benefit's new pricing and employer contribution from the first day of a month after today;
 * until then the benefit keeps its plan. Scheduling re-prices every choice in force from that day at once, as a new
 * version from that day (reprice.ts), so no month before it changes and every report, forecast and statement of a later
 * month reads the new price (issue 36 §4); cancelling re-prices them back. The daily job (price-change-job.ts) puts the
 * plan on the benefit on the day and re-prices what was chosen or changed since at the old price.
 */

const t = priceChangeTexts;
const e = t.errors;

/** JSON with its keys in order: a plan read back from jsonb has its keys in an order of its own. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
          .join(',')}}`
      : JSON.stringify(value);
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

async function benefitOf(db: Executor, clientId: number, benefitId: number, lock = false) {
  const found = await findClientBenefit(db, clientId, benefitId, lock);
  if (!found) throw notFound(e.benefitNotFound);
  return found;
}

/** The day a change takes effect from unless another is chosen: the first of next month. */
const defaultEffectiveOn = (today: string) => firstOfNextMonth(today);

async function present(db: Executor, benefit: BenefitRow, year: SchemeYearRow, today: string): Promise<BenefitPriceChanges> {
  const rows = await listPriceChanges(db, benefit.clientId, benefit.id);
  const inForce = await selectionsFrom(db, benefit.clientId, benefit.id, today);
  const pending = rows.filter((row) => row.change.appliedAt === null);
  const applied = rows.filter((row) => row.change.appliedAt !== null).reverse();
  const setup = benefit.setup;
  return {
    benefit: {
      id: benefit.id,
      name: benefit.name,
      kind: benefit.kind,
      options: setup.options?.map(({ value, label }) => ({ value, label })) ?? null,
      amountUnit: setup.amount?.unit ?? null,
      pricing: benefit.pricing,
      employerContribution: benefit.employerContribution ?? null,
      schemeYear: { year: year.year, startsOn: year.startsOn, endsOn: year.endsOn },
      selections: new Set(inForce.map((row) => row.userId)).size,
    },
    today,
    defaultEffectiveOn: defaultEffectiveOn(today),
    changes: [...pending, ...applied].map(({ change, createdBy }) => ({
      id: change.id,
      effectiveOn: change.effectiveOn,
      pricing: change.pricing,
      employerContribution: change.employerContribution ?? null,
      status: change.appliedAt === null ? 'pending' : 'applied',
      createdBy,
      createdAt: change.createdAt.toISOString(),
      appliedAt: change.appliedAt?.toISOString() ?? null,
    })),
  };
}

export async function getPriceChanges(ctx: SignedInContext, clientId: number, benefitId: number): Promise<BenefitPriceChanges> {
  platformAdminAccess(ctx);
  const { benefit, year } = await benefitOf(ctx.db, clientId, benefitId);
  return present(ctx.db, benefit, year, ukToday(ctx.now));
}

/** The plan in force the day before `day`: the benefit's own, or the last change still to come before that day. */
function planBefore(
  benefit: BenefitRow,
  pending: { effectiveOn: string; pricing: PricingRule; employerContribution: EmployerContribution | null }[],
  day: string,
) {
  const earlier = pending.filter((change) => change.effectiveOn < day).at(-1);
  return planOf(earlier ?? benefit);
}

/** The audit's before and after of a plan, in words. */
function planChanges(benefit: BenefitRow, before: PricingPlan, after: PricingPlan) {
  const options = benefit.setup.options;
  return [
    { field: 'pricing', before: pricingWords(before.pricing, options), after: pricingWords(after.pricing, options) },
    { field: 'employerContribution', before: contributionWords(before.employerContribution), after: contributionWords(after.employerContribution) },
  ].filter((change) => change.before !== change.after);
}

/** The choices a plan from `day` would re-price that it cannot price: how many, and the first reason. */
async function unpriceable(db: Executor, benefit: BenefitRow, plan: PricingPlan, day: string) {
  const rows = await selectionsFrom(db, benefit.clientId, benefit.id, day);
  const facts = await pricingFactsOf(db, benefit.clientId, [...new Set(rows.map((row) => row.userId))]);
  const problems: string[] = [];
  for (const row of rows) {
    const priced = priceVersion(plan, row, facts.get(row.userId) ?? { salary: null, dateOfBirth: null });
    if ('problem' in priced) problems.push(priced.problem);
  }
  return problems;
}

/**
 * Schedules a price change, in one transaction with its audit entry (the plan before and after, in words). 400 with
 * field errors and nothing saved: a day that is not the first of a month after today within the benefit's scheme year,
 * or one taken by another change; a plan the benefit cannot have (contracts' `pricingProblems`), one no different from
 * the plan in force before it, or one that cannot price a choice in force then (e.g. no age band for someone's age).
 */
export async function schedulePriceChange(
  ctx: SignedInContext,
  clientId: number,
  benefitId: number,
  input: SchedulePriceChangeValues,
): Promise<BenefitPriceChanges> {
  const { actorId } = platformAdminAccess(ctx);
  const today = ukToday(ctx.now);
  return ctx.db.transaction(async (tx) => {
    // Locked first: two schedules (or a schedule and the job) of one benefit never cross.
    const { benefit, year } = await benefitOf(tx, clientId, benefitId, true);
    const effectiveOn = input.effectiveOn ?? defaultEffectiveOn(today);
    const after: PricingPlan = { pricing: input.pricing, employerContribution: input.employerContribution ?? null };
    const errors: Record<string, string> = {};
    if (!effectiveOn.endsWith('-01')) errors.effectiveOn = e.notFirstOfMonth;
    else if (effectiveOn <= today) errors.effectiveOn = e.notAfterToday;
    else if (effectiveOn < year.startsOn || effectiveOn > year.endsOn)
      errors.effectiveOn = e.outsideYear(formatLongDate(year.startsOn), formatLongDate(year.endsOn));
    Object.assign(errors, pricingProblems(after.pricing, after.employerContribution, benefit.setup, benefit.kind, benefit.eligibility));
    const changes = (await listPriceChanges(tx, clientId, benefitId)).map((row) => row.change);
    const pending = changes.filter((change) => change.appliedAt === null);
    if (!errors.effectiveOn && pending.some((change) => change.effectiveOn === effectiveOn)) errors.effectiveOn = e.sameDay;
    const before = planBefore(benefit, pending, effectiveOn);
    if (Object.keys(errors).length === 0 && sameJson(before, after)) errors.pricing = e.sameAsCurrent;
    if (Object.keys(errors).length === 0) {
      const problems = await unpriceable(tx, benefit, after, effectiveOn);
      if (problems.length > 0) errors.pricing = e.unpriceable(problems.length, problems[0]!);
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    const row = await insertPriceChange(tx, { clientId, benefitId, effectiveOn, ...after, createdBy: actorId, at: ctx.now });
    // Known from now on: next month's reports, forecasts and statements read the new price from its day.
    await repriceOnSchedule(tx, { clientId, benefitId }, effectiveOn, scheduleOf(benefit, [...pending, row]), ctx.now);
    await recordAudit(tx, {
      action: 'price-change.scheduled',
      clientId,
      actorId,
      subjectId: null,
      details: { benefitId, benefitName: benefit.name, effectiveOn: row.effectiveOn, changes: planChanges(benefit, before, after) },
    });
    return present(tx, benefit, year, today);
  });
}

/** Cancels a price change still to come, audited; 404 when it is not this benefit's, 409 once the job applied it. */
export async function cancelPriceChange(ctx: SignedInContext, clientId: number, benefitId: number, changeId: number): Promise<BenefitPriceChanges> {
  const { actorId } = platformAdminAccess(ctx);
  const today = ukToday(ctx.now);
  return ctx.db.transaction(async (tx) => {
    // The change first, then its benefit: the order the job locks them in, so a cancel and the job never deadlock.
    const change = await lockPriceChange(tx, clientId, benefitId, changeId);
    const { benefit, year } = await benefitOf(tx, clientId, benefitId, true);
    if (!change) throw notFound(e.notFound);
    if (change.appliedAt !== null) throw new AppError(409, e.alreadyApplied);
    await deletePriceChange(tx, clientId, changeId);
    const pending = (await listPriceChanges(tx, clientId, benefitId)).map((row) => row.change).filter((other) => other.appliedAt === null);
    // The choices go back to the plan in force before it, from its day.
    await repriceOnSchedule(tx, { clientId, benefitId }, change.effectiveOn, scheduleOf(benefit, pending), ctx.now);
    await recordAudit(tx, {
      action: 'price-change.cancelled',
      clientId,
      actorId,
      subjectId: null,
      details: {
        benefitId,
        benefitName: benefit.name,
        effectiveOn: change.effectiveOn,
        changes: planChanges(benefit, planOf(change), planBefore(benefit, pending, change.effectiveOn)),
      },
    });
    return present(tx, benefit, year, today);
  });
}

/**
 * The day a change due now re-prices from: its own day, or, when the job comes late and that month's payroll has closed
 * since, the first month still open, so a closed month's figures (and the arrears of the next) never move.
 */
function repriceDay(effectiveOn: string, cutoffDay: number, now: Date): string {
  let month = firstOfMonth(effectiveOn);
  while (isClosed(month, { cutoffDay, now })) month = addMonths(month, 1);
  return month > effectiveOn ? month : effectiveOn;
}

export interface AppliedPriceChange {
  id: number;
  benefitId: number;
  from: string;
  repriced: number;
  kept: number;
}

/**
 * Applies one due price change (the earliest, of a benefit with none earlier still waiting), in one transaction: the
 * new plan on the benefit, each choice in force re-priced from its day, the change marked applied, an audit entry.
 * Null when none is due or every due one is being applied by another run (SKIP LOCKED).
 */
export async function applyNextPriceChange(db: Db, now: Date): Promise<AppliedPriceChange | null> {
  return db.transaction(async (tx) => {
    const change = await claimDuePriceChange(tx, ukToday(now));
    if (!change) return null;
    const found = await findClientBenefit(tx, change.clientId, change.benefitId, true);
    const plan = planOf(change);
    const from = repriceDay(change.effectiveOn, await findPayrollCutoffDay(tx, change.clientId), now);
    let result = { repriced: 0, kept: 0 };
    if (found) {
      await writeBenefitPlan(tx, change.clientId, change.benefitId, plan);
      const later = (await listPriceChanges(tx, change.clientId, change.benefitId))
        .map((row) => row.change)
        .filter((other) => other.appliedAt === null && other.id !== change.id);
      // Scheduling re-priced the choices known then; this catches those made or changed since at the old price.
      result = await repriceOnSchedule(
        tx,
        { clientId: change.clientId, benefitId: change.benefitId },
        from,
        scheduleOf({ ...found.benefit, ...plan }, later),
        now,
      );
      await recordAudit(tx, {
        action: 'price-change.applied',
        clientId: change.clientId,
        actorId: null,
        subjectId: null,
        details: {
          via: 'system',
          benefitId: change.benefitId,
          benefitName: found.benefit.name,
          effectiveOn: change.effectiveOn,
          from,
          changes: planChanges(found.benefit, planOf(found.benefit), plan),
          ...result,
        },
      });
    }
    await markPriceChangeApplied(tx, change.id, now);
    return { id: change.id, benefitId: change.benefitId, from, ...result };
  });
}

/** Applies every price change due at `now`, one transaction each; safe to run again and on two instances at once. */
export async function applyDuePriceChanges(db: Db, now: Date): Promise<AppliedPriceChange[]> {
  const applied: AppliedPriceChange[] = [];
  for (let next = await applyNextPriceChange(db, now); next; next = await applyNextPriceChange(db, now)) applied.push(next);
  return applied;
}
