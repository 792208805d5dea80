import {
  amountProblem,
  type BeamCosts,
  benefitTexts,
  COST_LIMIT_DEFAULT_MAX,
  type CreateSelectionRequest,
  decimalPounds,
  formatLongDate,
  lastOfMonth,
  messages,
  penceOf,
  type SelectionValues,
  type UpdateSelectionRequest,
} from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { BenefitRow, SchemeYearRow, SelectionRow } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  changeSelection as changeChoice,
  currentChain,
  endSelection,
  requestChange,
  reviseRequest,
  SelectionConflict,
  startSelection,
  withdrawRequest,
  type VersionContent,
} from '../../db/repositories/selections.ts';
import { choiceEndsOn } from './agreements.ts';
import { choiceStateOf, isOpen, type ChoiceState } from './choice-state.ts';
import { choiceState } from './own-choice.ts';
import { effectiveDayOf, visibleBenefit, windowOf, type EmployeeContext, type VisibleBenefit } from './context.ts';
import { maxDate } from './dates.ts';
import { choiceMailer } from './mail.ts';
import { assertAboveMinimumWage, minimumWageProblem } from './minimum-wage.ts';
import { partnerLimitsOf } from './present.ts';
import { isUniqueViolation, listFamily } from './queries.ts';
import { selectionAnswer } from './service.ts';
import { costsOf, priceValues } from './values.ts';
import { emitSelectionEvents } from '../webhooks/index.ts';

const conflict = (message: string) => new AppError(409, message);

/**
 * Tenant, visibility, kind, lock and window are decided before any change is considered. `state` is where the caller's
 * choice of the benefit stands: joining (nothing open) and changing an open choice may follow different rules.
 */
function assertChangeable(context: EmployeeContext, found: VisibleBenefit, state: ChoiceState) {
  if (found.benefit.kind === 'information') throw conflict(benefitTexts.informationOnly);
  if (found.access.availability.locked) throw forbidden(found.access.availability.message ?? messages.accessDenied);
  const window = windowOf(context, found.benefit, found.year, state);
  if (!window.open) throw conflict(window.message ?? benefitTexts.noWindow);
}

function assertTerms(benefit: BenefitRow, accepted: number | null | undefined) {
  if (benefit.termsVersion === null) return;
  if (accepted === null || accepted === undefined) throw badRequest({ accepted_terms: messages.terms.required });
  if (accepted !== benefit.termsVersion) throw badRequest({ accepted_terms: benefitTexts.termsOutdated });
}

async function price(context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, values: SelectionValues, fixedStart?: string, quote = false) {
  const family = (await listFamily(context.db, context.clientId, context.userId)).filter((m) => m.active);
  const earliest = effectiveDayOf(context, benefit, year, true);
  const employee = { salary: context.salary, dateOfBirth: context.facts.dateOfBirth, taxRegion: context.pay.taxRegion };
  const priced = priceValues(benefit, year, values, family, employee, earliest, fixedStart, quote);
  if (!quote) assertAboveMinimumWage(context, benefit, priced.costs, priced.startsOn);
  return priced;
}

/**
 * Cover that ran before today stops at the end of this month; cover that starts today or later is cancelled: it ends
 * on its start day and never runs (statements.ts `neverRan`), so no stored end comes before its start.
 */
const optOutEnd = (selection: SelectionRow, today: string) => (selection.startsOn >= today ? selection.startsOn : lastOfMonth(today));

/** Cover once approved keeps its start date through changes; only a choice not yet approved may move it. */
const fixedStartOf = (state: ChoiceState) => (state.live?.status === 'active' && state.live.approvedAt ? state.live.startsOn : undefined);

/**
 * A change of cover in force takes effect on the day the client's rule for it gives (context.ts `effectiveDayOf`: by
 * default the first of next month, a life event's from the event's date), never before the version in force began.
 * Cover that has not started yet is replaced from its own start.
 */
const changeEffectiveOn = (context: EmployeeContext, found: VisibleBenefit, live: SelectionRow) =>
  live.startsOn > context.today ? live.startsOn : maxDate(effectiveDayOf(context, found.benefit, found.year, false), live.startsOn);

