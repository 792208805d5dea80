import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { ukMidnight, type AuditFilter } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { auditLog, clients, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { addDays } from '../benefits/index.ts';

/** Whose entries: one client's (its HR administrators'), or, unless the admin console picks one, every client's. */
export interface AuditScope {
  clientId?: number | undefined;
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

interface PersonColumns {
  firstName: PgColumn;
  surname: PgColumn;
  email: PgColumn;
  employeeNumber: PgColumn;
}

/** A person found by name or e-mail, and the person affected also by employee number. */
function personMatches(person: PersonColumns, search: string, byNumber: boolean): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(person.email, pattern),
    ilike(sql`${person.firstName} || ' ' || ${person.surname}`, pattern),
    byNumber ? ilike(person.employeeNumber, pattern) : undefined,
  );
}

/** The filter; `from` and `to` are whole days on the UK calendar, both included. */
function whereOf(scope: AuditScope, filter: AuditFilter): SQL | undefined {
  return and(
    scope.clientId === undefined ? undefined : eq(auditLog.clientId, scope.clientId),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, ukMidnight(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, ukMidnight(addDays(filter.to, 1))) : undefined,
    filter.actor ? personMatches(actors, filter.actor, false) : undefined,
    filter.subject ? personMatches(subjects, filter.subject, true) : undefined,
  );
}

const person = (table: typeof actors | typeof subjects) => ({ firstName: table.firstName, surname: table.surname, email: table.email });
const entryColumns = {
  entry: auditLog,
  clientName: clients.name,
  actor: person(actors),
  subject: person(subjects),
  /** The exact time as PostgreSQL keeps it (microseconds): where the next batch of a download starts. */
  key: sql<string>`${auditLog.createdAt}::text`,
};

const selectEntries = (db: Db) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(clients, eq(clients.id, auditLog.clientId))
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId));

export type AuditRowWithNames = Awaited<ReturnType<typeof pageAuditEntries>>['rows'][number];

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** One page of entries, newest first, and how many match. */
export async function pageAuditEntries(db: Db, scope: AuditScope, filter: AuditFilter, limit: number, offset: number) {
  const where = whereOf(scope, filter);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectId))
    .where(where);
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return { total: count?.n ?? 0, rows };
}

/**
 * Every matching entry, newest first, a batch at a time (each batch starts after the last one's time and id), so a
 * long log is never held in memory nor read in one long transaction. `onBatch` may wait for the download's reader.
 */
export async function eachAuditBatch(db: Db, scope: AuditScope, filter: AuditFilter, onBatch: (rows: AuditRowWithNames[]) => Promise<void>, batchSize = 500) {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows: AuditRowWithNames[] = await selectEntries(db)
      .where(and(whereOf(scope, filter), after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.key}::timestamptz, ${after.id})` : undefined))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length > 0) await onBatch(rows);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { key: last.key, id: last.entry.id };
  }
}
