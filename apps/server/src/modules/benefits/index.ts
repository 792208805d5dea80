/** The benefits module's public face: its routes, the one pricing engine and the rules others reuse. */
export { benefitsRoutes } from './routes.ts';
export { computeCosts, PricingError, type PricingInput, type PricingPlan } from './pricing.ts';
export type { EligibilityRules, EmployerContribution, MedicalQuestion, PricingRule, StoredSetup } from '@portal/contracts';
export {
  ARREARS_MONTHS,
  closingInstant,
  cutoffDate,
  isClosed,
  knowledgeOf,
  monthlyStatements,
  monthPence,
  monthSettlement,
  paidMonths,
  payingVersions,
  periodValue,
  termOf,
  type CostedSelection,
  type PayrollCalendar,
} from './statements.ts';
export { choiceStateOf, openVersion, type ChoiceState } from './choice-state.ts';
export { toCosted } from './own-choice.ts';
export { agreementFigures, agreementOf, choiceEndsOn, isAgreement, type AgreementTerm } from './agreements.ts';
export { familyMemberCovered } from './service.ts';
export { addDays, addMonths, ageOn, firstOfNextMonth, minDate } from './dates.ts';
// The calendar itself is in contracts; the payroll golden test, a fixed record, still reads lastOfMonth here.
export { lastOfMonth } from '@portal/contracts';
export { benefitTakeUp } from './takeup.ts';
export { benefitAccess, unmetRules, visibilityRules, type EmployeeFacts, type VisibilityRule } from './eligibility.ts';
export { currentClientBenefits } from './client-benefits.ts';
export { choosableBenefits, employeeContext, type EmployeeContext } from './context.ts';
export { assertEmployed } from './selections.ts';
export { ownCover, type OwnCover } from './cover.ts';
export { probationNotices, sendProbationNotices } from './probation-notices.ts';
export { annualWindowOpen } from './windows.ts';
export { rollOver, scheduledPlansOn, type RolloverLine, type RolloverMode, type RolloverResult, type RolloverYears } from './rollover.ts';
// The day a choice made today would start (the wizard's date for ages): the quote panel counts the same way.
export { effectiveOn, startOnceApproved } from './effective-dates.ts';
export { findClientCalendar } from './queries.ts';
