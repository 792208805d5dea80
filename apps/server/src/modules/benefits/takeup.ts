import { and, asc, count, eq, ilike, ne, or, sql, sum } from 'drizzle-orm';
import { penceOf, poundsOf, ukToday, type TakeUpList } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { currentChoiceRows } from '../../db/repositories/selections.ts';
import { benefitSelections, users, type BenefitRow } from '../../db/schema/index.ts';
import { benefitAccess } from './eligibility.ts';
import { currentClientBenefits } from './client-benefits.ts';

const oneDecimal = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
/** Pence-exact sum of money columns summed by PostgreSQL (numeric, as text). */
const totalPounds = (values: (string | null | undefined)[]) => poundsOf(values.reduce((total, value) => total + penceOf(Number(value ?? 0)), 0n));

/** The facts the eligibility rules read, for everyone of the client who can hold benefits. */
const peopleFacts = (db: Db, clientId: number) =>
  db
    .select({
      employmentStatus: users.employmentStatus,
      employmentStartDate: users.employmentStartDate,
      dateOfBirth: users.dateOfBirth,
      grade: users.grade,
      location: users.location,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), ne(users.userType, 'admin')));

const selectionCounts = (db: Db, clientId: number, benefitIds: number[]) =>
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

/** Eligible means: the rules show the benefit to the person and nothing (probation, service) locks it today. */
function eligibleOf(benefit: BenefitRow, people: Awaited<ReturnType<typeof peopleFacts>>, probationMonths: number, today: string) {
  const eligible = new Set<number>();
  people.forEach((facts, index) => {
    const access = benefitAccess(benefit, { facts, probationMonths, today, ccvOnly: false });
    if (access.visible && !access.availability.locked) eligible.add(index);
  });
  return eligible;
}

/** How many people with a live selection of any of the benefits. */
const peopleWithLiveSelections = async (db: Db, clientId: number, benefitIds: number[]) =>
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

/** Take-up of every benefit of the client's current scheme year that people choose (not information pages). */
export async function benefitTakeUp(db: Db, clientId: number, clientVersion: number, now: Date): Promise<TakeUpList> {
  const { year, benefits: yearBenefits } = await currentClientBenefits(db, clientId, clientVersion);
  const chosen = yearBenefits.filter((b) => b.kind !== 'information');
  if (!year || chosen.length === 0) return { data: [], summary: { eligible: 0, withSelection: 0, share: 0 } };
  const today = ukToday(now);
  const ids = chosen.map((b) => b.id);
  const [people, counts, withSelection] = await Promise.all([
    peopleFacts(db, clientId),
    selectionCounts(db, clientId, ids),
    peopleWithLiveSelections(db, clientId, ids),
  ]);
  const eligibleForAny = new Set<number>();
  const data = chosen.map((benefit) => {
    const rows = counts.filter((row) => row.benefitId === benefit.id);
    const of = (status: string) => rows.find((row) => row.status === status);
    // Money is what payroll takes: cover in force, not requests still waiting (counted apart).
    const live = [of('active')];
    const selected = of('active')?.people ?? 0;
    const pending = of('pending-approval')?.people ?? 0;
    const eligibleSet = eligibleOf(benefit, people, year.probationMonths, today);
    eligibleSetUnion(eligibleForAny, eligibleSet);
    const eligible = eligibleSet.size;
    return {
      benefitId: benefit.id,
      name: benefit.name,
      provider: benefit.provider,
      eligible,
      selected,
      pending,
      optedOut: of('opted-out')?.people ?? 0,
      takeUp: oneDecimal(selected + pending, eligible),
      employeeMonthly: totalPounds(live.map((row) => row?.employee)),
      employerMonthly: totalPounds(live.map((row) => row?.employer)),
    };
  });
  return { data, summary: { eligible: eligibleForAny.size, withSelection, share: oneDecimal(withSelection, eligibleForAny.size) } };
}

const eligibleSetUnion = (into: Set<number>, from: Set<number>) => from.forEach((index) => into.add(index));

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
