import { approvalTexts, choiceInWords, formatLongDate } from '@portal/contracts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import type { BenefitRow, SchemeYearRow, SelectionRow } from '../../db/schema/index.ts';
import {
  benefitTexts,
  type BenefitDetail,
  type BenefitSetup,
  type BenefitSummary,
  type ChangeWindow,
  type CtaType,
  type SchemeYear,
  type Selection,
} from '@portal/contracts';
import { isOpen, shownVersion, type ChoiceState } from './choice-state.ts';
import type { Access } from './eligibility.ts';
import { annualWindowOpen, upcomingWindowOpen } from './windows.ts';

/** Shapes rows into the contract's answers; no database access here. */

export function schemeYearOf(year: SchemeYearRow, today: string): SchemeYear {
  return {
    id: year.id,
    year: year.year,
    startsOn: year.startsOn,
    endsOn: year.endsOn,
    current: year.isCurrent,
    // A year not started yet takes choices in its own window (upcomingWindowOpen); the current one in its annual window.
    window: {
      opensOn: year.windowOpensOn,
      closesOn: year.windowClosesOn,
      open: year.isCurrent ? annualWindowOpen(year, today) : upcomingWindowOpen(year, today),
    },
  };
}

/** What the benefit's button does: choose it, change the open choice, choose again after it ended, or just look. */
export function ctaOf(benefit: Pick<BenefitRow, 'kind'>, access: Access, window: ChangeWindow, state: ChoiceState | null): CtaType {
  if (benefit.kind === 'information' || access.availability.locked || !window.open) return 'view';
  if (!state || !shownVersion(state)) return 'select';
  return isOpen(state) ? 'edit' : 'reapply';
}

/**
 * A selection's status in words; active cover that has not started says when it starts rather than 'Active' (`firstDay`:
 * when the choice's cover began, which a later change does not move).
 */
export function statusLabelOf(selection: Pick<SelectionRow, 'status' | 'startsOn'>, today: string, firstDay = selection.startsOn): string {
  if (selection.status === 'active' && firstDay > today) return benefitTexts.startsOn(formatLongDate(firstDay));
  return benefitTexts.statusLabels[selection.status];
}

export function benefitSummaryOf(
  benefit: BenefitRow,
  year: SchemeYearRow,
  access: Access,
  window: ChangeWindow,
  state: ChoiceState | null,
  today: string,
): BenefitSummary {
  const selection = state && shownVersion(state);
  return {
    id: benefit.id,
    name: benefit.name,
    groupCode: benefit.groupCode,
    provider: benefit.provider,
    summary: benefit.summary,
    imageUrl: benefit.imageUrl,
    category: benefit.category,
    kind: benefit.kind,
    requiresApproval: benefit.requiresApproval,
    beamSupported: benefit.beamSupported,
    schemeYear: year.year,
    availability: access.availability,
    changeWindow: window,
    cta: { type: ctaOf(benefit, access, window, state) },
    selection: selection && {
      selectionId: selection.chainId,
      status: selection.status,
      statusLabel: statusLabelOf(selection, today, state.firstDay ?? selection.startsOn),
      employeeCost: Number(selection.employeeCost),
      employerCost: Number(selection.employerCost),
      startDate: state.firstDay ?? selection.startsOn,
      endDate: selection.endsOn,
      changePending: state.live !== null && state.request !== null,
    },
  };
}

/** New selections start on the first of next month, and never before the scheme year. */
/** The days a new choice may start on: from the day the client's rule gives it (context.ts `effectiveDayOf`) to the year's end. */
export const startRange = (year: Pick<SchemeYearRow, 'endsOn'>, earliest: string) => ({ earliest, latest: year.endsOn });

export function setupOf(benefit: BenefitRow, year: SchemeYearRow, earliest: string): BenefitSetup {
  const { startDate, ...setup } = benefit.setup;
  return { ...setup, startDate: startDate ? startRange(year, earliest) : null };
}

export const partnerLimitsOf = (benefit: BenefitRow) =>
  benefit.beamSupported && benefit.beamMin !== null && benefit.beamMax !== null && benefit.beamStep !== null
    ? { min: Number(benefit.beamMin), max: Number(benefit.beamMax), step: Number(benefit.beamStep) }
    : null;

