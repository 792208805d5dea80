import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  auditLog,
  beneficiaryNominations,
  benefitPageViews,
  benefits,
  ccvAccounts,
  ccvOrders,
  clients,
  dataErasures,
  dataLoadEntries,
  dataLoads,
  enquiries,
  familyMembers,
  lifeEvents,
  lifeEventTypes,
  loginAttempts,
  mailNotices,
  mailOutbox,
  mfaEvents,
  passwordHistory,
  reportLines,
  reports,
  selectionWindows,
  sessions,
  trustedDevices,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import { everySelectionVersion } from '../../db/repositories/selection-reads/subject-access.ts';
import { allOf } from '../../lib/all-of.ts';

/**
 * The reads of one person's export. Each takes the client first and the person second, and reads only the person's
 * rows; columns that are secrets (inventory.ts `omitted`) are never selected, so they cannot leak into the file.
 */

/** The person of a client (404 for anyone else is the service's), without a secret column. */
export async function personOf(db: Db, clientId: number, userId: number) {
  const { passwordHash: _p, mfaSecret: _s, mfaPendingSecret: _ps, failedLogins: _f, dataVersion: _v, ...columns } = getTableColumns(users);
  const [row] = await db
    .select({ ...columns, clientName: clients.name, brandName: clients.benefitBrandName, colour: clients.primaryColour })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return row ?? null;
}
export type ExportPerson = NonNullable<Awaited<ReturnType<typeof personOf>>>;

const byUser = <T extends { clientId: unknown; userId: unknown }>(table: T, clientId: number, userId: number) =>
  and(eq(table.clientId as never, clientId), eq(table.userId as never, userId));

export async function recordsOf(db: Db, clientId: number, person: ExportPerson) {
  const userId = person.id;
  const email = person.email.toLowerCase();
  return allOf({
    family: db
      .select()
      .from(familyMembers)
      .where(byUser(familyMembers, clientId, userId))
      .orderBy(asc(familyMembers.id)),
    events: db
      .select({ event: lifeEvents, typeName: lifeEventTypes.name })
      .from(lifeEvents)
      .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
      .where(byUser(lifeEvents, clientId, userId))
      .orderBy(asc(lifeEvents.id)),
    windows: db
      .select()
      .from(selectionWindows)
      .where(byUser(selectionWindows, clientId, userId))
      .orderBy(asc(selectionWindows.id)),
    selections: everySelectionVersion(db, clientId, userId),
    ccvAccount: db
      .select()
      .from(ccvAccounts)
      .where(byUser(ccvAccounts, clientId, userId)),
    ccvOrderRows: db
      .select()
      .from(ccvOrders)
      .where(byUser(ccvOrders, clientId, userId))
      .orderBy(asc(ccvOrders.id)),
    nominations: db
      .select({ nomination: beneficiaryNominations, benefitName: benefits.name })
      .from(beneficiaryNominations)
      .innerJoin(benefits, eq(benefits.id, beneficiaryNominations.benefitId))
      .where(byUser(beneficiaryNominations, clientId, userId))
      .orderBy(asc(beneficiaryNominations.id)),
    sessionRows: db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        firstLogin: sessions.firstLogin,
        viewedAsYouBySupport: sql<boolean>`${sessions.masqueradeActorId} is not null`,
        openedByYourEmployer: sql<boolean>`${sessions.magicLinkActorId} is not null`,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    devices: db
      .select({
        id: trustedDevices.id,
        label: trustedDevices.label,
        createdAt: trustedDevices.createdAt,
        lastUsedAt: trustedDevices.lastUsedAt,
        expiresAt: trustedDevices.expiresAt,
      })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, userId))
      .orderBy(asc(trustedDevices.id)),
    passwordChanges: db
      .select({ changedAt: passwordHistory.createdAt })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, userId))
      .orderBy(asc(passwordHistory.createdAt)),
    twoFactorEvents: db
      .select({
        id: mfaEvents.id,
        event: mfaEvents.event,
        reason: mfaEvents.reason,
        byAnotherPerson: sql<boolean>`${mfaEvents.actorId} is distinct from ${mfaEvents.userId}`,
        createdAt: mfaEvents.createdAt,
      })
      .from(mfaEvents)
      .where(eq(mfaEvents.userId, userId))
      .orderBy(asc(mfaEvents.id)),
    links: db
      .select({ id: userTokens.id, purpose: userTokens.purpose, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
      .from(userTokens)
      .where(eq(userTokens.userId, userId))
      .orderBy(asc(userTokens.id)),
    notices: db.select().from(mailNotices).where(eq(mailNotices.userId, userId)).orderBy(asc(mailNotices.day)),
    audit: db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.subjectId, userId), eq(auditLog.actorId, userId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    enquiryRows: db
      .select()
      .from(enquiries)
      .where(byUser(enquiries, clientId, userId))
      .orderBy(asc(enquiries.id)),
    uploads: db
      .select({
        id: dataLoadEntries.id,
        uploadId: dataLoadEntries.dataLoadId,
        fileName: dataLoads.fileName,
        uploadedAt: dataLoads.createdAt,
        rowNumber: dataLoadEntries.rowNumber,
        kind: dataLoadEntries.kind,
        name: dataLoadEntries.name,
        employeeNumber: dataLoadEntries.employeeNumber,
        detail: dataLoadEntries.detail,
      })
      .from(dataLoadEntries)
      .innerJoin(dataLoads, eq(dataLoads.id, dataLoadEntries.dataLoadId))
      .where(and(eq(dataLoads.clientId, clientId), eq(dataLoadEntries.userId, userId)))
      .orderBy(asc(dataLoadEntries.id)),
    lines: db
      .select({ line: reportLines, kind: reports.kind, year: reports.year, month: reports.month, version: reports.version })
      .from(reportLines)
      .innerJoin(reports, eq(reports.id, reportLines.reportId))
      .where(and(eq(reports.clientId, clientId), eq(reportLines.userId, userId)))
      .orderBy(asc(reports.year), asc(reports.month), asc(reportLines.id)),
    pageViews: db
      .select({ id: benefitPageViews.id, benefitName: benefits.name, viewedAt: benefitPageViews.viewedAt })
      .from(benefitPageViews)
      .innerJoin(benefits, eq(benefits.id, benefitPageViews.benefitId))
      .where(byUser(benefitPageViews, clientId, userId))
      .orderBy(asc(benefitPageViews.id)),
    erasures: db
      .select()
      .from(dataErasures)
      .where(byUser(dataErasures, clientId, userId)),
    emails: db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.clientId, clientId), sql`lower(${mailOutbox.toAddress}) = ${email}`))
      .orderBy(asc(mailOutbox.id)),
    attempts: db.select().from(loginAttempts).where(eq(loginAttempts.email, email)),
  });
}
export type PersonRecords = Awaited<ReturnType<typeof recordsOf>>;

/** The names of the people audit entries name beside the person (who acted on them, whom they acted on). */
export async function namesOf(db: Db, clientId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, clientId: users.clientId })
    .from(users)
    .where(inArray(users.id, ids));
  // A platform administrator (no client) is named by role only: their name is not this client's data.
  return new Map(rows.map((r) => [r.id, r.clientId === clientId ? `${r.firstName} ${r.surname}` : 'A platform administrator']));
}
