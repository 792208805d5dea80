import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { benefitSelections, benefits, lifeEventTypes, lifeEvents, schemeYears, users } from '../../schema/index.ts';
import { inForceBetween } from '../selections.ts';

/** What the payroll, provider and life-event reports read of the choices (modules/reports works out their lines). */

/** The versions a payroll or provider report reads: decided ones (neither a request nor a refusal) that may pay between `from` and `to`. */
const sourceFilter = (clientId: number, from: string, to: string) =>
  and(
    eq(benefitSelections.clientId, clientId),
    sql`${benefitSelections.approvedAt} is not null`,
    sql`${benefitSelections.status} <> 'rejected'`,
    inForceBetween(from, to),
  );

const sourceColumns = {
  userId: users.id,
  employeeNumber: users.employeeNumber,
  firstName: users.firstName,
  surname: users.surname,
  employmentStatus: users.employmentStatus,
  employmentStartDate: users.employmentStartDate,
  title: users.title,
  dateOfBirth: users.dateOfBirth,
  sex: users.sex,
  salary: users.salary,
  setup: benefits.setup,
  pricing: benefits.pricing,
  benefitId: benefits.id,
  benefitName: benefits.name,
  category: benefits.category,
  provider: benefits.provider,
  pricingKind: sql<string>`${benefits.pricing}->>'kind'`,
  yearStartsOn: schemeYears.startsOn,
  yearEndsOn: schemeYears.endsOn,
  values: benefitSelections.values,
  peopleCovered: benefitSelections.peopleCovered,
  status: benefitSelections.status,
  approvedAt: benefitSelections.approvedAt,
  startsOn: benefitSelections.startsOn,
  endsOn: benefitSelections.endsOn,
  employeeCost: benefitSelections.employeeCost,
  employerCost: benefitSelections.employerCost,
  costs: benefitSelections.costs,
  recordedAt: benefitSelections.recordedAt,
  supersededAt: benefitSelections.supersededAt,
  chainId: benefitSelections.chainId,
};

const selectSource = (db: Db) =>
  db
    .select(sourceColumns)
    .from(benefitSelections)
    .innerJoin(users, eq(users.id, benefitSelections.userId))
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .innerJoin(schemeYears, eq(schemeYears.id, benefits.schemeYearId));

/** One version a report reads, with what the reports show of the person, the benefit and its scheme year. */
export type SourceSelectionRow = Awaited<ReturnType<typeof selectSource>>[number];

/**
 * The selections that may pay between `from` and `to`, a batch of people at a time (keyset on the person's id), with
 * what the reports show of the person and the benefit. Each batch holds every such selection of its people.
 */
export async function eachSourceSelectionBatch(
  db: Db,
  clientId: number,
  from: string,
  to: string,
  onBatch: (rows: SourceSelectionRow[]) => Promise<void>,
  batchSize: number,
) {
  let after = 0;
  for (;;) {
    const people = await db
      .selectDistinct({ userId: benefitSelections.userId })
      .from(benefitSelections)
      .where(and(sourceFilter(clientId, from, to), gt(benefitSelections.userId, after)))
      .orderBy(asc(benefitSelections.userId))
      .limit(batchSize);
    if (people.length === 0) return;
    const ids = people.map((p) => p.userId);
    const rows = await selectSource(db)
      .where(and(sourceFilter(clientId, from, to), inArray(benefitSelections.userId, ids)))
      .orderBy(asc(users.surname), asc(users.firstName), asc(users.id), asc(benefits.sortOrder), asc(benefits.id), asc(benefitSelections.id));
    await onBatch(rows);
    after = ids[ids.length - 1]!;
    if (people.length < batchSize) return;
  }
}

/**
 * How many of the client's choices with a version a report reads between `from` and `to` (of `provider`'s benefits, when
 * given) were recorded or superseded after `since`: distinct chains.
 */
export async function changedChains(db: Db, clientId: number, from: string, to: string, since: Date, provider: string | null): Promise<number> {
  const [row] = await db
    .select({ changes: sql<number>`count(distinct ${benefitSelections.chainId})::int` })
    .from(benefitSelections)
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .where(
      and(
        sourceFilter(clientId, from, to),
        or(gt(benefitSelections.recordedAt, since), gt(benefitSelections.supersededAt, since)),
        provider === null ? undefined : eq(benefits.provider, provider),
      ),
    );
  return row?.changes ?? 0;
}

/** Life events whose change window closed between `from` and `to` (UK days), with the benefits the person changed in it. */
export async function closedLifeEvents(db: Db, clientId: number, from: string, to: string) {
  const result = (await db.execute(sql`
    select u.id as user_id, u.employee_number, u.first_name, u.surname, t.name as event_type, e.event_date,
      to_char(e.window_closes_at at time zone 'Europe/London', 'YYYY-MM-DD') as closed_on,
      coalesce((select string_agg(distinct b.name, ', ' order by b.name) from ${benefitSelections} s join ${benefits} b on b.id = s.benefit_id
        where s.client_id = e.client_id and s.user_id = e.user_id and s.recorded_at >= e.created_at and s.recorded_at <= e.window_closes_at), '') as changed
    from ${lifeEvents} e join ${users} u on u.id = e.user_id join ${lifeEventTypes} t on t.id = e.type_id
    where e.client_id = ${clientId}
      and (e.window_closes_at at time zone 'Europe/London')::date between ${from}::date and ${to}::date
    order by u.surname, u.first_name, u.id, e.event_date, e.id`)) as unknown as {
    rows: {
      user_id: number;
      employee_number: string | null;
      first_name: string;
      surname: string;
      event_type: string;
      event_date: string | Date;
      closed_on: string;
      changed: string;
    }[];
  };
  return result.rows;
}

/** Whether the client (a column of the query around it) had recorded any choice before `before`: the payroll schedule's "was there data yet". */
export const choiceRecordedBefore = (clientId: SQL, before: SQL) =>
  sql`exists (select 1 from ${benefitSelections} s where s.client_id = ${clientId} and s.recorded_at < ${before})`;

/**
 * The decided versions in force on `day` as known now (what a payroll report of that day's month reads), a page at a
 * time in a fixed order (person, benefit), with how many there are: the public API's selections (issue 39).
 */
export async function sourceSelectionsOn(db: Db, clientId: number, day: string, limit: number, offset: number) {
  const where = and(sourceFilter(clientId, day, day), sql`${benefitSelections.supersededAt} is null`);
  const [rows, [count]] = await Promise.all([
    selectSource(db)
      .where(where)
      .orderBy(asc(benefitSelections.userId), asc(benefits.sortOrder), asc(benefits.id), asc(benefitSelections.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(benefitSelections)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
