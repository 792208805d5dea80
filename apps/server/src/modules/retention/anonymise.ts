import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ERASED_EMAIL_DOMAIN, keptItems, retentionTexts, type KeptItem } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { eraseHealthAnswers } from '../../db/repositories/selections.ts';
import {
  auditLog,
  benefitPageViews,
  beneficiaryNominations,
  ccvOrders,
  dataErasures,
  dataLoadEntries,
  enquiries,
  familyMembers,
  lifeEvents,
  loginAttempts,
  mailNotices,
  mailOutbox,
  mfaEvents,
  passwordHistory,
  reportLines,
  selectionWindows,
  sessions,
  trustedDevices,
  usedTotpCodes,
  userTokens,
  users,
  type User,
} from '../../db/schema/index.ts';

/** The name an anonymised person goes by from now on: first name 'Former employee', surname their pseudonym. */
export const pseudonymOf = (userId: number) => `P-${userId}`;
export const displayPseudonym = (userId: number) => `${retentionTexts.formerEmployee} ${pseudonymOf(userId)}`;
/** A unique address that can never be delivered (RFC 6761 reserves .invalid), so the users' unique e-mail index holds. */
export const erasedEmail = (userId: number) => `erased-${userId}@${ERASED_EMAIL_DOMAIN}`;

export interface ErasureInput {
  person: Pick<User, 'id' | 'clientId' | 'email' | 'firstName' | 'surname' | 'preferredName' | 'phone' | 'dateOfBirth'>;
  clientId: number;
  reason: 'retention' | 'request';
  /** Who asked (HR or a platform administrator); null for the retention job. */
  requestedBy: number | null;
  /** The person HR acted as, when a platform administrator viewed the portal as them. */
  actingAs?: { id: number; name: string };
  now: Date;
}

export interface ErasureDone {
  pseudonym: string;
  anonymisedAt: Date;
  kept: { item: KeptItem; why: string }[];
}

/** What stays after the personal stage and why (docs/decisions/data-protection.md "Retention and erasure"). */
export const keptAfterErasure = (): ErasureDone['kept'] => keptItems.map((item) => ({ item, why: retentionTexts.kept[item] }));

/**
 * What an erasure does to each table holding something about a person (the subject access inventory's tables,
 * modules/subject-access/inventory.ts; a test checks every one is here): anonymised, deleted, or kept and why.
 */
export const erasureCoverage: Readonly<Record<string, string>> = {
  users: 'anonymised: names, e-mail, phone, date of birth, sex, avatar, sign-in secrets; employee number and salary until the payroll period ends',
  family_members: 'deleted (the choices that covered them keep their figures; the ids left in people_covered name no one)',
  life_events: 'deleted: they say what happened in a family (marriage, birth)',
  selection_windows: 'deleted: the windows life events opened, long closed',
  benefit_selections: 'kept with every figure (payroll evidence); the health answers removed from every version',
  ccv_accounts: 'kept: the voucher balance is money history',
  ccv_orders: 'kept with their amounts; the payee (often a childminder, a person) replaced by the pseudonym',
  beneficiary_nominations: 'deleted: names, relationships, dates of birth and addresses of other people',
  sessions: 'deleted: the sign-ins, with their addresses and browsers',
  trusted_devices: 'deleted',
  password_history: 'deleted',
  mfa_events: 'kept as security events, the reason given removed',
  user_tokens: 'deleted: every link, so none can sign the person in',
  mail_notices: 'deleted: which daily e-mails the person was sent',
  audit_log: "kept (accountability, UK GDPR Art. 5(2)); the person's name, address, phone and date of birth removed from the details",
  enquiries: 'kept as rows; the name, address and words removed',
  data_load_entries: 'kept as upload history; the name replaced by the pseudonym and what the file said about them removed',
  report_lines: 'kept with every amount (the files sent must read the same); name, title, date of birth, sex and dependants removed',
  benefit_page_views: 'deleted',
  data_erasures: 'written: the record that the erasure was done, and what was kept',
  mail_outbox: 'kept as rows; the address, subject and bodies removed, and a mail still waiting never sent',
  login_attempts: "deleted: the failure count of the person's address",
};

