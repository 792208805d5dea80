import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { benefits, clients, users } from '../../db/schema/index.ts';

/**
 * SQL of selection approvals; every query takes the client id first and filters by it. The requests are read
 * (db/repositories/selection-reads/approvals.ts) and decided (db/repositories/selections.ts) by the selections repository.
 */

export async function findClientBenefit(db: Db, clientId: number, benefitId: number) {
  const [row] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row;
}

/** Who to tell, and about which benefit: the people and benefits of the decided selections. */
export async function recipients(tx: Db, clientId: number, userIds: number[], benefitIds: number[]) {
  const [people, named] = await Promise.all([
    tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, preferredName: users.preferredName })
      .from(users)
      .where(and(eq(users.clientId, clientId), sql`${users.id} = any(${sql.param(userIds)}::int[])`)),
    tx
      .select({ id: benefits.id, name: benefits.name })
      .from(benefits)
      .where(and(eq(benefits.clientId, clientId), sql`${benefits.id} = any(${sql.param(benefitIds)}::int[])`)),
  ]);
  return { people: new Map(people.map((p) => [p.id, p])), benefits: new Map(named.map((b) => [b.id, b.name])) };
}

export async function findClient(db: Db, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

/** The client's HR administrators who use the employer tools (active employer users with an activated account). */
export const hrAdministrators = (db: Db, clientId: number) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName, preferredName: users.preferredName })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.userType, 'employer'), eq(users.employmentStatus, 'active'), isNotNull(users.activatedAt)))
    .orderBy(asc(users.id));