export function benefitDetailOf(summary: BenefitSummary, benefit: BenefitRow, year: SchemeYearRow, earliest: string): BenefitDetail {
  const contribution = benefit.employerContribution;
  const partnerValueLimits = partnerLimitsOf(benefit);
  return {
    ...summary,
    description: sanitizeContent(benefit.descriptionHtml),
    setup: setupOf(benefit, year, earliest),
    medicalQuestions: benefit.medicalQuestions.map(({ id, text }) => ({ id, text })),
    terms: benefit.termsVersion === null ? null : { version: benefit.termsVersion, content: sanitizeContent(benefit.termsHtml ?? '') },
    freeCoverLimit: benefit.pricing.kind === 'cover-multiple' ? benefit.pricing.freeCoverLimit : null,
    employerContribution: contribution && { kind: contribution.kind, value: contribution.kind === 'fixed' ? contribution.monthly : contribution.percent },
    beam: partnerValueLimits && { partnerValueLimits },
  };
}

export interface FamilyMemberRef {
  id: number;
  firstName: string;
  surname: string;
  famtypeId: number;
}

function planDetailsOf(benefit: BenefitRow, selection: SelectionRow, covered: FamilyMemberRef[], firstDay = selection.startsOn) {
  const details: { label: string; value: string }[] = [];
  const { startDate } = selection.values;
  details.push(...choiceInWords(benefit.setup, selection.values));
  if (covered.length > 0) details.push({ label: 'People covered', value: covered.map((m) => `${m.firstName} ${m.surname}`).join(', ') });
  details.push({ label: 'Start date', value: formatLongDate(startDate ?? firstDay) });
  // The employer's reason for not approving it; the benefit's button then offers to choose again (cta 'reapply').
  if (selection.status === 'rejected' && selection.rejectionReason)
    details.push({ label: approvalTexts.rejectedReasonLabel, value: selection.rejectionReason });
  return details;
}

const coveredBy = (selection: SelectionRow, family: FamilyMemberRef[]) =>
  selection.peopleCovered.map((id) => family.find((m) => m.id === id)).filter((m): m is FamilyMemberRef => !!m);

/**
 * The choice as its screens show it: the cover in force (or, without one, the request or the refusal), with a change
 * waiting for approval beside it and the last change refused while it ran on.
 */
export function selectionOf(
  benefit: BenefitRow,
  state: ChoiceState,
  family: FamilyMemberRef[],
  cta: CtaType,
  today: string,
  lastPayment: Selection['lastPayment'],
  agreement: Selection['agreement'] = null,
): Selection {
  const selection = shownVersion(state)!;
  const covered = coveredBy(selection, family);
  const setup = benefit.setup;
  const editFields: Selection['editFields'] = [];
  if (cta === 'edit') {
    if (setup.options) editFields.push('option');
    if (setup.amount) editFields.push('amount');
    if (setup.peopleCovered) editFields.push('peopleCovered');
    if (setup.startDate && !selection.approvedAt) editFields.push('startDate');
    if (benefit.medicalQuestions.length > 0) editFields.push('medicalAnswers');
  }
  const request = state.live ? state.request : null;
  const refusal = state.live ? state.rejected : null;
  const firstDay = state.firstDay ?? selection.startsOn;
  return {
    selectionId: selection.chainId,
    benefitId: selection.benefitId,
    status: selection.status,
    statusLabel: statusLabelOf(selection, today, firstDay),
    values: {
      option: selection.values.option ?? null,
      amount: selection.values.amount ?? null,
      startDate: selection.values.startDate ?? null,
      medicalAnswers: selection.values.medicalAnswers ?? {},
    },
    planDetails: planDetailsOf(benefit, selection, covered, firstDay),
    peopleCovered: covered.map((m) => ({
      familyMemberId: m.id,
      name: `${m.firstName} ${m.surname}`,
      relationship: m.famtypeId === 1 ? 'partner' : 'dependant',
    })),
    costs: selection.costs,
    startDate: firstDay,
    endDate: selection.endsOn,
    changesFrom: selection.startsOn > firstDay && selection.startsOn > today ? selection.startsOn : null,
    lastPayment,
    agreement,
    acceptedTermsVersion: selection.acceptedTermsVersion,
    pendingChange: request && {
      planDetails: planDetailsOf(benefit, request, coveredBy(request, family)),
      employeeCost: Number(request.employeeCost),
      employerCost: Number(request.employerCost),
      startDate: request.startsOn,
      requestedAt: request.createdAt.toISOString(),
    },
    refusedChange: refusal && { reason: refusal.rejectionReason, decidedAt: refusal.recordedAt.toISOString(), employeeCost: Number(refusal.employeeCost) },
    cta: { type: cta },
    editFields,
    createdAt: selection.createdAt.toISOString(),
    updatedAt: selection.recordedAt.toISOString(),
  };
}
