import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';

/** The names of the people who created credentials, by id. */
export async function peopleNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, surname: users.surname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.surname}`]));
}

/** The client's people (employees and HR administrators, never platform administrators), a page at a time by id. */
export async function employeesPage(db: Db, clientId: number, limit: number, offset: number) {
  const where = and(eq(users.clientId, clientId), ne(users.userType, 'admin'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        employeeNumber: users.employeeNumber,
        firstName: users.firstName,
        surname: users.surname,
        email: users.email,
        employmentStatus: users.employmentStatus,
        startDate: users.employmentStartDate,
        leavingDate: users.leavingDate,
        location: users.location,
        grade: users.grade,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
