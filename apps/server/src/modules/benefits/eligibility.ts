import { type Availability, benefitTexts, CCV_GROUP_CODE, formatLongDate } from '@portal/contracts';
import { addMonths, ageOn } from './dates.ts';
import type { EligibilityRules } from '@portal/contracts';

/** HR data the eligibility rules read. */
export interface EmployeeFacts {
  employmentStatus: 'active' | 'inactive' | 'left';
  employmentStartDate: string | null;
  dateOfBirth: string | null;
  grade: string | null;
  location: string | null;
}

export interface Access {
  /** False: the benefit does not exist for this employee (404 on its calls). */
  visible: boolean;
  availability: Availability;
}

const open: Availability = { locked: false, reason: null, availableFrom: null, message: null };
const hidden: Access = { visible: false, availability: open };

const sameText = (list: string[], value: string | null) => value !== null && list.some((item) => item.trim().toLowerCase() === value.trim().toLowerCase());

/** Voucher-only mode (spec §4): no longer working here, but vouchers still to spend. */
export const isVoucherOnly = (status: EmployeeFacts['employmentStatus'], ccvBalance: number) => (status === 'inactive' || status === 'left') && ccvBalance > 0;

function lockOf(rules: EligibilityRules, facts: EmployeeFacts, probationMonths: number, today: string): Availability {
  const start = facts.employmentStartDate;
  // Without a start date on record nobody can say the employee is new, so nothing is locked.
  if (!start) return open;
  const locks: { reason: 'probation' | 'service'; from: string }[] = [];
  if (rules.availableInProbation === false && probationMonths > 0) locks.push({ reason: 'probation', from: addMonths(start, probationMonths) });
  if (rules.minServiceMonths) locks.push({ reason: 'service', from: addMonths(start, rules.minServiceMonths) });
  const latest = locks.filter((lock) => today < lock.from).sort((a, b) => (a.from < b.from ? 1 : -1))[0];
  if (!latest) return open;
  const message = latest.reason === 'probation' ? benefitTexts.probation(formatLongDate(latest.from)) : benefitTexts.service(formatLongDate(latest.from));
  return { locked: true, reason: latest.reason, availableFrom: latest.from, message };
}

/** One rule of who may see a benefit, as the upload's eligibility difference names it. */
export type VisibilityRule =
  | { rule: 'status'; statuses: EmployeeFacts['employmentStatus'][] }
  | { rule: 'age'; minAge: number | undefined; maxAge: number | undefined }
  | { rule: 'grade'; grades: string[] }
  | { rule: 'location'; locations: string[] };

/** A benefit's rules of who may see it: employment status (active only unless it says), age band, grade, location. */
export function visibilityRules(rules: EligibilityRules): VisibilityRule[] {
  const list: VisibilityRule[] = [{ rule: 'status', statuses: rules.employmentStatuses ?? ['active'] }];
  if (rules.minAge !== undefined || rules.maxAge !== undefined) list.push({ rule: 'age', minAge: rules.minAge, maxAge: rules.maxAge });
  if (rules.grades) list.push({ rule: 'grade', grades: rules.grades });
  if (rules.locations) list.push({ rule: 'location', locations: rules.locations });
  return list;
}

function meets(rule: VisibilityRule, facts: EmployeeFacts, today: string): boolean {
  switch (rule.rule) {
    case 'status':
      return rule.statuses.includes(facts.employmentStatus);
    case 'age': {
      if (!facts.dateOfBirth) return false;
      const age = ageOn(facts.dateOfBirth, today);
      return age >= (rule.minAge ?? 0) && age <= (rule.maxAge ?? Infinity);
    }
    case 'grade':
      return sameText(rule.grades, facts.grade);
    case 'location':
      return sameText(rule.locations, facts.location);
  }
}

/** The rules of who may see a benefit that these facts do not meet: none, and the benefit is visible. */
export const unmetRules = (rules: EligibilityRules, facts: EmployeeFacts, today: string): VisibilityRule[] =>
  visibilityRules(rules).filter((rule) => !meets(rule, facts, today));

/** Who may see a benefit (status, age band, grade, location) and whether it is locked for now (probation, service). */
export function eligibilityOf(rules: EligibilityRules, facts: EmployeeFacts, probationMonths: number, today: string): Access {
  if (visibilityRules(rules).some((rule) => !meets(rule, facts, today))) return hidden;
  return { visible: true, availability: lockOf(rules, facts, probationMonths, today) };
}

export interface AccessContext {
  facts: EmployeeFacts;
  probationMonths: number;
  today: string;
  ccvOnly: boolean;
}

/** Left or inactive: what such a person may still see, they can no longer choose, change or opt out of. */
const notEmployed: Availability = { locked: true, reason: 'employment', availableFrom: null, message: benefitTexts.notEmployed };

/**
 * Voucher-only employees keep exactly their voucher benefits, whatever the other rules say. Anyone not
 * active sees only what is shown to them, locked (information benefits have nothing to lock).
 */
export function benefitAccess(
  benefit: { groupCode: string; eligibility: EligibilityRules; kind?: string; withdrawnOn?: string | null },
  context: AccessContext,
): Access {
  // Withdrawn from a date (the catalogue's Withdraw): from that day it is no longer offered, nor shown.
  if (benefit.withdrawnOn && benefit.withdrawnOn <= context.today) return hidden;
  const access = context.ccvOnly
    ? benefit.groupCode === CCV_GROUP_CODE
      ? { visible: true, availability: open }
      : hidden
    : eligibilityOf(benefit.eligibility, context.facts, context.probationMonths, context.today);
  if (access.visible && context.facts.employmentStatus !== 'active' && benefit.kind !== 'information') return { visible: true, availability: notEmployed };
  return access;
}
