import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auditLog, clients, users, type Client, type NewAuditRow, type User } from '../../db/schema/index.ts';

export async function insertAudit(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** A person of that client, with the client; undefined when the id belongs to another client or nobody. */
export async function findClientPerson(db: Db, clientId: number, userId: number): Promise<{ user: User; client: Client } | undefined> {
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.id, userId), eq(users.clientId, clientId)))
    .limit(1);
  return row;
}
