import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users, userTokens } from '../../db/schema/index.ts';

export interface WelcomeRecipient {
  id: number;
  email: string;
  firstName: string;
}

/** People of the client who never activated, leavers apart. */
export const notActivatedPeople = (db: Db, clientId: number): Promise<WelcomeRecipient[]> =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.activatedAt), ne(users.employmentStatus, 'left')))
    .orderBy(users.id);

/** A new welcome e-mail retires the activation links sent before it. */
export async function retireActivationLinks(db: Db, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(inArray(userTokens.userId, userIds), eq(userTokens.purpose, 'activation'), isNull(userTokens.usedAt)));
}

export async function insertActivationLinks(db: Db, links: { userId: number; tokenHash: string }[], expiresAt: Date): Promise<void> {
  if (links.length === 0) return;
  await db.insert(userTokens).values(links.map((link) => ({ ...link, purpose: 'activation' as const, expiresAt })));
}
