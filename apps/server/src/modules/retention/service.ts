import { and, eq, sql } from 'drizzle-orm';
import { retentionTexts as t, ssoTexts, type ErasureResponse, type RetentionSettings } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { clients, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { anonymisePerson } from './anonymise.ts';

/** Who asks for an erasure: HR of the client (possibly a platform administrator viewing as them) or a platform administrator. */
export interface ErasureActor {
  db: Db;
  now: Date;
  clientId: number;
  actorId: number;
  /** The session's own person, who cannot erase themselves here. */
  selfId: number;
  actingAs?: { id: number; name: string };
}

/**
 * Erasure on request (issue 39): a leaver of the client is anonymised at once, as the retention job would, and the answer
 * says what was kept and why. The law allows it only for a leaver: while someone is employed their data runs their
 * benefits and payroll (UK GDPR Art. 17(3)(b), the employer's legal obligations), so a person still employed is refused
 * (409), as is one already erased; anyone not of the client is not found.
 */
export async function eraseEmployee(actor: ErasureActor, employeeId: number): Promise<ErasureResponse> {
  if (employeeId === actor.selfId) throw forbidden(t.ownData);
  return actor.db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, employeeId), eq(users.clientId, actor.clientId), sql`${users.userType} <> 'admin'`))
      .for('update');
    if (!person) throw notFound(t.notFound);
    if (person.anonymisedAt) throw new AppError(409, t.alreadyErased);
    if (person.employmentStatus !== 'left') throw new AppError(409, t.stillEmployed);
    const done = await anonymisePerson(tx, {
      person,
      clientId: actor.clientId,
      reason: 'request',
      requestedBy: actor.actorId,
      ...(actor.actingAs && { actingAs: actor.actingAs }),
      now: actor.now,
    });
    if (!done) throw new AppError(409, t.alreadyErased);
    return { employeeId, pseudonym: done.pseudonym, anonymisedAt: done.anonymisedAt.toISOString(), kept: done.kept };
  });
}

async function clientRetention(db: Db, clientId: number): Promise<RetentionSettings> {
  const [client] = await db
    .select({ personalMonths: clients.retentionPersonalMonths, payrollMonths: clients.retentionPayrollMonths })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

export const getRetention = (db: Db, clientId: number) => clientRetention(db, clientId);

/** The admin console sets a client's periods; each change is in the audit log as the client's settings. */
export async function setRetention(db: Db, clientId: number, actorId: number, input: RetentionSettings): Promise<RetentionSettings> {
  return db.transaction(async (tx) => {
    const before = await clientRetention(tx, clientId);
    await tx
      .update(clients)
      .set({ retentionPersonalMonths: input.personalMonths, retentionPayrollMonths: input.payrollMonths })
      .where(eq(clients.id, clientId));
    const changes = (['personalMonths', 'payrollMonths'] as const)
      .filter((field) => before[field] !== input[field])
      .map((field) => ({
        field: field === 'personalMonths' ? 'retention_personal_months' : 'retention_payroll_months',
        before: String(before[field]),
        after: String(input[field]),
      }));
    if (changes.length > 0)
      await recordAudit(tx, { action: 'client.updated', clientId, actorId, subjectId: null, details: { section: 'retention periods', changes } });
    return { personalMonths: input.personalMonths, payrollMonths: input.payrollMonths };
  });
}
