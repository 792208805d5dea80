import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import {
  auditLog,
  beneficiaryNominations,
  benefitPageViews,
  benefits,
  benefitSelections,
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
  trustedDevices,
  users,
  userTokens,
  type User,
} from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { createPerson } from './auth.ts';

/** Secrets a person's rows hold, which their export must never contain. */
export interface PlantedSecrets {
  mfaSecret: string;
  tokenHash: string;
  deviceSecretHash: string;
  oldPasswordHash: string;
  resetToken: string;
}

/**
 * A person of a client with a row in every table the subject access inventory exports (and the e-mail ones), so the
 * export's test can see each section holds their rows; and secrets planted where secrets live.
 */
export async function personWithEverything(db: Db, clientCode: string, email: string): Promise<{ person: User; secrets: PlantedSecrets; clientId: number }> {
  const secrets: PlantedSecrets = {
    mfaSecret: 'JBSWY3DPEHPK3PXPSECRETSECRETAA',
    tokenHash: hashToken(`planted-token-${email}`),
    deviceSecretHash: hashToken(`planted-device-${email}`),
    oldPasswordHash: '$argon2id$v=19$m=19456,t=2,p=1$plantedOldPasswordHash',
    resetToken: 'Zq8vRk2LmN4pX7sT9wYb3cDf6gHj1kQe',
  };
  const person = await createPerson(db, clientCode, {
    email,
    firstName: 'Morgan',
    surname: 'Inventory',
    employeeNumber: `INV-${email.length}`,
    salary: '41000.00',
    phone: '07700 900123',
    // Two-factor off, so the test logs in with the password alone; the secrets are in their columns all the same.
    mfaSecret: secrets.mfaSecret,
    mfaPendingSecret: `${secrets.mfaSecret}PENDING`,
  });
  const clientId = person.clientId!;
  const [benefit] = await db.select().from(benefits).where(eq(benefits.clientId, clientId)).limit(1);
  const [eventType] = await db.select().from(lifeEventTypes).where(eq(lifeEventTypes.clientId, clientId)).limit(1);
  const [hr] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.userType, 'employer')))
    .limit(1);
  if (!benefit || !eventType || !hr) throw new Error(`The demo client ${clientCode} lacks a benefit, a life event type or an HR administrator`);
  const at = new Date('2026-03-02T10:00:00Z');
  const userId = person.id;

  const [member] = await db
    .insert(familyMembers)
    .values({ clientId, userId, firstName: 'Robin', surname: 'Inventory', dateOfBirth: '2015-06-01', genderId: 1, famtypeId: 2 })
    .returning();
  await db.insert(lifeEvents).values({ clientId, userId, typeId: eventType.id, eventDate: '2026-02-20', windowClosesAt: new Date('2026-03-22T00:00:00Z') });
  await db.insert(selectionWindows).values({ clientId, userId, opensAt: at, closesAt: new Date('2026-03-22T00:00:00Z'), reason: 'Birth of a child' });
  const next = (await db.execute(sql`select nextval(pg_get_serial_sequence('benefit_selections', 'id'))::int as id`)) as unknown as { rows: [{ id: number }] };
  const selectionId = next.rows[0].id;
  await db.insert(benefitSelections).values({
    id: selectionId,
    chainId: selectionId,
    clientId,
    userId,
    benefitId: benefit.id,
    status: 'active',
    values: { option: 'standard', medicalAnswers: { 'heart-condition': true } } as never,
    employeeCost: '12.50',
    employerCost: '5.00',
    costs: { employeeMonthly: 12.5 } as never,
    startsOn: '2026-03-01',
  });
  await db.insert(ccvAccounts).values({ clientId, userId, balance: '40.00' });
  await db
    .insert(ccvOrders)
    .values({ clientId, userId, status: 'placed', reference: 'CCV-1', payee: 'Little Acorns Nursery', amount: '243.00', orderedOn: '2026-03-01' });
  await db.insert(beneficiaryNominations).values({
    clientId,
    userId,
    benefitId: benefit.id,
    familyMemberId: member!.id,
    name: 'Robin Inventory',
    relationship: 'Child',
    share: 100,
  });
  await db
    .insert(trustedDevices)
    .values({ userId, secretHash: secrets.deviceSecretHash, label: 'Firefox on Linux', expiresAt: new Date('2026-04-01T00:00:00Z') });
  await db.insert(passwordHistory).values({ userId, passwordHash: secrets.oldPasswordHash, createdAt: at });
  await db.insert(mfaEvents).values({ userId, actorId: userId, event: 'enabled', createdAt: at });
  await db.insert(userTokens).values({ userId, purpose: 'password_reset', tokenHash: secrets.tokenHash, expiresAt: new Date('2026-03-03T00:00:00Z') });
  await db.insert(mailNotices).values({ kind: 'probation-ended', userId, day: '2026-03-01', sentAt: at });
  await db.insert(auditLog).values([
    { clientId, actorId: hr.id, subjectId: userId, action: 'employee.updated', details: { changes: [{ field: 'salary', before: '40000', after: '41000' }] } },
    { clientId, actorId: userId, subjectId: userId, action: 'impersonation.write', details: {} },
  ]);
  await db
    .insert(enquiries)
    .values({ clientId, userId, subject: 'My cover', comments: 'When does it start?', email, firstName: 'Morgan', surname: 'Inventory', company: 'Acme' });
  const [load] = await db.insert(dataLoads).values({ clientId, fileName: 'march.csv', status: 'applied', uploadedBy: hr.id }).returning();
  await db.insert(dataLoadEntries).values({
    dataLoadId: load!.id,
    rowNumber: 2,
    kind: 'change',
    userId,
    name: 'Morgan Inventory',
    detail: [{ field: 'salary', before: '40000', after: '41000' }],
  });
  const [report] = await db
    .insert(reports)
    .values({ clientId, kind: 'provider', provider: `Insurer of ${email}`, year: 2026, month: 3, status: 'ready', requestedBy: hr.id })
    .returning();
  await db
    .insert(reportLines)
    .values({ reportId: report!.id, lineNo: 1, userId, firstName: 'Morgan', surname: 'Inventory', benefitName: benefit.name, preTax: '12.50' });
  await db.insert(benefitPageViews).values({ clientId, userId, benefitId: benefit.id, viewedAt: at });
  await db.insert(dataErasures).values({ clientId, userId, reason: 'request', requestedBy: hr.id, kept: { payroll: 'kept for HMRC' } });
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  await db.insert(mailOutbox).values({
    clientId,
    toAddress: email,
    subject: 'Reset your password',
    textBody:
      `Reset it here: http://${client!.code}.localhost:3000/reset-password?token=${secrets.resetToken}\n` +
      `Or go to http://${client!.code}.localhost:3000/app/home/`,
    htmlBody: '<p>Reset</p>',
    status: 'sent',
  });
  return { person, secrets, clientId };
}

/** A failed login for the address, as a mistyped password leaves (a good login clears it: call after logging in). */
export const plantLoginAttempt = (db: Db, email: string) =>
  db
    .insert(loginAttempts)
    .values({ email: email.toLowerCase(), failures: 1, lastFailureAt: new Date('2026-03-02T09:00:00Z') })
    .onConflictDoNothing();
