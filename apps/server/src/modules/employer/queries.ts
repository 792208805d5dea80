import { and, count, desc as descending, eq, ilike, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EmployeeFilter } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { clients, familyMembers, lifeEventTypes, lifeEvents, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';

/** The employer's people: employees and employers of the client (platform administrators have no client). */
const ofClient = (clientId: number) => and(eq(users.clientId, clientId), sql`${users.userType} <> 'admin'`);

function matches(filter: EmployeeFilter): SQL | undefined {
  const search = filter.search ? likePattern(filter.search) : null;
  const registration = filter['filter[person_activated]'];
  const twoFactor = filter['filter[person_mfa_secret]'];
  const status = filter['filter[employment_status]'];
  return and(
    search ? or(ilike(sql`${users.firstName} || ' ' || ${users.surname}`, search), ilike(users.email, search), ilike(users.employeeNumber, search)) : undefined,
    registration === 'registered' ? isNotNull(users.activatedAt) : registration === 'not-registered' ? isNull(users.activatedAt) : undefined,
    twoFactor === undefined ? undefined : eq(users.mfaEnabled, twoFactor === 'enabled'),
    status === undefined ? undefined : eq(users.employmentStatus, status),
  );
}

export const employeeColumns = {
  id: users.id,
  employeeNumber: users.employeeNumber,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  location: users.location,
  grade: users.grade,
  employmentStatus: users.employmentStatus,
  activatedAt: users.activatedAt,
  lastLoginAt: users.lastLoginAt,
  mfaEnabled: users.mfaEnabled,
};

type Listed = { [K in keyof typeof employeeColumns]: SQLWrapper };
const selectListed = (db: Db) => db.select(employeeColumns).from(users);
type EmployeeListRow = Awaited<ReturnType<typeof selectListed>>[number];

/** An empty value sorts lowest (first going up, last going down), so one index per column serves both directions (users.ts). */
const nullable = new Set(['employee_number', 'location', 'grade', 'registered_at', 'last_login_at']);

/** Sorted as asked, then by name and id in the same direction, so pages never overlap or skip a person. */
function orderOf(filter: EmployeeFilter, c: Listed) {
  const desc = filter.sort_by !== undefined && filter.range === 'desc';
  const by = (column: SQLWrapper) => (desc ? sql`${column} desc` : sql`${column} asc`);
  const tieBreak = [by(c.surname), by(c.firstName), by(c.id)];
  if (!filter.sort_by || !filter.range || filter.sort_by === 'surname') return tieBreak;
  const column = {
    first_name: c.firstName,
    email: c.email,
    employee_number: c.employeeNumber,
    location: c.location,
    grade: c.grade,
    registered_at: c.activatedAt,
    last_login_at: c.lastLoginAt,
  }[filter.sort_by];
  return [nullable.has(filter.sort_by) ? sql`${by(column)} ${desc ? sql`nulls last` : sql`nulls first`}` : by(column), ...tieBreak];
}

/** Trigrams need three characters: a shorter search cannot use the index, so the plan is left to PostgreSQL. */
const TRIGRAM = 3;

/**
 * One page of the list, and how many match when the caller cannot know it (`knownTotal` null).
 *
 * A search is narrowed by the trigram index, then sorted, and counted in the same pass (`count(*) over ()`). PostgreSQL
 * prices ILIKE as cheap, so for a common name ('smith': 6 % of 100,000) it prefers reading the whole table and testing
 * three ILIKEs on every row (about 300 ms) to the index (about 55 ms); `enable_seqscan` is turned off for that one
 * statement (`SET LOCAL`, in its own transaction). OFFSET 0 keeps it from folding the search into the sort and walking
 * a sort index instead, which also reads most of the client.
 */
export async function pageEmployees(db: Db, clientId: number, filter: EmployeeFilter, limit: number, offset: number, knownTotal: number | null) {
  const where = and(ofClient(clientId), matches(filter));
  const countAll = async (on: Db) => (await on.select({ n: count() }).from(users).where(where))[0]?.n ?? 0;
  if (!filter.search) {
    const page = selectListed(db)
      .where(where)
      .orderBy(...orderOf(filter, employeeColumns))
      .limit(limit)
      .offset(offset);
    const [rows, total] = await Promise.all([page, knownTotal ?? countAll(db)]);
    return { rows, total };
  }
  const search = filter.search;
  return db.transaction(async (tx) => {
    if (search.length >= TRIGRAM) await tx.execute(sql`set local enable_seqscan = off`);
    // Written out: drizzle drops an `.offset(0)`, and without that fence PostgreSQL walks the name index of the
    // whole client, testing every row, because the LIMIT makes that look cheap (150 ms for 'priya').
    const inner = selectListed(tx).where(where);
    const found = (await tx.execute(
      sql`select m.*, count(*) over () as total from (${inner} offset 0) m
        order by ${sql.join(orderOf(filter, matched), sql`, `)} limit ${limit} offset ${offset}`,
    )) as unknown as { rows: (FetchedRow & { total: string })[] };
    // A page past the end has no row to carry the total.
    const total = found.rows[0] ? Number(found.rows[0].total) : offset > 0 ? await countAll(tx) : 0;
    return { rows: found.rows.map(fromFetched), total };
  });
}

/** The list's columns as the search's outer query reads them from its subquery `m` (named as in the table). */
const matched: Listed = {
  id: sql.raw('m.id'),
  employeeNumber: sql.raw('m.employee_number'),
  firstName: sql.raw('m.first_name'),
  surname: sql.raw('m.surname'),
  email: sql.raw('m.email'),
  location: sql.raw('m.location'),
  grade: sql.raw('m.grade'),
  employmentStatus: sql.raw('m.employment_status'),
  activatedAt: sql.raw('m.activated_at'),
  lastLoginAt: sql.raw('m.last_login_at'),
  mfaEnabled: sql.raw('m.mfa_enabled'),
};

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** Everyone of the client, how many have registered, use two-factor, and are active, inactive or left, whatever the search. */
export async function countPeople(db: Db, clientId: number) {
  const [row] = await db
    .select({
      total: count(),
      registered: count(users.activatedAt),
      twoFactor: countWhere(sql`${users.mfaEnabled}`),
      active: countWhere(eq(users.employmentStatus, 'active')),
      inactive: countWhere(eq(users.employmentStatus, 'inactive')),
      left: countWhere(eq(users.employmentStatus, 'left')),
    })
    .from(users)
    .where(ofClient(clientId));
  return {
    total: row?.total ?? 0,
    registered: row?.registered ?? 0,
    twoFactor: row?.twoFactor ?? 0,
    byStatus: { active: row?.active ?? 0, inactive: row?.inactive ?? 0, left: row?.left ?? 0 },
  };
}

export async function findEnforcement(db: Db, clientId: number) {
  const [row] = await db
    .select({ employees: clients.mfaEnforcedEmployees, employers: clients.mfaEnforcedEmployers })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

export async function insightsEnabled(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ on: clients.benefitInsightsEnabled }).from(clients).where(eq(clients.id, clientId));
  return Boolean(row?.on);
}

