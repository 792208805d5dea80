import { and, asc, count, eq, ilike, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { benefitSelections, users } from '../../schema/index.ts';
import { currentChoiceRows } from '../selections.ts';

/** Take-up: how many people chose the client's benefits, and who (the employer's take-up and insights screens). */

/** Per benefit and status, the people with a current choice and what they pay (as PostgreSQL sums it: numeric, as text). */
export const selectionCounts = (db: Db, clientId: number, benefitIds: number[]) =>
  db
    .select({
      benefitId: benefitSelections.benefitId,
      status: benefitSelections.status,
      people: count(),
      employee: sum(benefitSelections.employeeCost),
      employer: sum(benefitSelections.employerCost),
    })
    .from(benefitSelections)
    .where(and(eq(benefitSelections.clientId, clientId), sql`${benefitSelections.benefitId} = any(${sql.param(benefitIds)}::int[])`, currentChoiceRows))
    .groupBy(benefitSelections.benefitId, benefitSelections.status);

/** How many people with a live selection of any of the benefits. */
export const peopleWithLiveSelections = async (db: Db, clientId: number, benefitIds: number[]) =>
  (
    await db
      .select({ n: sql<number>`count(distinct ${benefitSelections.userId})::int` })
      .from(benefitSelections)
      .where(
        and(
          eq(benefitSelections.clientId, clientId),
          sql`${benefitSelections.benefitId} = any(${sql.param(benefitIds)}::int[])`,
          sql`${benefitSelections.status} in ('active', 'pending-approval')`,
          currentChoiceRows,
        ),
      )
  )[0]?.n ?? 0;

/** The people with a selection of one benefit of the client (latest first per status), searched and paged. */
export async function takeUpPeople(db: Db, clientId: number, benefitId: number, search: string | undefined, limit: number, offset: number) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(benefitSelections.clientId, clientId),
    eq(benefitSelections.benefitId, benefitId),
    currentChoiceRows,
    pattern
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.surname}`, pattern), ilike(users.email, pattern), ilike(users.employeeNumber, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        selectionId: benefitSelections.id,
        userId: users.id,
        firstName: users.firstName,
        surname: users.surname,
        email: users.email,
        employeeNumber: users.employeeNumber,
        status: benefitSelections.status,
        startsOn: benefitSelections.startsOn,
        employeeCost: benefitSelections.employeeCost,
        employerCost: benefitSelections.employerCost,
      })
      .from(benefitSelections)
      .innerJoin(users, eq(users.id, benefitSelections.userId))
      .where(where)
      .orderBy(asc(users.surname), asc(users.firstName), asc(benefitSelections.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(benefitSelections).innerJoin(users, eq(users.id, benefitSelections.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Whether the person of a page view ever had a version of the benefit active or waiting for approval (superseded versions
 * included, as the insights count has always read them). Its arguments are columns of the query around it.
 */
export const everActiveOrWaiting = (view: { clientId: SQL; userId: SQL; benefitId: SQL }) => sql`exists (
        select 1 from ${benefitSelections} s
        where s.client_id = ${view.clientId} and s.user_id = ${view.userId} and s.benefit_id = ${view.benefitId} and s.status in ('active', 'pending-approval')
      )`;
