import { clientAdminTexts, ssoTexts, type ClientAdministrator, type InviteAdministratorRequest } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById } from '../../db/repositories/clients.ts';
import { revokeUserSessions } from '../../db/repositories/sessions.ts';
import { deleteClientPerson, findClientPersonByEmail, insertClientAdministrator, setEmploymentStatus } from '../../db/repositories/users.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { User } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { sendWelcomeMails } from '../account/index.ts';
import { hasSelections } from '../../db/repositories/selection-reads/people.ts';
import { administratorOf, administratorsOf } from './queries.ts';

const t = clientAdminTexts.administrators;

/**
 * HR administrators of one client (issue 27 §2), for the admin console and for the client's own HR administrators. The
 * caller's right to the client is decided by the caller of these (platformAdminAccess or employerAccess); `actor` is who
 * the audit log names. Suspending sets the person inactive, which ends their employer tools at once (the guard reads it
 * with the session), and ends their sessions.
 */
export interface Acting {
  clientId: number;
  actorId: number;
  actingAs?: { id: number; name: string };
  /** The caller's own user id, when they are one of the client's administrators: they cannot suspend or remove themselves. */
  selfId: number | null;
}

type AdminRow = Pick<User, 'id' | 'firstName' | 'surname' | 'email' | 'activatedAt' | 'employmentStatus' | 'lastLoginAt'>;

export const presentAdministrator = (row: AdminRow): ClientAdministrator => ({
  id: row.id,
  firstName: row.firstName,
  surname: row.surname,
  email: row.email,
  status: row.employmentStatus !== 'active' ? 'suspended' : row.activatedAt ? 'active' : 'invited',
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const acting = (who: Acting) => (who.actingAs ? { actingAs: who.actingAs } : {});

export async function listAdministrators(ctx: SignedInContext, clientId: number) {
  if (!(await findClientById(ctx.db, clientId))) throw notFound(ssoTexts.clientNotFound);
  return { data: (await administratorsOf(ctx.db, clientId)).map(presentAdministrator) };
}

/** A new HR administrator, with the welcome e-mail and its activation link (as employees get), in one transaction. */
export async function inviteAdministrator(ctx: SignedInContext, who: Acting, input: InviteAdministratorRequest): Promise<ClientAdministrator> {
  return ctx.db.transaction(async (tx) => {
    const client = await findClientById(tx, who.clientId);
    if (!client) throw notFound(ssoTexts.clientNotFound);
    const email = input.email.toLowerCase();
    // Only this client's people are looked at: an address used in another client is another account (issue 37 item 10).
    if (await findClientPersonByEmail(tx, client.id, email)) throw badRequest({ email: clientAdminTexts.errors.emailTaken });
    const user = await insertClientAdministrator(tx, { clientId: client.id, email, firstName: input.firstName, surname: input.surname, now: ctx.now });
    if (!user) throw badRequest({ email: clientAdminTexts.errors.emailTaken });
    await sendWelcomeMails(tx, ctx.config, client, [user], ctx.now);
    await recordAudit(tx, { action: 'hr-admin.invited', clientId: client.id, actorId: who.actorId, subjectId: user.id, details: { email, ...acting(who) } });
    return presentAdministrator(user);
  });
}

async function target(tx: Executor, who: Acting, userId: number): Promise<User> {
  const person = await administratorOf(tx, who.clientId, userId);
  if (!person) throw notFound(t.notAnAdministrator);
  if (person.id === who.selfId) throw badRequest({ userId: t.notYourself }, t.notYourself);
  return person;
}

export async function setAdministratorSuspended(ctx: SignedInContext, who: Acting, userId: number, suspended: boolean): Promise<ClientAdministrator> {
  return ctx.db.transaction(async (tx) => {
    const person = await target(tx, who, userId);
    const status = suspended ? 'inactive' : 'active';
    if (person.employmentStatus === status) return presentAdministrator(person);
    const updated = await setEmploymentStatus(tx, who.clientId, userId, status);
    if (!updated) throw notFound(t.notAnAdministrator);
    if (suspended) await revokeUserSessions(tx, userId, 'suspended', ctx.now);
    await recordAudit(tx, {
      action: suspended ? 'hr-admin.suspended' : 'hr-admin.reinstated',
      clientId: who.clientId,
      actorId: who.actorId,
      subjectId: userId,
      details: acting(who),
    });
    return presentAdministrator(updated);
  });
}

/** Removes an administrator and what hangs off them; one who also has benefit choices is suspended instead (409). */
export async function removeAdministrator(ctx: SignedInContext, who: Acting, userId: number): Promise<{ removed: true }> {
  return ctx.db.transaction(async (tx) => {
    const person = await target(tx, who, userId);
    if (await hasSelections(tx, userId)) throw new AppError(409, t.hasChoices);
    // Written first: the entry names the person, whose row (its subject) goes next.
    await recordAudit(tx, {
      action: 'hr-admin.removed',
      clientId: who.clientId,
      actorId: who.actorId,
      subjectId: null,
      details: { name: `${person.firstName} ${person.surname}`, email: person.email, ...acting(who) },
    });
    if (!(await deleteClientPerson(tx, who.clientId, userId))) throw notFound(t.notAnAdministrator);
    return { removed: true as const };
  });
}
