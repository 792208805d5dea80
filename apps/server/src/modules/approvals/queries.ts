import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { benefitSelections, benefits, clients, users } from '../../db/schema/index.ts';

/** SQL of selection approvals; every query takes the client id first and filters by it. */

const pending = (clientId: number) => and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.status, 'pending-approval'));

/** The client's benefits with selections awaiting approval, and how many each, in the benefits' own order. */
export function pendingByBenefit(db: Db, clientId: number) {
  return db
    .select({ benefitId: benefits.id, benefitName: benefits.name, provider: benefits.provider, count: sql<number>`count(*)::int` })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, clientId)))
    .where(pending(clientId))
    .groupBy(benefits.id)
    .orderBy(asc(benefits.sortOrder), asc(benefits.name), asc(benefits.id));
}

export async function findClientBenefit(db: Db, clientId: number, benefitId: number) {
  const [row] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row;
}

/** One benefit's selections awaiting approval, with who made them, by surname. */
export function pendingOfBenefit(db: Db, clientId: number, benefitId: number) {
  return db
    .select({
      selectionId: benefitSelections.id,
      values: benefitSelections.values,
      peopleCovered: benefitSelections.peopleCovered,
      employeeCost: benefitSelections.employeeCost,
      startsOn: benefitSelections.startsOn,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(benefitSelections)
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .where(and(pending(clientId), eq(benefitSelections.benefitId, benefitId)))
    .orderBy(asc(users.surname), asc(users.firstName), asc(benefitSelections.id));
}

/** Locks the selections among `ids` that are the client's and still pending; others are left alone. */
export async function lockPending(tx: Db, clientId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: benefitSelections.id })
    .from(benefitSelections)
    .where(and(pending(clientId), sql`${benefitSelections.id} = any(${sql.param(ids)}::int[])`))
    .orderBy(asc(benefitSelections.id))
    .for('update');
  return rows.map((r) => r.id);
}

export interface Decided {
  id: number;
  userId: number;
  benefitId: number;
  startsOn: string;
}

/**
 * Approves locked selections: active from now. One never approved before whose start date has passed starts on
 * `nextStart` instead (no cover, and no deduction, before it was approved); a change of approved cover keeps its start.
 */
export function approve(tx: Db, clientId: number, ids: number[], now: Date, today: string, nextStart: string): Promise<Decided[]> {
  const moves = sql`${benefitSelections.approvedAt} is null and ${benefitSelections.startsOn} < ${today}::date`;
  return tx
    .update(benefitSelections)
    .set({
      status: 'active',
      approvedAt: sql`coalesce(${benefitSelections.approvedAt}, ${now.toISOString()}::timestamptz)`,
      startsOn: sql`case when ${moves} then ${nextStart}::date else ${benefitSelections.startsOn} end`,
      values: sql`case when ${moves} and ${benefitSelections.values} ? 'startDate'
        then jsonb_set(${benefitSelections.values}, '{startDate}', to_jsonb(${nextStart}::text)) else ${benefitSelections.values} end`,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(and(pending(clientId), sql`${benefitSelections.id} = any(${sql.param(ids)}::int[])`))
    .returning({ id: benefitSelections.id, userId: benefitSelections.userId, benefitId: benefitSelections.benefitId, startsOn: benefitSelections.startsOn });
}

export function reject(tx: Db, clientId: number, ids: number[], now: Date, reason: string | null): Promise<Decided[]> {
  return tx
    .update(benefitSelections)
    .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
    .where(and(pending(clientId), sql`${benefitSelections.id} = any(${sql.param(ids)}::int[])`))
    .returning({ id: benefitSelections.id, userId: benefitSelections.userId, benefitId: benefitSelections.benefitId, startsOn: benefitSelections.startsOn });
}

/** Who to tell, and about which benefit: the people and benefits of the decided selections. */
export async function recipients(tx: Db, clientId: number, userIds: number[], benefitIds: number[]) {
  const [people, named] = await Promise.all([
    tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, preferredName: users.preferredName })
      .from(users)
      .where(and(eq(users.clientId, clientId), sql`${users.id} = any(${sql.param(userIds)}::int[])`)),
    tx
      .select({ id: benefits.id, name: benefits.name })
      .from(benefits)
      .where(and(eq(benefits.clientId, clientId), sql`${benefits.id} = any(${sql.param(benefitIds)}::int[])`)),
  ]);
  return { people: new Map(people.map((p) => [p.id, p])), benefits: new Map(named.map((b) => [b.id, b.name])) };
}

export async function findClient(db: Db, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}
