import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users, type User } from '../../db/schema/index.ts';

export async function findProfileUser(db: Db, clientId: number, userId: number): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return user;
}

export type ProfileColumns = Partial<Pick<typeof users.$inferInsert, 'title' | 'preferredName' | 'phone' | 'avatar' | 'contactByEmail' | 'contactBySms'>>;

export async function updateProfileColumns(db: Db, clientId: number, userId: number, values: ProfileColumns) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}