export async function updateEnforcement(db: Db, clientId: number, change: { employees?: boolean; employers?: boolean }) {
  const [row] = await db
    .update(clients)
    .set({
      ...(change.employees !== undefined && { mfaEnforcedEmployees: change.employees }),
      ...(change.employers !== undefined && { mfaEnforcedEmployers: change.employers }),
      // The admin console's Features tab shows these too: a save made there from an older read gets 409.
      settingsVersion: sql`${clients.settingsVersion} + 1`,
    })
    .where(eq(clients.id, clientId))
    .returning({ employees: clients.mfaEnforcedEmployees, employers: clients.mfaEnforcedEmployers });
  return row;
}

/** A row as PostgreSQL answers a FETCH (column names as they are in the table). */
type FetchedRow = {
  id: number;
  employee_number: string | null;
  first_name: string;
  surname: string;
  email: string;
  location: string | null;
  grade: string | null;
  employment_status: EmployeeListRow['employmentStatus'];
  activated_at: Date | null;
  last_login_at: Date | null;
  mfa_enabled: boolean;
};

const fromFetched = (row: FetchedRow): EmployeeListRow => ({
  id: row.id,
  employeeNumber: row.employee_number,
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  location: row.location,
  grade: row.grade,
  employmentStatus: row.employment_status,
  activatedAt: row.activated_at === null ? null : new Date(row.activated_at),
  lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
  mfaEnabled: row.mfa_enabled,
});

