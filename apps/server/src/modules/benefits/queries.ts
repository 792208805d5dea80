import { and, asc, between, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import { DEFAULT_EFFECTIVE_DATE_RULES, HOURS_PER_WEEK_LIMITS, type EffectiveDateRules } from '@portal/contracts';
import { benefitFaqs, benefits, ccvAccounts, ccvOrders, clients, familyMembers, faqs, schemeYears, users, type SchemeYearRow } from '../../db/schema/index.ts';

/** Every query takes the client id first and filters by it. */

export async function findCurrentSchemeYear(db: Db, clientId: number) {
  const [row] = await db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, true)));
  return row;
}

/** The year after the current one, once prepared (not current yet): the earliest of the client's years that starts after it. */
export async function findNextSchemeYear(db: Db, clientId: number, current: SchemeYearRow) {
  const [row] = await db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.isCurrent, false), gt(schemeYears.startsOn, current.startsOn)))
    .orderBy(asc(schemeYears.startsOn))
    .limit(1);
  return row;
}

export interface ClientCalendar {
  cutoffDay: number;
  newStarterWindowDays: number;
  /** Contracted hours a week of a person whose own are not on record. */
  defaultHoursPerWeek: number;
  effectiveDates: EffectiveDateRules;
}

/** The client's settings the benefit rules read: its payroll cut-off day, its new-starter window in days and when changes take effect. */
export async function findClientCalendar(db: Db, clientId: number): Promise<ClientCalendar> {
  const [row] = await db
    .select({
      cutoffDay: clients.payrollCutoffDay,
      newStarterWindowDays: clients.newStarterWindowDays,
      defaultHoursPerWeek: clients.defaultHoursPerWeek,
      joining: clients.joiningStarts,
      change: clients.changeStarts,
      lifeEvent: clients.lifeEventStarts,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return { cutoffDay: 20, newStarterWindowDays: 0, defaultHoursPerWeek: HOURS_PER_WEEK_LIMITS.default, effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES };
  const { cutoffDay, newStarterWindowDays, defaultHoursPerWeek, ...effectiveDates } = row;
  return { cutoffDay, newStarterWindowDays, defaultHoursPerWeek: Number(defaultHoursPerWeek), effectiveDates };
}

export async function findSchemeYear(db: Db, clientId: number, year: number) {
  const [row] = await db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.year, year)));
  return row;
}

const benefitsOfYear = prepared((db) =>
  db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, sql.placeholder('clientId')), eq(benefits.schemeYearId, sql.placeholder('schemeYearId'))))
    .orderBy(asc(benefits.sortOrder), asc(benefits.id))
    .prepare('benefits_of_year'),
);

export const listBenefitsOfYear = (db: Db, clientId: number, schemeYearId: number) => benefitsOfYear(db).execute({ clientId, schemeYearId });

/** A benefit of the client with its scheme year; another client's id finds nothing. */
export async function findBenefit(db: Db, clientId: number, benefitId: number) {
  const [row] = await db
    .select({ benefit: benefits, year: schemeYears })
    .from(benefits)
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row;
}

export const listGroupBenefits = (db: Db, clientId: number, groupCode: string, schemeYearId: number) =>
  db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.groupCode, groupCode), eq(benefits.schemeYearId, schemeYearId)));

/**
 * The client's benefits of these groups in every scheme year: a month's settlement counts arrears of an earlier month
 * of the group, which may be of the year before (a change into December settled in January).
 */
export const listGroupsBenefits = (db: Db, clientId: number, groupCodes: string[]) =>
  groupCodes.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(benefits)
        .where(and(eq(benefits.clientId, clientId), inArray(benefits.groupCode, groupCodes)));

export const countGroupBenefits = (db: Db, clientId: number, groupCode: string) =>
  db.$count(benefits, and(eq(benefits.clientId, clientId), eq(benefits.groupCode, groupCode)));

export const listFamily = (db: Db, clientId: number, userId: number) =>
  db
    .select({
      id: familyMembers.id,
      firstName: familyMembers.firstName,
      surname: familyMembers.surname,
      famtypeId: familyMembers.famtypeId,
      active: familyMembers.active,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, userId)));

export const listRelatedFaqs = (db: Db, clientId: number, benefitId: number) =>
  db
    .select({ id: faqs.id, category: faqs.category, question: faqs.question, answerHtml: faqs.answerHtml })
    .from(benefitFaqs)
    .innerJoin(faqs, eq(faqs.id, benefitFaqs.faqId))
    .where(and(eq(faqs.clientId, clientId), eq(benefitFaqs.benefitId, benefitId)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));

export async function findCcvAccount(db: Db, clientId: number, userId: number) {
  const [row] = await db
    .select()
    .from(ccvAccounts)
    .where(and(eq(ccvAccounts.clientId, clientId), eq(ccvAccounts.userId, userId)));
  return row;
}

export const listCcvOrders = (db: Db, clientId: number, userId: number) =>
  db
    .select()
    .from(ccvOrders)
    .where(and(eq(ccvOrders.clientId, clientId), eq(ccvOrders.userId, userId)))
    .orderBy(desc(ccvOrders.orderedOn), desc(ccvOrders.id));

/** True when the unique "one live selection" index refused an insert. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));

/** Every client's current scheme year that has a probation period. */
export const probationYears = (db: Db) =>
  db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.isCurrent, true), gt(schemeYears.probationMonths, 0)));

/** Active people of the client who have activated their account and started work between two days (inclusive). */
export const activeStartersBetween = (db: Db, clientId: number, from: string, to: string) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredName: users.preferredName,
      employmentStatus: users.employmentStatus,
      employmentStartDate: users.employmentStartDate,
      dateOfBirth: users.dateOfBirth,
      grade: users.grade,
      location: users.location,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.employmentStatus, 'active'), isNotNull(users.activatedAt), between(users.employmentStartDate, from, to)));