/** Field names of changes whose values are personal data (uploads write snake_case, the profile camelCase). */
const PERSONAL_FIELD =
  /^(title|firstname|forename|surname|lastname|preferredname|name|email|emailaddress|phone|mobile|dateofbirth|dob|sex|gender|address|avatar)$/;
const fieldKey = (field: string) => field.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Audit details without the person's personal data: a change of one of their personal fields keeps its field but not
 * its values, and any text that is their name, e-mail, phone or date of birth reads as their pseudonym.
 */
export function stripPersonalDetails(value: unknown, known: Set<string>, pseudonym: string): unknown {
  if (typeof value === 'string') return known.has(value.trim().toLowerCase()) ? pseudonym : value;
  if (Array.isArray(value)) return value.map((item) => stripPersonalDetails(item, known, pseudonym));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const personalChange = typeof record.field === 'string' && PERSONAL_FIELD.test(fieldKey(record.field));
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      personalChange && (key === 'before' || key === 'after') ? null : stripPersonalDetails(item, known, pseudonym),
    ]),
  );
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Anonymises one person's personal data in the caller's transaction (the retention job, or HR's erasure on request):
 * names, contact details, date of birth, avatar and sign-in secrets on their row; their family, beneficiaries, life
 * events, health answers, sessions, links, trusted browsers, page views and the e-mails addressed to them; their name
 * and dates of birth on report lines; personal values in audit details. Their choices with every figure, report lines'
 * amounts, employee number, salary and employment dates stay (keptAfterErasure). Nothing is done twice: a person already
 * anonymised answers null. The caller has locked the person's row.
 */
export async function anonymisePerson(tx: Db, input: ErasureInput): Promise<ErasureDone | null> {
  const { person, clientId, now } = input;
  const id = person.id;
  const pseudonym = pseudonymOf(id);
  const shown = displayPseudonym(id);
  const email = erasedEmail(id);

  const [marked] = await tx
    .update(users)
    .set({
      title: null,
      firstName: retentionTexts.formerEmployee,
      surname: pseudonym,
      preferredName: null,
      email,
      phone: null,
      dateOfBirth: null,
      sex: null,
      avatar: null,
      contactByEmail: false,
      contactBySms: false,
      passwordHash: null,
      mfaEnabled: false,
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaPendingExpiresAt: null,
      lockedUntil: null,
      lastLoginAt: null,
      anonymisedAt: now,
    })
    .where(and(eq(users.id, id), eq(users.clientId, clientId), isNull(users.anonymisedAt)))
    .returning({ id: users.id });
  if (!marked) return null;

  // Signing in: every session, link, trusted browser, old password and used code goes; the address's failure count too.
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(userTokens).where(eq(userTokens.userId, id));
  await tx.delete(trustedDevices).where(eq(trustedDevices.userId, id));
  await tx.delete(passwordHistory).where(eq(passwordHistory.userId, id));
  await tx.delete(usedTotpCodes).where(eq(usedTotpCodes.userId, id));
  await tx.delete(loginAttempts).where(eq(loginAttempts.email, person.email.toLowerCase()));
  await tx.delete(mailNotices).where(eq(mailNotices.userId, id));
  await tx.update(mfaEvents).set({ reason: null }).where(eq(mfaEvents.userId, id));

  // Family, beneficiaries, life events and what they opened, and what they looked at.
  await tx.delete(beneficiaryNominations).where(and(eq(beneficiaryNominations.clientId, clientId), eq(beneficiaryNominations.userId, id)));
  await tx.delete(familyMembers).where(and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, id)));
  await tx.delete(lifeEvents).where(and(eq(lifeEvents.clientId, clientId), eq(lifeEvents.userId, id)));
  await tx.delete(selectionWindows).where(and(eq(selectionWindows.clientId, clientId), eq(selectionWindows.userId, id)));
  await tx.delete(benefitPageViews).where(and(eq(benefitPageViews.clientId, clientId), eq(benefitPageViews.userId, id)));

  // Health answers leave every version of their choices (migration 0037 lets exactly this through); the figures stay.
  await eraseHealthAnswers(tx, clientId, id);

  // Childcare vouchers: the amounts stay, the payee (often a childminder, a person) does not.
  await tx
    .update(ccvOrders)
    .set({ payee: pseudonym })
    .where(and(eq(ccvOrders.clientId, clientId), eq(ccvOrders.userId, id)));

  // Report lines keep every amount and the employee number; the name reads as the pseudonym, the census's personal columns empty.
  await tx
    .update(reportLines)
    .set({ firstName: retentionTexts.formerEmployee, surname: pseudonym, title: '', dateOfBirth: '', sex: '', dependants: [] })
    .where(eq(reportLines.userId, id));

  // Upload history: the line names the pseudonym; what the file said about them is gone.
  await tx.update(dataLoadEntries).set({ name: shown, detail: {} }).where(eq(dataLoadEntries.userId, id));

  // Enquiries they sent, and e-mails addressed to them (sent or not): kept as rows, without the words.
  await tx
    .update(enquiries)
    .set({ email, firstName: retentionTexts.formerEmployee, surname: pseudonym, comments: '' })
    .where(and(eq(enquiries.clientId, clientId), eq(enquiries.userId, id)));
  await tx
    .update(mailOutbox)
    .set({
      toAddress: email,
      replyTo: null,
      subject: shown,
      textBody: '',
      htmlBody: '',
      // A mail still waiting is never sent to the erased address.
      status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
      lastError: null,
    })
    .where(sql`lower(${mailOutbox.toAddress}) = ${person.email.toLowerCase()}`);

  // Audit entries stay (accountability), their details without the person's name, address, phone or date of birth.
  const known = new Set(
    [
      person.email,
      person.firstName,
      person.surname,
      person.preferredName,
      person.phone,
      person.dateOfBirth,
      `${person.firstName} ${person.surname}`,
      person.preferredName ? `${person.preferredName} ${person.surname}` : null,
    ]
      .filter((text): text is string => typeof text === 'string' && text.trim().length > 1)
      .map((text) => text.trim().toLowerCase()),
  );
  const entries = await tx
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.subjectId, id),
        eq(auditLog.actorId, id),
        and(eq(auditLog.clientId, clientId), sql`${auditLog.details}::text ilike ${likePattern(person.email)}`),
      ),
    );
  for (const entry of entries) {
    const details = stripPersonalDetails(entry.details, known, shown) as Record<string, unknown>;
    if (JSON.stringify(details) !== JSON.stringify(entry.details)) await tx.update(auditLog).set({ details }).where(eq(auditLog.id, entry.id));
  }

  const kept = keptAfterErasure();
  await tx.insert(dataErasures).values({
    clientId,
    userId: id,
    reason: input.reason,
    requestedBy: input.requestedBy,
    kept: Object.fromEntries(kept.map((k) => [k.item, k.why])),
    createdAt: now,
  });
  await recordAudit(tx, {
    action: 'employee.erased',
    clientId,
    actorId: input.requestedBy,
    subjectId: id,
    details: {
      reason: input.reason,
      kept: kept.map((k) => k.item),
      ...(input.requestedBy === null && { via: 'system' as const }),
      ...(input.actingAs && { actingAs: input.actingAs }),
    },
  });
  return { pseudonym: shown, anonymisedAt: now, kept };
}

/**
 * The payroll stage, when the payroll period has passed too: the employee number and salary leave the person's row and
 * their report lines, so what stays (choices and amounts under 'Former employee P-id') identifies no one.
 */
export async function clearPayrollIdentity(tx: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.update(users).set({ employeeNumber: null, salary: null }).where(inArray(users.id, userIds));
  await tx.update(reportLines).set({ employeeNumber: null, salary: null }).where(inArray(reportLines.userId, userIds));
  await tx
    .update(dataErasures)
    .set({ kept: sql`(${dataErasures.kept} - 'employment') || jsonb_build_object('payroll', ${retentionTexts.payrollCleared}::text)` })
    .where(inArray(dataErasures.userId, userIds));
}