/** What a download also holds: the rest of the upload template's columns (days and money as PostgreSQL writes them). */
const reportColumns = {
  ...employeeColumns,
  title: users.title,
  dateOfBirth: sql<string | null>`${users.dateOfBirth}::text`.as('date_of_birth'),
  sex: users.sex,
  employmentStartDate: sql<string | null>`${users.employmentStartDate}::text`.as('employment_start_date'),
  leavingDate: sql<string | null>`${users.leavingDate}::text`.as('leaving_date'),
  salary: sql<string | null>`${users.salary}::text`.as('salary'),
};
type ReportFetchedRow = FetchedRow & Record<'title' | 'date_of_birth' | 'sex' | 'employment_start_date' | 'leaving_date' | 'salary', string | null>;
export type EmployeeReportRow = EmployeeListRow & Record<'title' | 'dateOfBirth' | 'sex' | 'employmentStartDate' | 'leavingDate' | 'salary', string | null>;

const fromReportFetched = (row: ReportFetchedRow): EmployeeReportRow => ({
  ...fromFetched(row),
  title: row.title,
  dateOfBirth: row.date_of_birth,
  sex: row.sex,
  employmentStartDate: row.employment_start_date,
  leavingDate: row.leaving_date,
  salary: row.salary,
});

/**
 * Every row of a download, a batch at a time through a server-side cursor, so 100,000 people never sit
 * in memory at once and no batch sorts the whole list again. `onBatch` may wait (the writer's
 * back-pressure); the cursor waits with it.
 */
export async function eachEmployeeBatch(
  db: Db,
  clientId: number,
  filter: EmployeeFilter,
  onBatch: (rows: EmployeeReportRow[]) => Promise<void>,
  batchSize = 1000,
) {
  const select = db
    .select(reportColumns)
    .from(users)
    .where(and(ofClient(clientId), matches(filter)))
    .orderBy(...orderOf(filter, employeeColumns));
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare employee_report no scroll cursor for ${select}`);
    for (;;) {
      const { rows } = (await tx.execute(sql`fetch ${sql.raw(String(batchSize))} from employee_report`)) as unknown as { rows: ReportFetchedRow[] };
      if (rows.length > 0) await onBatch(rows.map(fromReportFetched));
      if (rows.length < batchSize) return;
    }
  });
}

export async function findEmployee(db: Db, clientId: number, employeeId: number) {
  const [row] = await db
    .select({
      ...employeeColumns,
      title: users.title,
      preferredName: users.preferredName,
      dateOfBirth: users.dateOfBirth,
      employmentStartDate: users.employmentStartDate,
      salary: users.salary,
      phone: users.phone,
    })
    .from(users)
    .where(and(ofClient(clientId), eq(users.id, employeeId)))
    .limit(1);
  return row;
}

export async function familyCount(db: Db, clientId: number, employeeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, employeeId), eq(familyMembers.active, true)));
  return row?.n ?? 0;
}

export async function employeeLifeEvents(db: Db, clientId: number, employeeId: number) {
  return db
    .select({ id: lifeEvents.id, type: lifeEventTypes.name, eventDate: lifeEvents.eventDate, createdAt: lifeEvents.createdAt })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .where(and(eq(lifeEvents.clientId, clientId), eq(lifeEvents.userId, employeeId)))
    .orderBy(descending(lifeEvents.eventDate), descending(lifeEvents.id));
}

/** One person of the client (not an administrator) and their client, the person's row locked for a change in this transaction. */
export async function lockClientPerson(db: Db, clientId: number, personId: number) {
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(ofClient(clientId), eq(users.id, personId)))
    .limit(1)
    .for('update', { of: users });
  return row;
}
