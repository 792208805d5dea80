import { and, eq, sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../connect.ts';
import { fromJsonRow, jsonRowOf } from '../json-row.ts';
import { jsonStatement } from '../prepared.ts';
import { benefits, ccvAccounts, schemeYears, selectionWindows, users, type SelectionRow } from '../schema/index.ts';
import { currentSelectionsJson, readSelectionsJson } from './selection-reads/people.ts';

/** A value of the statement: a placeholder, or a column of the query around it. */
type Param = SQLWrapper | Column | Placeholder;

/** The person's HR data the benefit rules read. */
export const employeeFields = {
  employmentStatus: users.employmentStatus,
  employmentStartDate: users.employmentStartDate,
  dateOfBirth: users.dateOfBirth,
  grade: users.grade,
  location: users.location,
  salary: users.salary,
  taxRegion: users.taxRegion,
  hoursPerWeek: users.hoursPerWeek,
  apprentice: users.apprentice,
};
type EmployeeField<K extends keyof typeof employeeFields> = (typeof employeeFields)[K]['_'];
/** The person's HR data the benefit rules read, and their voucher balance (null without a voucher account). */
export type EmployeeRow = {
  [K in keyof typeof employeeFields]: EmployeeField<K>['notNull'] extends true ? EmployeeField<K>['data'] : EmployeeField<K>['data'] | null;
} & {
  ccvBalance: string | null;
};

export interface EmployeeContextRow {
  employee: EmployeeRow;
  /**
   * Life-event windows open at the time asked about: the groups of the benefits each opens (null = all), so that a window
   * opened in one scheme year opens the same benefits in the next, and the event's date its changes count from.
   */
  lifeEvents: { groupCodes: string[] | null; opensAt: Date; closesAt: Date; reason?: string; eventDate: string | null }[];
  /** What we know now of the choices of the current scheme year's benefits (current versions), newest first. */
  yearSelections: SelectionRow[];
}

type WindowJson = { groupCodes: string[] | null; opensAt: string; closesAt: string; reason: string | null; eventDate: string | null };
export type EmployeeContextJson = [employee: unknown[], ccvBalance: string | null, windows: WindowJson[], selections: unknown[][]];

/**
 * Everything a benefits request needs about the caller, as one JSON value (db/json-row.ts): their HR data
 * (from the `users` row of the query it sits in) and voucher balance, the life-event windows open at `now`
 * and their selections of the current scheme year, newest first. The client's year and benefits are read
 * apart (modules/benefits/client-benefits.ts). A session read can carry it, so a benefits request costs
 * one round trip.
 */
export function employeeContextJson(clientId: Param, userId: Param, now: Param): SQL {
  const ccvBalance = sql`(
    SELECT ${ccvAccounts.balance}::text FROM ${ccvAccounts} WHERE ${ccvAccounts.userId} = ${userId} AND ${ccvAccounts.clientId} = ${clientId}
  )`;
  const windows = sql`(
    SELECT coalesce(json_agg(json_build_object(
      'groupCodes', CASE WHEN w.benefit_ids IS NULL THEN NULL
        ELSE (SELECT coalesce(array_agg(DISTINCT b.group_code), '{}') FROM ${benefits} b WHERE b.client_id = w.client_id AND b.id = ANY(w.benefit_ids)) END,
      'opensAt', w.opens_at, 'closesAt', w.closes_at, 'reason', w.reason, 'eventDate', w.event_date)), '[]'::json)
    FROM ${selectionWindows} w
    WHERE w.client_id = ${clientId} AND w.user_id = ${userId} AND w.opens_at <= ${now} AND w.closes_at > ${now}
  )`;
  const currentYearBenefits = sql`(
    SELECT ${benefits.id} FROM ${benefits} JOIN ${schemeYears} ON ${schemeYears.id} = ${benefits.schemeYearId} AND ${schemeYears.isCurrent}
    WHERE ${benefits.clientId} = ${clientId}
  )`;
  return sql`json_build_array(${jsonRowOf(employeeFields)}, ${ccvBalance}, ${windows}, ${currentSelectionsJson(clientId, userId, currentYearBenefits)})`;
}

export function readEmployeeContext([employee, ccvBalance, windows, selections]: EmployeeContextJson): EmployeeContextRow {
  return {
    employee: { ...fromJsonRow<Omit<EmployeeRow, 'ccvBalance'>>(employeeFields, employee), ccvBalance },
    lifeEvents: windows.map((w) => ({
      groupCodes: w.groupCodes,
      opensAt: new Date(w.opensAt),
      closesAt: new Date(w.closesAt),
      reason: w.reason ?? undefined,
      eventDate: w.eventDate,
    })),
    yearSelections: readSelectionsJson(selections),
  };
}

const employeeContextQuery = jsonStatement<EmployeeContextJson>('employee_context', (db) => {
  const clientId = sql.placeholder('clientId');
  const userId = sql.placeholder('userId');
  return db
    .select({ context: employeeContextJson(clientId, userId, sql.placeholder('now')) })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
});

/** The caller's benefits context on its own (when their session was read without it); another client's person finds nothing. */
export async function findEmployeeContext(db: Db, clientId: number, userId: number, now: Date): Promise<EmployeeContextRow | undefined> {
  const found = await employeeContextQuery(db, { clientId, userId, now: now.toISOString() });
  return found && readEmployeeContext(found);
}
