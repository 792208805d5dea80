import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DataLoadEntryKind } from '@portal/contracts';
import { BULK_BATCH, insertMany } from '../../db/bulk.ts';
import type { Db } from '../../db/connect.ts';
import { clients, dataLoadEntries, dataLoads, users, type DataLoadEntryRow, type DataLoadRow, type NewUser } from '../../db/schema/index.ts';
import type { StoredPerson } from './plan.ts';
import { clock } from '../../clock.ts';

/** HR data uploads' reads and writes; the rules are in service.ts. Every read names the client. */

export async function findClient(db: Db, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row;
}

export async function createDataLoad(
  db: Db,
  values: { clientId: number; fileName: string; uploadKey: string | null; uploadedBy: number | null; heartbeatAt: Date },
): Promise<DataLoadRow> {
  const [row] = await db
    .insert(dataLoads)
    .values({ ...values, createdAt: clock.now() })
    .returning();
  return row!;
}

type DataLoadChange = Partial<
  Pick<DataLoadRow, 'status' | 'rowsRead' | 'errorCount' | 'starters' | 'leavers' | 'changed' | 'appliedAt' | 'appliedBy' | 'heartbeatAt'>
>;

export async function updateDataLoad(db: Db, id: number, values: DataLoadChange): Promise<DataLoadRow> {
  const [row] = await db.update(dataLoads).set(values).where(eq(dataLoads.id, id)).returning();
  return row!;
}

/** Changes an upload that is still being read; undefined when it is not (its lease ran out and it was given up). */
export async function updateReadingLoad(db: Db, id: number, values: DataLoadChange): Promise<DataLoadRow | undefined> {
  const [row] = await db
    .update(dataLoads)
    .set(values)
    .where(and(eq(dataLoads.id, id), eq(dataLoads.status, 'reading')))
    .returning();
  return row;
}

/**
 * Gives up the client's uploads still `reading` whose heartbeat is older than `staleBefore` (their server died while
 * reading): refused, with one problem saying why. One statement, so the problem is never missing from a given-up upload.
 */
export async function giveUpStalledLoads(db: Db, clientId: number, staleBefore: Date, problem: { column: string; message: string }): Promise<void> {
  await db.execute(sql`
    with stalled as (
      update ${dataLoads} set status = 'refused', error_count = 1
      where ${dataLoads.clientId} = ${clientId} and ${dataLoads.status} = 'reading' and ${dataLoads.heartbeatAt} < ${staleBefore.toISOString()}::timestamptz
      returning id
    )
    insert into ${dataLoadEntries} (data_load_id, row_number, kind, name, detail, impact)
    select id, 1, 'error', '', ${JSON.stringify({ cells: [] })}::jsonb, ${JSON.stringify([problem])}::jsonb from stalled`);
}

export async function findDataLoad(db: Db, clientId: number, id: number): Promise<DataLoadRow | undefined> {
  const [row] = await db
    .select()
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), eq(dataLoads.id, id)))
    .limit(1);
  return row;
}

/** Locks the upload for applying: a second apply waits, then finds it applied. */
export async function lockDataLoad(db: Db, clientId: number, id: number): Promise<DataLoadRow | undefined> {
  const [row] = await db
    .select()
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), eq(dataLoads.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export const listDataLoads = (db: Db, clientId: number, uploadKey: string | undefined): Promise<DataLoadRow[]> =>
  db
    .select()
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), uploadKey ? eq(dataLoads.uploadKey, uploadKey) : undefined))
    .orderBy(desc(dataLoads.id))
    .limit(10);

export async function lastApplied(db: Db, clientId: number): Promise<DataLoadRow | undefined> {
  const [row] = await db
    .select()
    .from(dataLoads)
    .where(and(eq(dataLoads.clientId, clientId), eq(dataLoads.status, 'applied'), isNotNull(dataLoads.appliedAt)))
    .orderBy(desc(dataLoads.appliedAt))
    .limit(1);
  return row;
}

export const insertEntries = (db: Db, rows: (typeof dataLoadEntries.$inferInsert)[]) => insertMany(db, dataLoadEntries, rows);

