import { and, asc, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { benefitInUse } from '../../db/repositories/selection-reads/catalogue.ts';
import { benefitFaqs, benefits, faqs, schemeYears, type BenefitRow, type NewBenefit } from '../../db/schema/index.ts';

/** A client's scheme years, newest first, as the Benefits tab's year picker shows them. */
export const catalogueYears = (db: Executor, clientId: number) =>
  db
    .select({ id: schemeYears.id, year: schemeYears.year, startsOn: schemeYears.startsOn, endsOn: schemeYears.endsOn, isCurrent: schemeYears.isCurrent })
    .from(schemeYears)
    .where(eq(schemeYears.clientId, clientId))
    .orderBy(desc(schemeYears.startsOn), desc(schemeYears.year), desc(schemeYears.id));
export type CatalogueYearRow = Awaited<ReturnType<typeof catalogueYears>>[number];

/** A scheme year's benefits, by order then name, each with how many people ever chose it. */
export const catalogueRows = (db: Executor, clientId: number, schemeYearId: number) =>
  db
    .select({
      id: benefits.id,
      name: benefits.name,
      kind: benefits.kind,
      pricing: benefits.pricing,
      category: benefits.category,
      provider: benefits.provider,
      providerEmail: benefits.providerEmail,
      inUse: benefitInUse,
      withdrawnOn: benefits.withdrawnOn,
      sortOrder: benefits.sortOrder,
      templateCode: benefits.templateCode,
      version: benefits.version,
    })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYearId, schemeYearId)))
    .orderBy(asc(benefits.sortOrder), asc(benefits.name), asc(benefits.id));

/** One of the client's benefits (never another client's); `lock`: held until the transaction ends. */
export async function findClientBenefit(db: Executor, clientId: number, benefitId: number, lock = false): Promise<BenefitRow | undefined> {
  const query = db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findClientYear(db: Executor, clientId: number, schemeYearId: number) {
  const [row] = await db
    .select()
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), eq(schemeYears.id, schemeYearId)));
  return row;
}

/** The client's own FAQs, as the editor offers them for a benefit's related questions. */
export const clientFaqChoices = (db: Executor, clientId: number) =>
  db
    .select({ id: faqs.id, question: faqs.question })
    .from(faqs)
    .where(eq(faqs.clientId, clientId))
    .orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id));

export async function clientFaqIds(db: Executor, clientId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.clientId, clientId), inArray(faqs.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function benefitFaqIds(db: Executor, benefitId: number): Promise<number[]> {
  const rows = await db.select({ id: benefitFaqs.faqId }).from(benefitFaqs).where(eq(benefitFaqs.benefitId, benefitId)).orderBy(asc(benefitFaqs.faqId));
  return rows.map((row) => row.id);
}

/** The benefit's related questions become exactly `faqIds` (already checked to be the client's). */
export async function setBenefitFaqs(db: Executor, benefitId: number, faqIds: number[]): Promise<void> {
  await db.delete(benefitFaqs).where(eq(benefitFaqs.benefitId, benefitId));
  if (faqIds.length > 0) await db.insert(benefitFaqs).values(faqIds.map((faqId) => ({ benefitId, faqId })));
}

/** Every group code the client's benefits use, in any year (but `exceptId`'s). */
export async function clientGroupCodes(db: Executor, clientId: number, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: benefits.groupCode })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), exceptId === undefined ? undefined : ne(benefits.id, exceptId)));
  return new Set(rows.map((row) => row.code));
}

/** The order after the last of the year's benefits. */
export async function nextSortOrder(db: Executor, clientId: number, schemeYearId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(benefits.sortOrder) })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYearId, schemeYearId)));
  return Math.min((row?.last ?? 0) + 1, 9999);
}

export async function insertBenefit(db: Executor, values: NewBenefit): Promise<BenefitRow> {
  const [row] = await db.insert(benefits).values(values).returning();
  return row!;
}

/** Writes the benefit's new values and raises its version, only from the version read (else undefined). */
export async function updateBenefit(db: Executor, clientId: number, benefitId: number, version: number, values: Partial<NewBenefit>) {
  const [row] = await db
    .update(benefits)
    .set({ ...values, version: version + 1 })
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId), eq(benefits.version, version)))
    .returning();
  return row;
}

export async function deleteBenefit(db: Executor, clientId: number, benefitId: number): Promise<boolean> {
  const rows = await db
    .delete(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)))
    .returning({ id: benefits.id });
  return rows.length > 0;
}

/**
 * What the readiness lines of the catalogue read (issue 28 §4): whether the current year offers a benefit today or later,
 * whether a selection window is open or still to come, and the plans and provider e-mails of every benefit still offered
 * (in a year not yet over, not withdrawn by today).
 */
export async function catalogueReadinessFacts(db: Executor, clientId: number, today: string) {
  const notWithdrawn = sql`(${benefits.withdrawnOn} is null or ${benefits.withdrawnOn} > ${today})`;
  // One after another: go-live reads them in its transaction, whose connection runs one query at a time.
  const offered = await db
    .select({
      isCurrent: schemeYears.isCurrent,
      kind: benefits.kind,
      setup: benefits.setup,
      pricing: benefits.pricing,
      employerContribution: benefits.employerContribution,
      eligibility: benefits.eligibility,
      providerEmail: benefits.providerEmail,
    })
    .from(benefits)
    .innerJoin(schemeYears, and(eq(schemeYears.id, benefits.schemeYearId), eq(schemeYears.clientId, benefits.clientId)))
    .where(and(eq(benefits.clientId, clientId), sql`${schemeYears.endsOn} >= ${today}`, notWithdrawn));
  const windows = await db
    .select({ id: schemeYears.id })
    .from(schemeYears)
    .where(and(eq(schemeYears.clientId, clientId), sql`${schemeYears.windowClosesOn} >= ${today}`))
    .limit(1);
  return { offered, windowOpenOrToCome: windows.length > 0 };
}
