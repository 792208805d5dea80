import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { EmployerContribution, PricingRule } from '@portal/contracts';
import type { Executor } from '../../db/repositories/executor.ts';
import { pricedPeople, type PricedPerson } from '../../db/repositories/users.ts';
import { benefitPriceChanges, benefits, clients, schemeYears, users } from '../../db/schema/index.ts';

/** Every query names the client: another client's benefit or price change is never found. */

/** A benefit of the client with its scheme year; `lock`: the benefit row locked for the change that reads it. */
export async function findClientBenefit(db: Executor, clientId: number, benefitId: number, lock = false) {
  const query = db
    .select({ benefit: benefits, year: schemeYears })
    .from(benefits)
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  const [row] = await (lock ? query.for('update', { of: benefits }) : query);
  return row;
}

/** A benefit's price changes with the name of who scheduled each, in the order they take effect. */
export const listPriceChanges = (db: Executor, clientId: number, benefitId: number) =>
  db
    .select({
      change: benefitPriceChanges,
      createdBy: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.surname} end`,
    })
    .from(benefitPriceChanges)
    .leftJoin(users, eq(users.id, benefitPriceChanges.createdBy))
    .where(and(eq(benefitPriceChanges.clientId, clientId), eq(benefitPriceChanges.benefitId, benefitId)))
    .orderBy(asc(benefitPriceChanges.effectiveOn), asc(benefitPriceChanges.id));

export async function insertPriceChange(
  db: Executor,
  change: {
    clientId: number;
    benefitId: number;
    effectiveOn: string;
    pricing: PricingRule;
    employerContribution: EmployerContribution;
    createdBy: number;
    at: Date;
  },
) {
  const [row] = await db
    .insert(benefitPriceChanges)
    .values({
      clientId: change.clientId,
      benefitId: change.benefitId,
      effectiveOn: change.effectiveOn,
      pricing: change.pricing,
      employerContribution: change.employerContribution,
      createdBy: change.createdBy,
      createdAt: change.at,
    })
    .returning();
  return row!;
}

/** One price change of the benefit, locked until the transaction ends (a cancel waits for the job applying it). */
export async function lockPriceChange(db: Executor, clientId: number, benefitId: number, changeId: number) {
  const [row] = await db
    .select()
    .from(benefitPriceChanges)
    .where(and(eq(benefitPriceChanges.clientId, clientId), eq(benefitPriceChanges.benefitId, benefitId), eq(benefitPriceChanges.id, changeId)))
    .for('update');
  return row;
}

export const deletePriceChange = (db: Executor, clientId: number, changeId: number) =>
  db
    .delete(benefitPriceChanges)
    .where(and(eq(benefitPriceChanges.clientId, clientId), eq(benefitPriceChanges.id, changeId), isNull(benefitPriceChanges.appliedAt)));

/**
 * The next price change due by `today` that no other run holds (FOR UPDATE SKIP LOCKED), and only when no earlier change
 * of its benefit is still waiting: two instances never apply the same change, nor a benefit's changes out of order.
 */
export async function claimDuePriceChange(db: Executor, today: string) {
  const [row] = await db
    .select()
    .from(benefitPriceChanges)
    .where(
      and(
        isNull(benefitPriceChanges.appliedAt),
        lte(benefitPriceChanges.effectiveOn, today),
        sql`not exists (
          select 1 from ${benefitPriceChanges} p
          where p.benefit_id = ${benefitPriceChanges.benefitId} and p.applied_at is null
            and (p.effective_on, p.id) < (${benefitPriceChanges.effectiveOn}, ${benefitPriceChanges.id})
        )`,
      ),
    )
    .orderBy(asc(benefitPriceChanges.effectiveOn), asc(benefitPriceChanges.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markPriceChangeApplied(db: Executor, changeId: number, at: Date) {
  await db.update(benefitPriceChanges).set({ appliedAt: at }).where(eq(benefitPriceChanges.id, changeId));
}

/** The new plan on the benefit; its version moves on, so an editor open on the old plan is told it changed (409). */
export async function writeBenefitPlan(
  db: Executor,
  clientId: number,
  benefitId: number,
  plan: { pricing: PricingRule; employerContribution: EmployerContribution },
) {
  await db
    .update(benefits)
    .set({ pricing: plan.pricing, employerContribution: plan.employerContribution, version: sql`${benefits.version} + 1` })
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
}

export async function findPayrollCutoffDay(db: Executor, clientId: number): Promise<number> {
  const [row] = await db.select({ cutoffDay: clients.payrollCutoffDay }).from(clients).where(eq(clients.id, clientId));
  return row?.cutoffDay ?? 20;
}

/** What the pricing engine reads about people: salary and date of birth (the wizard's facts), by id. */
export async function pricingFactsOf(db: Executor, clientId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { salary: number | null; dateOfBirth: string | null }>();
  const rows = await db
    .select({ id: users.id, salary: users.salary, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.id, { salary: row.salary === null ? null : Number(row.salary), dateOfBirth: row.dateOfBirth }]));
}

/** The person's facts for a quote: an employee of this client (another client's is not found). */
export async function findQuotePerson(db: Executor, clientId: number, userId: number): Promise<PricedPerson | undefined> {
  const [row] = await pricedPeople(db, clientId, [userId]);
  return row;
}

/** The client's benefits (of every scheme year) priced from the person's salary: cover as a multiple of salary. */
export const salaryLinkedBenefits = (db: Executor, clientId: number) =>
  db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), sql`${benefits.pricing}->>'kind' = 'cover-multiple'`))
    .orderBy(asc(benefits.id));
