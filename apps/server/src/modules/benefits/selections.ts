import {
  amountProblem,
  type BeamCosts,
  benefitTexts,
  COST_LIMIT_DEFAULT_MAX,
  type CreateSelectionRequest,
  decimalPounds,
  lastOfMonth,
  messages,
  penceOf,
  type SelectionValues,
  type UpdateSelectionRequest,
} from '@portal/contracts';
import type { BenefitRow, SchemeYearRow, SelectionRow } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { visibleBenefit, windowOf, type EmployeeContext, type VisibleBenefit } from './context.ts';
import { isLive, partnerLimitsOf } from './present.ts';
import { findSelection, insertSelection, isUniqueViolation, listFamily, listSelections, updateSelection } from './queries.ts';
import { selectionAnswer } from './service.ts';
import { costsOf, priceValues } from './values.ts';

const conflict = (message: string) => new AppError(409, message);

/**
 * Tenant, visibility, kind, lock and window are decided before any change is considered. `latest` is the caller's
 * latest selection of the benefit: joining (none live) and changing a live one may follow different rules.
 */
function assertChangeable(context: EmployeeContext, found: VisibleBenefit, latest: SelectionRow | null | undefined) {
  if (found.benefit.kind === 'information') throw conflict(benefitTexts.informationOnly);
  if (found.access.availability.locked) throw forbidden(found.access.availability.message ?? messages.accessDenied);
  const window = windowOf(context, found.benefit, found.year, latest);
  if (!window.open) throw conflict(window.message ?? benefitTexts.noWindow);
}

function assertTerms(benefit: BenefitRow, accepted: number | null | undefined) {
  if (benefit.termsVersion === null) return;
  if (accepted === null || accepted === undefined) throw badRequest({ accepted_terms: messages.terms.required });
  if (accepted !== benefit.termsVersion) throw badRequest({ accepted_terms: benefitTexts.termsOutdated });
}

async function price(context: EmployeeContext, benefit: BenefitRow, year: SchemeYearRow, values: SelectionValues, fixedStart?: string, quote = false) {
  const family = (await listFamily(context.db, context.clientId, context.userId)).filter((m) => m.active);
  return priceValues(benefit, year, values, family, { salary: context.salary, dateOfBirth: context.facts.dateOfBirth }, context.today, fixedStart, quote);
}

/**
 * Cover that ran before today stops at the end of this month; cover that starts today or later is cancelled: it ends
 * on its start day and never runs (statements.ts `neverRan`), so no stored end comes before its start.
 */
const optOutEnd = (selection: SelectionRow, today: string) => (selection.startsOn >= today ? selection.startsOn : lastOfMonth(today));

/** A live selection once approved keeps its start date through changes; only one not yet approved may move it. */
const fixedStartOf = (selection: SelectionRow | undefined) => (isLive(selection) && selection.approvedAt ? selection.startsOn : undefined);

const needsApproval = (benefit: BenefitRow, referred: boolean) => benefit.requiresApproval || referred;

/**
 * The columns a choice or a change writes, built once for both: the terms checked, the values checked and priced,
 * and the status they lead to (approval when the benefit or a medical answer asks for it).
 */
async function pricedRow(
  context: EmployeeContext,
  found: VisibleBenefit,
  values: SelectionValues,
  acceptedTerms: number | null | undefined,
  fixedStart?: string,
) {
  assertTerms(found.benefit, acceptedTerms);
  const priced = await price(context, found.benefit, found.year, values, fixedStart);
  return {
    status: needsApproval(found.benefit, priced.referred) ? ('pending-approval' as const) : ('active' as const),
    values: priced.values,
    peopleCovered: priced.peopleCovered,
    employeeCost: decimalPounds(penceOf(priced.costs.employee)),
    employerCost: decimalPounds(penceOf(priced.costs.employer)),
    costs: priced.costs,
    startsOn: priced.startsOn,
    acceptedTermsVersion: found.benefit.termsVersion === null ? null : (acceptedTerms ?? null),
    updatedAt: context.now,
  };
}

/**
 * Only active employees write selections: a leaver or an inactive employee (voucher-only mode or not) gets
 * 403 on any benefit, before anything is looked up. Their screens offer no action either (availability
 * `employment`, eligibility.ts).
 */
export function assertEmployed(context: EmployeeContext) {
  if (context.facts.employmentStatus !== 'active') throw forbidden(benefitTexts.notEmployed);
}

export async function createSelection(context: EmployeeContext, benefitId: number, body: CreateSelectionRequest) {
  assertEmployed(context);
  const found = await visibleBenefit(context, benefitId);
  const [latest] = await listSelections(context.db, context.clientId, context.userId, [benefitId]);
  assertChangeable(context, found, latest);
  if (isLive(latest)) throw conflict(benefitTexts.alreadySelected);
  const row = await pricedRow(context, found, body.values, body.accepted_terms);
  let created: SelectionRow;
  try {
    created = await insertSelection(context.db, {
      clientId: context.clientId,
      userId: context.userId,
      benefitId,
      ...row,
      endsOn: found.year.endsOn,
      approvedAt: row.status === 'active' ? context.now : null,
      createdAt: context.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(benefitTexts.alreadySelected);
    throw error;
  }
  return { selection: await selectionAnswer(context, found, created) };
}

/** Changes the values of a live selection, or opts out of it. */
export async function changeSelection(context: EmployeeContext, selectionId: number, body: UpdateSelectionRequest) {
  assertEmployed(context);
  const selection = await findSelection(context.db, context.clientId, context.userId, selectionId);
  if (!selection) throw notFound('This selection does not exist');
  const found = await visibleBenefit(context, selection.benefitId);
  assertChangeable(context, found, selection);
  if (!isLive(selection)) throw conflict(benefitTexts.notChangeable);

  if (body.status === 'opted-out') {
    const updated = await updateSelection(context.db, context.clientId, selection.id, {
      status: 'opted-out',
      endsOn: optOutEnd(selection, context.today),
      updatedAt: context.now,
    });
    return { selection: await selectionAnswer(context, found, updated) };
  }
  const row = await pricedRow(context, found, body.values ?? {}, body.accepted_terms, fixedStartOf(selection));
  const updated = await updateSelection(context.db, context.clientId, selection.id, {
    ...row,
    approvedAt: selection.approvedAt ?? (row.status === 'active' ? context.now : null),
  });
  return { selection: await selectionAnswer(context, found, updated) };
}

/** The wizard's running costs: same checks and engine as a real selection or change of it, nothing stored. */
export async function selectionCosts(context: EmployeeContext, benefitId: number, values: SelectionValues, quote = false) {
  const found = await visibleBenefit(context, benefitId);
  const [latest] = await listSelections(context.db, context.clientId, context.userId, [benefitId]);
  const priced = await price(context, found.benefit, found.year, values, fixedStartOf(latest), quote);
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
  const costs = costsOf(benefit, { amount: value, peopleCovered: 0, salary: context.salary, age: null });
  return { ...answer, error: null, costs };
}
