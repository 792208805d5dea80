import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../connect.ts';
import type { Executor } from '../executor.ts';
import { benefitSelections, benefits, users, type SelectionRow } from '../../schema/index.ts';
import { openVersions, waitingRequests } from '../selections.ts';

/** Requests waiting for a decision (the approvals queue and its digest); every query takes the client id first and filters by it. */

/** Requests waiting for a decision: what we know now. */
const pending = (clientId: number) => and(eq(benefitSelections.clientId, clientId), waitingRequests);

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

/** The version in force beside a request: its chain's open version (active, not ended by a change), as we know it now. */
const live = alias(benefitSelections, 'live');
const liveOf = (clientId: number) => and(eq(live.chainId, benefitSelections.chainId), openVersions(live), eq(live.clientId, clientId));

/** The names of the family members a version covers (its own person's only), in the order they were added. */
const coveredNames = (version: typeof benefitSelections | typeof live) =>
  sql<string[]>`array(select fm.first_name || ' ' || fm.surname from family_members fm
    where fm.id = any(${version.peopleCovered}) and fm.user_id = ${version.userId} order by fm.id)`;

/** A request as the approvals lists show it: who made it and the cover in force it would change. */
const requestColumns = {
  selectionId: benefitSelections.id,
  values: benefitSelections.values,
  peopleCovered: benefitSelections.peopleCovered,
  coveredNames: coveredNames(benefitSelections),
  employeeCost: benefitSelections.employeeCost,
  startsOn: benefitSelections.startsOn,
  requestedAt: benefitSelections.createdAt,
  firstName: users.firstName,
  surname: users.surname,
  employeeNumber: users.employeeNumber,
  live: { values: live.values, peopleCovered: live.peopleCovered, coveredNames: coveredNames(live), employeeCost: live.employeeCost, startsOn: live.startsOn },
};

/** One benefit's requests awaiting approval, with who made them and the cover in force each would change, by surname. */
export function pendingOfBenefit(db: Db, clientId: number, benefitId: number) {
  return db
    .select(requestColumns)
    .from(benefitSelections)
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .leftJoin(live, liveOf(clientId))
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
      benefit: {
        id: benefits.id,
        name: benefits.name,
        setup: benefits.setup,
        requiresApproval: benefits.requiresApproval,
        medicalQuestions: benefits.medicalQuestions,
      },
      ...requestColumns,
    })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, clientId)))
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .leftJoin(live, liveOf(clientId))
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
        openVersions(),
        sql`${benefitSelections.chainId} = any(${sql.param(requests.map((r) => r.chainId))}::int[])`,
      ),
    )
    .for('update');
  const byChain = new Map(open.map((row) => [row.chainId, row]));
  return requests.map((request) => ({ request, live: byChain.get(request.chainId) ?? null }));
}

/** The clients with requests waiting for a decision (the digest's round). */
export async function clientsWithPending(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ clientId: benefitSelections.clientId }).from(benefitSelections).where(waitingRequests);
  return rows.map((row) => row.clientId);
}

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

/** How many requests of the client wait for a decision (the employer's home page). */
export const countClientPendingSelections = (db: Db, clientId: number) => db.$count(benefitSelections, pending(clientId));

/** Cover asked above the free cover limit that waits for the insurer: an open version whose figures say so (issue 36). */
const awaitingInsurer = sql`(${benefitSelections.costs}->'cover'->>'evidence' = 'pending')`;

/** The client's cover awaiting the insurer, by surname: who, which benefit, and the figures of the version in force. */
export function underwritingCases(db: Db, clientId: number) {
  return db
    .select({
      selectionId: benefitSelections.chainId,
      costs: benefitSelections.costs,
      startsOn: benefitSelections.startsOn,
      endsOn: benefitSelections.endsOn,
      askedAt: benefitSelections.createdAt,
      firstName: users.firstName,
      surname: users.surname,
      employeeNumber: users.employeeNumber,
      benefitId: benefits.id,
      benefitName: benefits.name,
      provider: benefits.provider,
    })
    .from(benefitSelections)
    .innerJoin(users, and(eq(users.id, benefitSelections.userId), eq(users.clientId, clientId)))
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, clientId)))
    .where(and(eq(benefitSelections.clientId, clientId), openVersions(), awaitingInsurer))
    .orderBy(asc(users.surname), asc(users.firstName), asc(benefitSelections.chainId));
}

/** The open version of one of the client's choices while it awaits the insurer, locked for HR's decision; else none. */
export async function lockAwaitingInsurer(db: Executor, clientId: number, chainId: number): Promise<SelectionRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.chainId, chainId), openVersions(), awaitingInsurer))
    .for('update');
  return row;
}