const needsApproval = (benefit: BenefitRow, referred: boolean) => benefit.requiresApproval || referred;

/** A choice or a change, checked and priced once for both: its content, its start and whether it needs approval. */
async function pricedChoice(
  context: EmployeeContext,
  found: VisibleBenefit,
  values: SelectionValues,
  acceptedTerms: number | null | undefined,
  fixedStart?: string,
) {
  assertTerms(found.benefit, acceptedTerms);
  const priced = await price(context, found.benefit, found.year, values, fixedStart);
  const content: VersionContent = {
    values: priced.values,
    peopleCovered: priced.peopleCovered,
    employeeCost: decimalPounds(penceOf(priced.costs.employee)),
    employerCost: decimalPounds(penceOf(priced.costs.employer)),
    costs: priced.costs,
    acceptedTermsVersion: found.benefit.termsVersion === null ? null : (acceptedTerms ?? null),
  };
  return { content, startsOn: priced.startsOn, approval: needsApproval(found.benefit, priced.referred) };
}

/**
 * Only active employees write selections: a leaver or an inactive employee (voucher-only mode or not) gets
 * 403 on any benefit, before anything is looked up. Their screens offer no action either (availability
 * `employment`, eligibility.ts).
 */
export function assertEmployed(context: EmployeeContext) {
  if (context.facts.employmentStatus !== 'active') throw forbidden(benefitTexts.notEmployed);
}

const asConflict = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof SelectionConflict) throw conflict(benefitTexts.alreadySelected);
    throw error;
  }
};

export async function createSelection(context: EmployeeContext, benefitId: number, body: CreateSelectionRequest) {
  assertEmployed(context);
  const found = await visibleBenefit(context, benefitId);
  const state = await choiceState(context, benefitId);
  assertChangeable(context, found, state);
  if (isOpen(state)) throw conflict(benefitTexts.alreadySelected);
  const choice = await pricedChoice(context, found, body.values, body.accepted_terms);
  const tell = await choiceMailer(context, found.benefit);
  await asConflict(() =>
    context.db.transaction(async (tx) => {
      const row = await startSelection(
        tx,
        {
          clientId: context.clientId,
          userId: context.userId,
          benefitId,
          ...choice.content,
          status: choice.approval ? 'pending-approval' : 'active',
          startsOn: choice.startsOn,
          endsOn: choiceEndsOn(choice.content.costs, choice.startsOn, found.year.endsOn),
        },
        context.now,
      );
      const { values } = choice.content;
      await tell(tx, choice.approval ? { kind: 'waiting', values } : { kind: 'confirmed', startsOn: row.startsOn, values });
      await emitSelectionEvents(tx, context.clientId, 'selection.made', [
        { selectionId: row.id, benefitId, userId: context.userId, startsOn: row.startsOn, status: row.status },
      ]);
    }),
  );
  return { selection: await selectionAnswer(context, found, await choiceState(context, benefitId)) };
}

/** The caller's own choice named by a selection id (any version of it); another person's or client's is not found. */
async function ownChoice(context: EmployeeContext, selectionId: number) {
  const rows = (await currentChain(context.db, context.clientId, selectionId)).filter((row) => row.userId === context.userId);
  if (rows.length === 0) throw notFound('This selection does not exist');
  return { chainId: rows[0]!.chainId, benefitId: rows[0]!.benefitId, state: choiceStateOf(rows) };
}

