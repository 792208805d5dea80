import { and, asc, eq, getTableColumns, inArray, sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { fromJsonRow, jsonRowOf } from '../../json-row.ts';
import { benefitSelections, benefits, clients, schemeYears, type SelectionRow } from '../../schema/index.ts';
import type { Executor } from '../executor.ts';
import { currentChoiceRows, knownNow, openOrWaiting, openVersions } from '../selections.ts';

/** People's choices: what a person has (the employer's panel, policies, a family member's cover, an HR upload's people). */

/** The user's cover in force (open versions, as we know them now) with its benefit: each has a policy document. */
export const activeSelections = (db: Db, clientId: number, userId: number) =>
  db
    .select({ selection: benefitSelections, benefit: benefits })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, benefitSelections.clientId)))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), openVersions()))
    .orderBy(asc(benefits.sortOrder));

/** An employee's choices as the employer's panel lists them: cover in force and requests waiting, in the benefits' order. */
export async function employeeSelections(db: Db, clientId: number, employeeId: number) {
  return db
    .select({
      selectionId: benefitSelections.id,
      benefitName: benefits.name,
      status: benefitSelections.status,
      startsOn: benefitSelections.startsOn,
      endsOn: benefitSelections.endsOn,
      employeeCost: benefitSelections.employeeCost,
      employerCost: benefitSelections.employerCost,
    })
    .from(benefitSelections)
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(benefitSelections.userId, employeeId),
        sql`${benefitSelections.status} in ('pending-approval', 'active')`,
        currentChoiceRows,
      ),
    )
    .orderBy(asc(benefits.sortOrder), asc(benefits.id));
}

/**
 * Every version ever known of a person's fixed-term agreements (salary sacrifice over more than one month), oldest
 * first, with its benefit's name and pricing and the client's payroll cut-off day: the employer's panel and a pause.
 */
export function agreementHistory(db: Executor, clientId: number, userId: number) {
  const agreementChains = db
    .select({ chainId: benefitSelections.chainId })
    .from(benefitSelections)
    .where(
      and(
        eq(benefitSelections.clientId, clientId),
        eq(benefitSelections.userId, userId),
        sql`coalesce((${benefitSelections.costs} -> 'sacrifice' ->> 'months')::int, 1) > 1`,
      ),
    );
  return db
    .select({
      ...getTableColumns(benefitSelections),
      yearEndsOn: schemeYears.endsOn,
      benefitName: benefits.name,
      pricing: benefits.pricing,
      cutoffDay: clients.payrollCutoffDay,
    })
    .from(benefitSelections)
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId))
    .innerJoin(clients, eq(clients.id, benefitSelections.clientId))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), inArray(benefitSelections.chainId, agreementChains)))
    .orderBy(benefitSelections.id);
}
export type AgreementVersion = Awaited<ReturnType<typeof agreementHistory>>[number];

/** Whether a live selection covers a family member; the family module has already checked the member is the caller's. */
export async function isFamilyMemberCovered(db: Db, clientId: number, memberId: number): Promise<boolean> {
  const count = await db.$count(
    benefitSelections,
    and(eq(benefitSelections.clientId, clientId), openOrWaiting, sql`${memberId} = ANY(${benefitSelections.peopleCovered})`),
  );
  return count > 0;
}

/**
 * Open choices of these people, as we know them now: the cover in force that has not ended (a change's replacement
 * included), and requests waiting for approval (a change's request sits beside its cover: `status` tells them apart).
 */
export const liveSelections = (db: Db, clientId: number, userIds: number[]) =>
  db
    .select({
      id: benefitSelections.id,
      userId: benefitSelections.userId,
      benefitId: benefitSelections.benefitId,
      status: benefitSelections.status,
      values: benefitSelections.values,
      peopleCovered: benefitSelections.peopleCovered,
      startsOn: benefitSelections.startsOn,
    })
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), inArray(benefitSelections.userId, userIds), openOrWaiting));

/** Whether the person ever chose (or asked for) anything, whatever became of it. */
export async function hasSelections(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: benefitSelections.id }).from(benefitSelections).where(eq(benefitSelections.userId, userId)).limit(1);
  return row !== undefined;
}

/** A value of the statement: a placeholder, or a column of the query around it. */
type Param = SQLWrapper | Column | Placeholder;

const selectionFields = getTableColumns(benefitSelections);

/**
 * What we know now of a person's choices of some benefits (`benefitIds`: a subquery), as one JSON array (db/json-row.ts),
 * newest first: a session read carries it. `readSelectionsJson` reads it back.
 */
export const currentSelectionsJson = (clientId: Param, userId: Param, benefitIds: SQL): SQL => sql`(
    SELECT coalesce(json_agg(${jsonRowOf(selectionFields)} ORDER BY ${benefitSelections.id} DESC), '[]'::json)
    FROM ${benefitSelections}
    WHERE ${benefitSelections.clientId} = ${clientId} AND ${benefitSelections.userId} = ${userId} AND ${knownNow}
      AND ${benefitSelections.benefitId} IN ${benefitIds}
  )`;

export const readSelectionsJson = (selections: unknown[][]): SelectionRow[] =>
  selections.map((selection) => fromJsonRow<SelectionRow>(selectionFields, selection));