export async function pageOfEntries(
  db: Db,
  dataLoadId: number,
  kinds: DataLoadEntryKind[],
  limit: number,
  offset: number,
): Promise<{ rows: DataLoadEntryRow[]; total: number }> {
  const where = and(eq(dataLoadEntries.dataLoadId, dataLoadId), inArray(dataLoadEntries.kind, kinds));
  const [rows, [total]] = await Promise.all([
    db.select().from(dataLoadEntries).where(where).orderBy(asc(dataLoadEntries.rowNumber), asc(dataLoadEntries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(dataLoadEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Entries whose eligibility difference is not nothing (stored as null when there is none). */
export async function pageOfImpacts(db: Db, dataLoadId: number, limit: number, offset: number): Promise<{ rows: DataLoadEntryRow[]; total: number }> {
  const where = and(eq(dataLoadEntries.dataLoadId, dataLoadId), ne(dataLoadEntries.kind, 'error'), isNotNull(dataLoadEntries.impact));
  const [rows, [total]] = await Promise.all([
    db.select().from(dataLoadEntries).where(where).orderBy(asc(dataLoadEntries.rowNumber)).limit(limit).offset(offset),
    db.select({ n: count() }).from(dataLoadEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const allEntries = (db: Db, dataLoadId: number, kinds: DataLoadEntryKind[]): Promise<DataLoadEntryRow[]> =>
  db
    .select()
    .from(dataLoadEntries)
    .where(and(eq(dataLoadEntries.dataLoadId, dataLoadId), inArray(dataLoadEntries.kind, kinds)))
    .orderBy(asc(dataLoadEntries.rowNumber));

/** A person's fields an upload reads and changes (`StoredPerson`); SCIM reads the same ones. */
export const personColumns = {
  id: users.id,
  userType: users.userType,
  employeeNumber: users.employeeNumber,
  title: users.title,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  dateOfBirth: users.dateOfBirth,
  sex: users.sex,
  employmentStartDate: users.employmentStartDate,
  employmentStatus: users.employmentStatus,
  leavingDate: users.leavingDate,
  salary: users.salary,
  location: users.location,
  grade: users.grade,
  taxRegion: users.taxRegion,
  hoursPerWeek: users.hoursPerWeek,
  apprentice: users.apprentice,
  activatedAt: users.activatedAt,
};

/**
 * Everyone of the client, with the fields an upload can change (100,000 people are a few megabytes). A person whose data
 * was erased (issue 39) is no one a file can name: a row with their old number or address is a new starter, so an old
 * file uploaded again never writes their personal data back.
 */
export const clientPeople = (db: Db, clientId: number): Promise<StoredPerson[]> =>
  db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.anonymisedAt)));

/** These people of the client, locked for the apply transaction. */
export const lockPeople = (db: Db, clientId: number, ids: number[]): Promise<StoredPerson[]> =>
  db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, ids)))
    .for('update');

/** The leaving dates held for these people of the client. */
export async function heldLeavingDates(db: Db, clientId: number, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, leavingDate: users.leavingDate })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.leavingDate]));
}

export async function insertPeople(db: Db, people: NewUser[]) {
  const made: { id: number; email: string; firstName: string }[] = [];
  for (let i = 0; i < people.length; i += 1000)
    made.push(
      ...(await db
        .insert(users)
        .values(people.slice(i, i + 1000))
        .returning({ id: users.id, email: users.email, firstName: users.firstName })),
    );
  return made;
}

const userColumns = getTableColumns(users);

/**
 * Sets each person's own changed fields, a batch at a time: one UPDATE ... FROM json_populate_recordset per set of
 * fields changed together (an upload has a few: salary, location, leaving...). One UPDATE a person took most of the
 * time applying 50,000 rows.
 */
export async function updatePeople(db: Db, clientId: number, changes: { id: number; values: Partial<NewUser> }[]): Promise<void> {
  const groups = new Map<string, typeof changes>();
  for (const change of changes) {
    const key = Object.keys(change.values).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  for (const [key, group] of groups) {
    if (key === '') continue;
    const names = key.split(',').map((field) => [field, userColumns[field as keyof typeof userColumns].name] as const);
    const set = sql.join(
      names.map(([, name]) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`),
      sql`, `,
    );
    for (let i = 0; i < group.length; i += BULK_BATCH) {
      const rows = group
        .slice(i, i + BULK_BATCH)
        .map(({ id, values }) => ({ id, ...Object.fromEntries(names.map(([field, name]) => [name, values[field as keyof NewUser]])) }));
      await db.execute(
        sql`update ${users} set ${set} from json_populate_recordset(null::users, ${JSON.stringify(rows)}::json) as v
          where ${users.clientId} = ${clientId} and ${users.id} = v.id`,
      );
    }
  }
}