/** Changes an open choice, or opts out of it: new versions from the day it takes effect; the past stays as it was. */
export async function changeSelection(context: EmployeeContext, selectionId: number, body: UpdateSelectionRequest) {
  assertEmployed(context);
  const { chainId, benefitId, state } = await ownChoice(context, selectionId);
  const found = await visibleBenefit(context, benefitId);
  assertChangeable(context, found, state);
  if (!isOpen(state)) throw conflict(benefitTexts.notChangeable);
  const live = state.live?.status === 'active' ? state.live : null;
  const tell = await choiceMailer(context, found.benefit);

  if (body.status === 'opted-out') {
    const ending = (live ?? state.request)!;
    const lastDay = optOutEnd(ending, context.today);
    await asConflict(() =>
      context.db.transaction(async (tx) => {
        await endSelection(tx, ending, live ? state.request : null, 'opted-out', lastDay, context.now);
        await emitSelectionEvents(tx, context.clientId, 'selection.opted_out', [
          { selectionId: chainId, benefitId, userId: context.userId, startsOn: ending.startsOn, endsOn: lastDay },
        ]);
        // A choice that never ran (a request, or cover not started yet) is cancelled; cover that ran has a last day.
        await tell(tx, !live || ending.startsOn >= context.today ? { kind: 'cancelled' } : { kind: 'opted-out', lastDay });
      }),
    );
    return { selection: await selectionAnswer(context, found, await choiceState(context, benefitId)) };
  }
  const choice = await pricedChoice(context, found, body.values ?? {}, body.accepted_terms, fixedStartOf(state));
  const { values } = choice.content;
  const changed = (tx: Db, startsOn: string, status: string) =>
    emitSelectionEvents(tx, context.clientId, 'selection.changed', [{ selectionId: chainId, benefitId, userId: context.userId, startsOn, status }]);
  await asConflict(() =>
    context.db.transaction(async (tx) => {
      if (!live) {
        const row = await reviseRequest(tx, state.request!, choice.content, choice.startsOn, choice.approval ? 'pending-approval' : 'active', context.now);
        await changed(tx, row.startsOn, row.status);
        return tell(tx, choice.approval ? { kind: 'waiting', values } : { kind: 'confirmed', startsOn: row.startsOn, values });
      }
      const effectiveOn = changeEffectiveOn(context, found, live);
      if (live.endsOn !== null && effectiveOn > live.endsOn) throw conflict(benefitTexts.changeAfterCoverEnds(formatLongDate(live.endsOn)));
      if (choice.approval) {
        await requestChange(tx, live, state.request, choice.content, effectiveOn, context.now);
        await changed(tx, effectiveOn, 'pending-approval');
        return tell(tx, { kind: 'change-waiting', from: effectiveOn, values });
      }
      if (state.request) await withdrawRequest(tx, state.request, context.now);
      await changeChoice(tx, live, choice.content, effectiveOn, context.now);
      await changed(tx, effectiveOn, 'active');
      return tell(tx, { kind: 'changed', from: effectiveOn, values });
    }),
  );
  return { selection: await selectionAnswer(context, found, await choiceState(context, benefitId)) };
}

/** The wizard's running costs: same checks and engine as a real selection or change of it, nothing stored. */
export async function selectionCosts(context: EmployeeContext, benefitId: number, values: SelectionValues, quote = false) {
  const found = await visibleBenefit(context, benefitId);
  const state = await choiceState(context, benefitId);
  const priced = await price(context, found.benefit, found.year, values, fixedStartOf(state), quote);
  return { costs: priced.costs };
}

/** The partner's limits narrowed by the benefit's own amount limits; max defaults to the spec's cost limit. */
export async function beamCosts(context: EmployeeContext, benefitId: number, value: number): Promise<BeamCosts> {
  const { benefit } = await visibleBenefit(context, benefitId);
  if (!benefit.beamSupported) throw badRequest({ benefitId: benefitTexts.notBeam });
  const amount = benefit.setup.amount;
  const partner = partnerLimitsOf(benefit) ?? { min: amount?.min ?? 0, max: amount?.max ?? COST_LIMIT_DEFAULT_MAX, step: amount?.step ?? 0.01 };
  const limits = {
    min: Math.max(partner.min, amount?.min ?? 0),
    max: Math.min(partner.max, amount?.max ?? COST_LIMIT_DEFAULT_MAX),
    step: Math.max(partner.step, amount?.step ?? 0),
  };
  const answer = { partner_value_limits: partner, value_limits: limits };
  const error = amountProblem({ ...limits, unit: 'pounds' }, value);
  if (error) return { ...answer, error, costs: null };
  const { salary, today, pay } = context;
  const costs = costsOf(benefit, { amount: value, peopleCovered: 0, salary, age: null, startsOn: today, taxRegion: pay.taxRegion });
  const belowMinimum = minimumWageProblem(context, benefit, costs, context.today);
  if (belowMinimum) return { ...answer, error: belowMinimum, costs: null };
  return { ...answer, error: null, costs };
}
