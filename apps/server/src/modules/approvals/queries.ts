import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { benefitSelections, benefits, clients, users, type SelectionRow } from '../../db/schema/index.ts';

/** SQL of selection approvals; every query takes the client id first and filters by it. Writes go through the selections repository. */

/** Requests waiting for a decision: what we know now. */
const pending = (clientId: number) =>
  and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt));

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

/** The version in force beside a request: its chain's open version (active, not ended by a change), as we know it now. */
const live = alias(benefitSelections, 'live');

/** One benefit's requests awaiting approval, with who made them and the cover in force each would change, by surname. */
export function pendingOfBenefit(db: Db, clientId: number, benefitId: number) {
  return db
    .select({
      selectionId: benefitSelections.id,
      values: benefitSelections.values,
      peopleCovered: benefitSelections.peopleCovered,
      employeeCost: benefitSelections.employeeCost,
      startsOn: benefitSelections.startsOn,
      requestedAt: benefitSelections.createdAt,
      firstName: users.firstName,
      surname: users.surname,
      employeeNumber: users.employeeNumber,
      live: { values: live.values, peopleCovered: live.peopleCovered, employeeCost: live.employeeCost, startsOn: live.startsOn },
    })
    .from(benefitSelections)
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .leftJoin(
      live,
      and(
        eq(live.chainId, benefitSelections.chainId),
        eq(live.status, 'active'),
        isNull(live.endReason),
        isNull(live.supersededAt),
        eq(live.clientId, clientId),
      ),
    )
    .where(and(pending(clientId), eq(benefitSelections.benefitId, benefitId)))
    .orderBy(asc(users.surname), asc(users.firstName), asc(benefitSelections.id));
}

/**
 * Every request of the client awaiting approval, or one benefit's, with its benefit, who made it and the cover in force
 * each would change: in the benefits' order, then by surname (one benefit's rows read as on its own table).
 */
export function pendingRequests(db: Db, clientId: number, benefitId: number | null) {
  return db
    .select({
      benefit: { id: benefits.id, name: benefits.name, setup: benefits.setup },
      selectionId: benefitSelections.id,
      values: benefitSelections.values,
      peopleCovered: benefitSelections.peopleCovered,
      employeeCost: benefitSelections.employeeCost,
      startsOn: benefitSelections.startsOn,
      requestedAt: benefitSelections.createdAt,
      firstName: users.firstName,
      surname: users.surname,
      employeeNumber: users.employeeNumber,
      live: { values: live.values, peopleCovered: live.peopleCovered, employeeCost: live.employeeCost, startsOn: live.startsOn },
    })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, clientId)))
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .leftJoin(
      live,
      and(
        eq(live.chainId, benefitSelections.chainId),
        eq(live.status, 'active'),
        isNull(live.endReason),
        isNull(live.supersededAt),
        eq(live.clientId, clientId),
      ),
    )
    .where(and(pending(clientId), benefitId === null ? undefined : eq(benefitSelections.benefitId, benefitId)))
    .orderBy(asc(benefits.sortOrder), asc(benefits.name), asc(benefits.id), asc(users.surname), asc(users.firstName), asc(benefitSelections.id));
}

export interface LockedRequest {
  request: SelectionRow;
  /** The chain's open version in force, for a change; null for a new choice. */
  live: SelectionRow | null;
}

/**
 * Locks the requests among `ids` that are the client's and still waiting, with their chains' open versions; others are
 * left alone. Two decisions at once take turns here, and the second finds nothing waiting.
 */
export async function lockPending(tx: Db, clientId: number, ids: number[]): Promise<LockedRequest[]> {
  const requests = await tx
    .select()
    .from(benefitSelections)
    .where(and(pending(clientId), sql`${benefitSelections.id} = any(${sql.param(ids)}::int[])`))
    .orderBy(asc(benefitSelections.id))
    .for('update');
  if (requests.length === 0) return [];
  const open = await tx
    .select()
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(benefitSelections.status, 'active'),
        isNull(benefitSelections.endReason),
        isNull(benefitSelections.supersededAt),
        sql`${benefitSelections.chainId} = any(${sql.param(requests.map((r) => r.chainId))}::int[])`,
      ),
    )
    .for('update');
  const byChain = new Map(open.map((row) => [row.chainId, row]));
  return requests.map((request) => ({ request, live: byChain.get(request.chainId) ?? null }));
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

/** The clients with requests waiting for a decision (the digest's round). */
export async function clientsWithPending(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: benefitSelections.clientId })
    .from(benefitSelections)
    .where(and(eq(benefitSelections.status, 'pending-approval'), isNull(benefitSelections.supersededAt)));
  return rows.map((row) => row.clientId);
}

/** The client's HR administrators who use the employer tools (active employer users with an activated account). */
export const hrAdministrators = (db: Db, clientId: number) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName, preferredName: users.preferredName })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.userType, 'employer'), eq(users.employmentStatus, 'active'), isNotNull(users.activatedAt)))
    .orderBy(asc(users.id));

/** Requests still waiting that were made (or revised) after `since` (all waiting when null), counted by benefit in the benefits' order. */
export function newPendingByBenefit(db: Db, clientId: number, since: Date | null) {
  return db
    .select({ benefitName: benefits.name, count: sql<number>`count(*)::int` })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, clientId)))
    .where(and(pending(clientId), since ? gt(benefitSelections.recordedAt, since) : undefined))
    .groupBy(benefits.id)
    .orderBy(asc(benefits.sortOrder), asc(benefits.name), asc(benefits.id));
}
